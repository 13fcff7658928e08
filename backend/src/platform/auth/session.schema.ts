import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Signed-in sessions. A bearer token names its session; the row is what makes logout, inactivity
 * expiry and account closure take effect at once, on every instance.
 */
export const authSessions = pgTable(
  'auth_session',
  {
    id: uuid('id').primaryKey(),
    subjectType: text('subject_type', { enum: ['CUSTOMER', 'STAFF'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('auth_session_subject_idx').on(table.subjectType, table.subjectId)],
);
