import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The proof-of-work solutions already accepted (docs/decisions/0072-proof-of-work-challenge.md),
 * by the challenge's signature: the primary key lets one of two parallel submissions of the same
 * solution through and refuses the other. A row is of no use once its challenge has expired.
 */
export const spentChallenges = pgTable(
  'spent_challenge',
  {
    signature: text('signature').primaryKey(),
    spentAt: timestamp('spent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('spent_challenge_expires_idx').on(table.expiresAt)],
);
