import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CASE_KINDS } from '@mflow/contracts/cases/case-numbers';
import { CASE_STATUSES } from '@mflow/contracts/cases/case-status';
import { CASE_ACTOR_KINDS, CASE_EVENT_TYPES } from '@mflow/contracts/cases/case.contract';

/**
 * A case (docs/decisions/0052-case-engine.md): a numbered request from a member or a visitor, with
 * its status, deadline and decision. What is particular to a kind sits in the kind's own tables
 * (`dispute`); the timeline is `case_event`.
 */
export const caseRecords = pgTable(
  'case_record',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseNo: text('case_no').notNull(),
    kind: text('kind', { enum: CASE_KINDS }).notNull(),
    status: text('status', { enum: CASE_STATUSES }).notNull(),
    /** Null for a visitor, who is known by the contact given and the code sent to it. */
    customerId: uuid('customer_id'),
    visitorName: text('visitor_name'),
    visitorEmail: text('visitor_email'),
    visitorMobile: text('visitor_mobile'),
    /** The language of the notifications. */
    language: text('language', { enum: ['TH', 'EN'] }).notNull(),
    summary: text('summary').notNull(),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull(),
    /** Bangkok date, counted in business days on the holiday calendar at filing. */
    deadlineDate: date('deadline_date', { mode: 'string' }).notNull(),
    /** Set by the overdue job when the deadline passed undecided. */
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    assignedStaffId: uuid('assigned_staff_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReasonCode: text('decision_reason_code'),
    decisionText: text('decision_text'),
    /** Raised by every change: a staff action names the version it saw, and loses to one made since. */
    version: integer('version').notNull().default(1),
    reopenCount: integer('reopen_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('case_record_no_idx').on(table.caseNo),
    index('case_record_customer_idx').on(table.customerId, table.filedAt),
    index('case_record_queue_idx')
      .on(table.deadlineDate, table.filedAt)
      .where(
        sql`status not in ('ACCEPTED', 'REJECTED', 'WITHDRAWN', 'UPHELD', 'FEES_WAIVED', 'LAPSED', 'RESOLVED', 'INSTALLED', 'CANCELLED')`,
      ),
  ],
);

/**
 * The timeline: each filing, status move, message, attachment, assignment and decision, with who
 * and when. Append-only: a trigger (in this module's migration) refuses UPDATE, DELETE and
 * TRUNCATE, as for `staff_audit`.
 */
export const caseEvents = pgTable(
  'case_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => caseRecords.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorKind: text('actor_kind', { enum: CASE_ACTOR_KINDS }).notNull(),
    actorId: text('actor_id'),
    type: text('type', { enum: CASE_EVENT_TYPES }).notNull(),
    /** Internal notes and assignments are for staff only. */
    visibleToCustomer: boolean('visible_to_customer').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('case_event_case_idx').on(table.caseId, table.at)],
);

/** A file of a case: stored by the file module, claimed by the case so the clean-up of unclaimed uploads leaves it. */
export const caseAttachments = pgTable(
  'case_attachment',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => caseRecords.id),
    fileId: uuid('file_id').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => caseEvents.id),
    addedBy: text('added_by', { enum: CASE_ACTOR_KINDS }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.fileId] })],
);

/**
 * The last number given per kind and month: `insert ... on conflict do update ... returning` in
 * the filing's transaction, so parallel filings never share a number.
 */
export const caseNumberCounters = pgTable(
  'case_number_counter',
  {
    kind: text('kind', { enum: CASE_KINDS }).notNull(),
    period: text('period').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.period] })],
);

/**
 * A visitor's tracking session (docs/decisions/0053-visitor-case-proofs.md): issued when a one-time
 * code sent to the contact the case holds is verified, it opens that one case for a short while.
 * Only the token's hash is kept.
 */
export const caseTrackingGrants = pgTable(
  'case_tracking_grant',
  {
    tokenHash: text('token_hash').primaryKey(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => caseRecords.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('case_tracking_grant_case_idx').on(table.caseId)],
);
