import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { STAFF_AUDIT_ACTIONS, STAFF_AUDIT_SUBJECTS } from '@mflow/contracts/staff/staff-audit.contract';

/**
 * Every staff action: who, what, on which subject, the subject before and after (JSON), when.
 * Append-only: a trigger (migration 0017) refuses UPDATE, DELETE and TRUNCATE, so nobody, staff or
 * code, can rewrite what happened. No foreign keys: an entry outlives its subject and its author.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Actions in one instant (a test clock stands still) still need their order.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: uuid('staff_id').notNull(),
    // The e-mail at the time: an account's address may change later, the record must not.
    staffEmail: text('staff_email').notNull(),
    action: text('action', { enum: STAFF_AUDIT_ACTIONS }).notNull(),
    subjectType: text('subject_type', { enum: STAFF_AUDIT_SUBJECTS }).notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('staff_audit_at_idx').on(table.at, table.seq),
    index('staff_audit_subject_idx').on(table.subjectId, table.seq),
    index('staff_audit_staff_idx').on(table.staffEmail, table.seq),
  ],
);
