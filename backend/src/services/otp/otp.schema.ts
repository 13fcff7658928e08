import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { OTP_PURPOSES } from '@mflow/contracts/otp/otp.contract';

/**
 * One code sent to one contact for one purpose. The code is kept only as a salted HMAC; once it is
 * verified the row carries the hash of the verification token that proves it, until consumed.
 */
export const otpChallenges = pgTable(
  'otp_challenge',
  {
    id: uuid('id').primaryKey(),
    reference: text('reference').notNull(),
    channel: text('channel', { enum: ['SMS', 'EMAIL'] }).notNull(),
    contact: text('contact').notNull(),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    codeSalt: text('code_salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verificationHash: text('verification_hash').unique(),
    verificationExpiresAt: timestamp('verification_expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('otp_challenge_contact_idx').on(table.contact, table.createdAt)],
);
