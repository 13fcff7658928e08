import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed password (and passcode) attempts per account, or per typed identifier when no account
 * matches, so that an unknown account locks exactly like a known one and the lock tells nothing.
 * A lock lasts a fixed time and then counting starts again: nobody can lock an account for good.
 */
export const loginThrottles = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
