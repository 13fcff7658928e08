import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SOCIAL_PROVIDERS, SOCIAL_PURPOSES } from '@mflow/contracts/auth/social-sign-in.contract';
import { customers } from '../customer/customer.schema';

/**
 * One redirect to a provider, from its start until the browser comes back. The state, nonce and
 * PKCE verifier never leave the server except as the provider needs them (state and nonce in the
 * URL, the verifier's hash as the challenge); the browser that began the attempt holds a key whose
 * hash is kept here, so a callback carried to another browser is refused. Used once.
 */
export const socialSignInAttempts = pgTable(
  'social_sign_in_attempt',
  {
    state: text('state').primaryKey(),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    purpose: text('purpose', { enum: SOCIAL_PURPOSES }).notNull(),
    /** The member who asked to link; set only for LINK. */
    customerId: uuid('customer_id').references(() => customers.id),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    browserKeyHash: text('browser_key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('social_sign_in_attempt_expires_idx').on(table.expiresAt)],
);

/** A provider identity (the provider's `sub`) linked to a member: each identity to one member, one per provider and member. */
export const socialIdentities = pgTable(
  'social_identity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    subject: text('subject').notNull(),
    /** The provider's verified e-mail when it was linked, to show on the profile page. */
    email: text('email').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('social_identity_provider_subject_uq').on(table.provider, table.subject),
    uniqueIndex('social_identity_customer_provider_uq').on(table.customerId, table.provider),
  ],
);

/**
 * A verified provider identity waiting for the member with the same e-mail to confirm with their
 * password. Only the token's hash is kept; single use, short-lived.
 */
export const socialLinkOffers = pgTable('social_link_offer', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id),
  provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
  subject: text('subject').notNull(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
