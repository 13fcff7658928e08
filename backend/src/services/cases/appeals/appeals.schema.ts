import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { APPEAL_REASONS } from '@mflow/contracts/cases/appeal-rules';
import { caseRecords } from '../engine/case-engine.schema';

/**
 * An appeal of a toll notice (requirements/notices-and-appeals.md#appeals): the notice, the
 * reason, the plate and province the appointment is about, and what the outcome did. The case row
 * holds its status and decision; the appointment is the appointments service's, found by the case
 * number. Closed when decided, lapsed or withdrawn: the partial unique index allows one open
 * appeal per notice, whatever races.
 */
export const appeals = pgTable(
  'appeal',
  {
    caseId: uuid('case_id')
      .primaryKey()
      .references(() => caseRecords.id),
    noticeId: uuid('notice_id').notNull(),
    noticeNo: text('notice_no').notNull(),
    /** The invoice case (billing's `case_id`) the ladder hold is on. */
    invoiceCaseId: uuid('invoice_case_id').notNull(),
    plate: text('plate'),
    province: text('province'),
    reason: text('reason', { enum: APPEAL_REASONS }).notNull(),
    reasonText: text('reason_text'),
    /** Set by the decision: whether the toll was cancelled with the fees, what was taken off, the replacement and any refund. */
    tollCancelled: boolean('toll_cancelled'),
    cancelledAmount: bigint('cancelled_amount', { mode: 'number' }),
    replacementInvoiceNo: text('replacement_invoice_no'),
    refundSourceKey: text('refund_source_key'),
    refundAmount: bigint('refund_amount', { mode: 'number' }),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('appeal_invoice_case_idx').on(table.invoiceCaseId),
    uniqueIndex('appeal_idempotency_idx').on(table.idempotencyKey),
    uniqueIndex('appeal_notice_open_idx')
      .on(table.noticeId)
      .where(sql`closed_at is null`),
  ],
);
