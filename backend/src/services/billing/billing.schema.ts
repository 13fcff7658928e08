import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { INVOICE_STAGES, INVOICE_STATUSES } from '@mflow/contracts/billing/ladder';
import type { TBillingRules } from '@mflow/contracts/billing/billing-rules';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** Never reused: a number once printed on a letter or a slip must find that invoice forever. */
export const invoiceNumbers = pgSequence('invoice_no_seq');
export const invoiceReferences = pgSequence('invoice_ref_seq');
export const noticeNumbers = pgSequence('toll_notice_no_seq');

/**
 * An invoice: a member's cycle, or a non-member plate's day of passages, at one stage of the late
 * fee ladder. Its amounts never change after issue; a late fee, a notice's fee, a fine or a waiver
 * cancels it and issues another in its place (`replaces_invoice_id`), all sharing `case_id`, the
 * first invoice's id. Its lines are the passages billed under its key (customer or plate, and
 * `billing_period`), read from the toll module, never copied (docs/billing.md).
 */
export const invoices = pgTable(
  'invoice',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceNo: text('invoice_no').notNull(),
    /** The payment reference (digits with a check pair) a bank or a QR code carries. */
    refNo: text('ref_no').notNull(),
    kind: text('kind', { enum: ['MEMBER', 'NON_MEMBER'] }).notNull(),
    customerId: uuid('customer_id'),
    plate: text('plate'),
    province: text('province'),
    /** The member's cycle id (2026-11-1) or the non-member's passage day (2026-11-03). */
    billingPeriod: text('billing_period').notNull(),
    caseId: uuid('case_id').notNull(),
    stage: text('stage', { enum: INVOICE_STAGES }).notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    passageCount: integer('passage_count').notNull(),
    tollAmount: money('toll_amount'),
    firstLateFee: money('first_late_fee'),
    secondLateFee: money('second_late_fee'),
    fine: money('fine'),
    vatAmount: money('vat_amount'),
    totalAmount: money('total_amount'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Due at 23:59:59 Bangkok of this date. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** When an unpaid ISSUED invoice turns NEAR_DUE; null at later stages. */
    nearDueAt: timestamp('near_due_at', { withTimezone: true }),
    /** 00:00 after the due date: the next step of the ladder is taken then if still unpaid. */
    lateAt: timestamp('late_at', { withTimezone: true }).notNull(),
    replacesInvoiceId: uuid('replaces_invoice_id'),
    replacedByInvoiceId: uuid('replaced_by_invoice_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the issue e-mail/SMS was queued (members only; non-members are found by plate). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** When the near-due reminder was queued. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The rules the invoice was issued under, so the ladder and the portal read the same numbers. */
    rules: jsonb('rules').$type<TBillingRules>().notNull(),
  },
  (table) => [
    uniqueIndex('invoice_no_idx').on(table.invoiceNo),
    uniqueIndex('invoice_ref_no_idx').on(table.refNo),
    // The cut's idempotency: one first invoice per member and cycle, per plate and day.
    uniqueIndex('invoice_member_period_idx')
      .on(table.customerId, table.billingPeriod)
      .where(sql`kind = 'MEMBER' and stage = 'ISSUED' and replaces_invoice_id is null`),
    uniqueIndex('invoice_plate_period_idx')
      .on(table.plate, table.province, table.billingPeriod)
      .where(sql`kind = 'NON_MEMBER' and stage = 'ISSUED' and replaces_invoice_id is null`),
    // The ladder's idempotency: an invoice is replaced once.
    uniqueIndex('invoice_replaces_idx').on(table.replacesInvoiceId),
    index('invoice_customer_idx').on(table.customerId, table.issuedAt),
    index('invoice_plate_idx').on(table.plate, table.province, table.issuedAt),
    index('invoice_open_late_idx')
      .on(table.lateAt)
      .where(sql`status in ('NORMAL', 'NEAR_DUE', 'OVERDUE')`),
    index('invoice_near_due_idx')
      .on(table.nearDueAt)
      .where(sql`status = 'NORMAL'`),
    index('invoice_case_idx').on(table.caseId),
    index('invoice_to_notify_idx')
      .on(table.issuedAt)
      .where(sql`kind = 'MEMBER' and notified_at is null`),
  ],
);

export const REMARK_KINDS = ['NORMAL', 'CANCELLED', 'NEW_INVOICE', 'REFERENCE_TO_NEW', 'REFERENCE_TO_CANCELLED'] as const;

/** The history remarks (requirements/billing.md#history-remarks): what happened to an invoice, each referring to the other invoice when there is one. */
export const invoiceRemarks = pgTable(
  'invoice_remark',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    kind: text('kind', { enum: REMARK_KINDS }).notNull(),
    /** Why: the ladder step (FIRST_LATE_FEE, ...), WAIVER, or ISSUED. */
    reason: text('reason').notNull(),
    relatedInvoiceNo: text('related_invoice_no'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('invoice_remark_invoice_idx').on(table.invoiceId, table.at)],
);

/**
 * A toll notice (notification letter): issued by post to the registered owner when the first late
 * fee's invoice passes its due date unpaid. Its due date is the due date of the invoice issued
 * with it; past that, unpaid and not appealed, the case is fined and marked for collection.
 */
export const tollNotices = pgTable(
  'toll_notice',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noticeNo: text('notice_no').notNull(),
    caseId: uuid('case_id').notNull(),
    /** The invoice issued with the notice (stage SECOND_LATE_FEE). */
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** A member's case is addressed to the customer; a non-member's to the plate's registered owner. */
    customerId: uuid('customer_id'),
    plate: text('plate'),
    province: text('province'),
    status: text('status', { enum: ['OPEN', 'APPEALED', 'PAID', 'FINED', 'CANCELLED'] }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    finedAt: timestamp('fined_at', { withTimezone: true }),
    /** Set with the fine: the case is handed to collection. */
    collectionAt: timestamp('collection_at', { withTimezone: true }),
    /**
     * The plate's registered owner as the land-transport registry names them, to whom the letter
     * is posted. Looked up after issue, outside the ladder's transaction; null when the registry
     * does not know the plate (the letter then goes to "the registered owner of" the plate).
     */
    addresseeName: text('addressee_name'),
    /** The registered owner's postal address from the same answer of the registry; null with the name, or when the record has none. */
    addresseeAddress: text('addressee_address'),
    /** When the registry was asked, whatever it answered, so a plate it does not know is asked once. */
    addressedAt: timestamp('addressed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('toll_notice_no_idx').on(table.noticeNo),
    uniqueIndex('toll_notice_case_idx').on(table.caseId),
    index('toll_notice_customer_idx').on(table.customerId, table.issuedAt),
    index('toll_notice_plate_idx').on(table.plate, table.province),
    index('toll_notice_unaddressed_idx')
      .on(table.issuedAt)
      .where(sql`addressed_at is null`),
  ],
);

/** A staff member's waiver of one invoice's late fees and fine, with the reason (requirements/billing.md#late-fee-waiver). */
export const invoiceWaivers = pgTable(
  'invoice_waiver',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The invoice whose fees were waived; the one issued without them replaces it. */
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    newInvoiceId: uuid('new_invoice_id')
      .notNull()
      .references(() => invoices.id),
    staffId: uuid('staff_id').notNull(),
    reason: text('reason').notNull(),
    waivedAmount: money('waived_amount'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('invoice_waiver_invoice_idx').on(table.invoiceId)],
);

/** The billing rules in force (one row); absent means the defaults of requirements/billing.md#rules-are-configuration. */
export const billingRuleSettings = pgTable('billing_rule_setting', {
  id: text('id').primaryKey().default('current'),
  rules: jsonb('rules').$type<TBillingRules>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The version of what the visitor look-up shows for a plate: the id of the last transaction that
 * wrote any part of it (a non-member invoice, its remarks, its notice, a line of an invoiced day).
 * Kept by triggers (migration 0021), so whichever process writes, the next look-up sees a new
 * version with one indexed read (docs/decisions/0012). Transaction ids are never reused, so a
 * version never comes back after a change, not even after the trainer's reset empties the table.
 */
export const plateVersions = pgTable(
  'plate_version',
  {
    plate: text('plate').notNull(),
    province: text('province').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.plate, table.province] })],
);

/**
 * A member's invoiced cycle per vehicle: the passages' count and toll of each plate and province,
 * written by the cut in the statement that issues the cycle's first invoice and never changed, as
 * the invoice's lines never change (decision 0066). Every invoice of the case (a late fee's, a
 * waiver's) bills the same passages and reads the same rows; the invoice page and its PDF read
 * their totals per vehicle from here instead of counting the period's passages on every call.
 */
export const memberInvoiceVehicleTotals = pgTable(
  'member_invoice_vehicle_total',
  {
    customerId: uuid('customer_id').notNull(),
    billingPeriod: text('billing_period').notNull(),
    plate: text('plate').notNull(),
    province: text('province').notNull(),
    passageCount: integer('passage_count').notNull(),
    totalAmount: money('total_amount'),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.billingPeriod, table.plate, table.province] })],
);

/**
 * A pause of one invoice case's ladder (requirements/disputes.md#while-a-dispute-is-open): while a
 * hold is live the case climbs no rung and gets no fine. The holder is named as text (a dispute's
 * case number): billing knows nothing of cases. Several holders hold the case until the last lets go.
 */
export const ladderHolds = pgTable(
  'ladder_hold',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceCaseId: uuid('invoice_case_id').notNull(),
    holder: text('holder').notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('ladder_hold_live_idx')
      .on(table.invoiceCaseId, table.holder)
      .where(sql`released_at is null`),
  ],
);
