import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PREPAID_ACCOUNT_STATUSES, PREPAID_MOVEMENT_KINDS } from '@mflow/contracts/payment/prepaid.contract';
import { PAYMENT_STATUSES } from '@mflow/contracts/payment/payments.contract';
import { customers } from '../../customer/customer.schema';
import { paymentMethods } from '../methods/payment-method.schema';
import { payments } from '../payments/payments.schema';

const money = (name: string) => bigint(name, { mode: 'number' });
const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The member's prepaid account (requirements/prepaid-account.md), the state behind their MFLOW
 * payment method. The balance is the sum of the account's journal and changes only with a journal
 * row, in one transaction, the account row locked (prepaid-ledger.ts); the CHECK keeps it from
 * going below zero whatever the code does.
 */
export const prepaidAccounts = pgTable(
  'prepaid_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    paymentMethodId: uuid('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    status: text('status', { enum: PREPAID_ACCOUNT_STATUSES }).notNull(),
    balance: money('balance').notNull(),
    replenishThreshold: money('replenish_threshold'),
    replenishAmount: money('replenish_amount'),
    replenishMethodId: uuid('replenish_method_id').references(() => paymentMethods.id),
    lowBalanceThreshold: money('low_balance_threshold'),
    openedAt: instant('opened_at').notNull(),
    closedAt: instant('closed_at'),
    /** The Idempotency-Key of the request that closed it: the same request again answers the same closing. */
    closingKey: text('closing_key'),
  },
  (table) => [
    check('prepaid_account_balance_not_negative', sql`${table.balance} >= 0`),
    check(
      'prepaid_account_replenishment',
      sql`(${table.replenishThreshold} is null and ${table.replenishAmount} is null and ${table.replenishMethodId} is null)
        or (${table.replenishThreshold} > 0 and ${table.replenishAmount} >= ${table.replenishThreshold} and ${table.replenishMethodId} is not null)`,
    ),
    // requirements/prepaid-account.md: one account per member.
    uniqueIndex('prepaid_account_one_open_idx')
      .on(table.customerId)
      .where(sql`${table.status} = 'OPEN'`),
    uniqueIndex('prepaid_account_method_idx').on(table.paymentMethodId),
  ],
);

/**
 * The journal: every movement of every account with the balance after it. Append-only: a trigger
 * (in this module's migration) refuses UPDATE, DELETE and TRUNCATE, as for `case_event`. The
 * source key names what caused the movement (a payment, a dispute's refund, a staff adjustment's
 * request), so each happens exactly once whatever retries or races.
 */
export const prepaidMovements = pgTable(
  'prepaid_movement',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => prepaidAccounts.id),
    kind: text('kind', { enum: PREPAID_MOVEMENT_KINDS }).notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    sourceKey: text('source_key').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    reason: text('reason'),
    staffId: uuid('staff_id'),
    at: instant('at').notNull(),
  },
  (table) => [
    check('prepaid_movement_balance_after_not_negative', sql`${table.balanceAfter} >= 0`),
    check('prepaid_movement_adjustment_has_reason', sql`${table.kind} <> 'ADJUSTMENT' or ${table.reason} is not null`),
    uniqueIndex('prepaid_movement_source_idx').on(table.sourceKey),
    index('prepaid_movement_account_idx').on(table.accountId, table.seq),
  ],
);

export const PREPAID_TOP_UP_KINDS = ['TOP_UP', 'REPLENISHMENT'] as const satisfies readonly (typeof PREPAID_MOVEMENT_KINDS)[number][];

/**
 * The payments whose purpose is the account rather than invoices (docs/decisions/0077): when the
 * payment is recorded PAID, in that transaction, the account is credited by the journal.
 */
export const prepaidTopUps = pgTable('prepaid_top_up', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id),
  accountId: uuid('account_id')
    .notNull()
    .references(() => prepaidAccounts.id),
  kind: text('kind', { enum: PREPAID_TOP_UP_KINDS }).notNull(),
});

/**
 * One fall of an account's balance below its replenishment threshold, and the replenishment it
 * caused (docs/decisions/0078). The key is the journal row that took the balance under the
 * threshold, so every trigger of one fall, from any instance, finds the same key and one of them
 * inserts the row. A failed replenishment is tried once more on `retry_on`.
 */
export const prepaidReplenishments = pgTable(
  'prepaid_replenishment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => prepaidAccounts.id),
    dropKey: text('drop_key').notNull(),
    amount: money('amount').notNull(),
    paymentMethodId: uuid('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    attempts: integer('attempts').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    retryOn: date('retry_on', { mode: 'string' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('prepaid_replenishment_drop_idx').on(table.dropKey),
    index('prepaid_replenishment_retry_idx')
      .on(table.retryOn)
      .where(sql`${table.retryOn} is not null`),
  ],
);
