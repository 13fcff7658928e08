import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REFUND_CHANNEL_KINDS, REFUND_STATUSES } from '@mflow/contracts/payment/refunds.contract';
import { customers } from '../../customer/customer.schema';
import { payments } from '../payments/payments.schema';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull();
const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Money going back from a paid payment (docs/decisions/0056). The id is the gateway's idempotency
 * key, so however often the refund job sends it, the gateway makes one refund. The source key
 * (`dispute:<caseNo>`) is unique: asking again for the same reason answers this refund, never a
 * second one. A bank account is kept whole for sending and masked for display. A refund of money
 * held rather than paid (a closing prepaid account's balance, `prepaid-closing:<accountId>`) has no
 * payment and names its customer; it goes to a bank account only.
 */
export const refunds = pgTable(
  'refund',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id').references(() => payments.id),
    /** The customer of a refund with no payment. */
    customerId: uuid('customer_id').references(() => customers.id),
    sourceKey: text('source_key').notNull(),
    amount: money('amount'),
    /** The toll inside the amount, the only part that carries VAT: its credit note's VAT is worked out from it. */
    tollAmount: money('toll_amount'),
    reason: text('reason').notNull(),
    channel: text('channel', { enum: REFUND_CHANNEL_KINDS }).notNull(),
    bankCode: text('bank_code'),
    accountNo: text('account_no'),
    accountNoMasked: text('account_no_masked'),
    holderName: text('holder_name'),
    /** The copy of the bank book, a stored file the customer owns. */
    bankBookFileId: uuid('bank_book_file_id'),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    /** How many times the gateway was asked. */
    attempts: integer('attempts').notNull().default(0),
    /** When the refund job next sends it (REQUESTED) or asks after it (SENT). */
    nextAttemptAt: instant('next_attempt_at'),
    /** The gateway's reference of the refund, once it answered. */
    gatewayReference: text('gateway_reference'),
    /** The gateway's reason of the last failure: for good when FAILED, passing while REQUESTED. */
    failureCode: text('failure_code'),
    /** The credit note issued with it when its payment had a tax invoice (receipts own the note). */
    creditNoteNo: text('credit_note_no'),
    requestedAt: instant('requested_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    doneAt: instant('done_at'),
  },
  (table) => [
    uniqueIndex('refund_source_key_idx').on(table.sourceKey),
    index('refund_payment_idx').on(table.paymentId),
    index('refund_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('REQUESTED', 'SENT')`),
    check('refund_amount_positive', sql`${table.amount} > 0 and ${table.tollAmount} >= 0 and ${table.tollAmount} <= ${table.amount}`),
    check(
      'refund_of_payment_or_held_money',
      sql`${table.paymentId} is not null or (${table.customerId} is not null and ${table.channel} = 'BANK_ACCOUNT')`,
    ),
    check(
      'refund_bank_account_complete',
      sql`${table.channel} <> 'BANK_ACCOUNT' or (${table.bankCode} is not null and ${table.accountNo} is not null and ${table.holderName} is not null)`,
    ),
  ],
);
