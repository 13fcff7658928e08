import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DISPUTE_REASONS, REFUND_CHANNEL_KINDS } from '@mflow/contracts/cases/dispute-rules';
import { caseRecords } from '../engine/case-engine.schema';

/** What a refund goes to, as the customer chose it; the bank book is a file of the case. */
export type TStoredRefundChannel =
  { kind: 'ORIGINAL_METHOD' } | { kind: 'BANK_ACCOUNT'; bankCode: string; accountNo: string; holderName: string; bankBookFileId: string };

/**
 * A toll dispute (requirements/disputes.md): the passages of one invoice case it contests, the
 * reason, and for a paid invoice the refund channel. The case row holds its status and decision.
 */
export const disputes = pgTable(
  'dispute',
  {
    caseId: uuid('case_id')
      .primaryKey()
      .references(() => caseRecords.id),
    invoiceId: uuid('invoice_id').notNull(),
    invoiceNo: text('invoice_no').notNull(),
    /** The invoice case (billing's `case_id`) the ladder hold is on. */
    invoiceCaseId: uuid('invoice_case_id').notNull(),
    reason: text('reason', { enum: DISPUTE_REASONS }).notNull(),
    reasonText: text('reason_text'),
    refundChannelKind: text('refund_channel_kind', { enum: REFUND_CHANNEL_KINDS }),
    refundChannel: jsonb('refund_channel').$type<TStoredRefundChannel>(),
    disputedToll: bigint('disputed_toll', { mode: 'number' }).notNull(),
    /** Set on acceptance: the invoice that replaced the disputed one, or the refund asked for. */
    replacementInvoiceNo: text('replacement_invoice_no'),
    refundSourceKey: text('refund_source_key'),
    refundAmount: bigint('refund_amount', { mode: 'number' }),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('dispute_invoice_case_idx').on(table.invoiceCaseId), uniqueIndex('dispute_idempotency_idx').on(table.idempotencyKey)],
);

/**
 * * The passages a dispute contests, closed when the case is decided or withdrawn: the
 * partial unique index allows one open dispute per passage (requirements/disputes.md#dispute-period).
 */
export const disputePassages = pgTable(
  'dispute_passage',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => caseRecords.id),
    passageId: uuid('passage_id').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.caseId, table.passageId] }),
    uniqueIndex('dispute_passage_open_idx')
      .on(table.passageId)
      .where(sql`closed_at is null`),
  ],
);
