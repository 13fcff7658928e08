import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CARD_BRANDS } from '@mflow/contracts/payment/card-number';
import type { TChargeSource, TRefundDestination } from '../../platform/ports';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull();
const instant = (name: string) => timestamp(name, { withTimezone: true });

export const TAG_PROGRAMMES = ['MPASS', 'EASYPASS'] as const;
export const CHARGE_KINDS = ['CARD', 'TAG', 'BANK_DEBIT', 'REQUEST_TO_PAY', 'CARD_PAGE', 'QR', 'COUNTER'] as const;
export const CHARGE_STATUSES = ['PAID', 'DECLINED', 'PENDING', 'EXPIRED', 'CANCELLED'] as const;
export const DECLINE_CODES = ['DECLINED', 'INSUFFICIENT_FUNDS', 'ACCOUNT_CLOSED', 'TIMED_OUT', 'UNKNOWN_SOURCE'] as const;
/** What a simulated card does when charged, decided by its number at saving (test-cards.ts). */
export const CARD_BEHAVIOURS = ['APPROVE', 'DECLINE', 'INSUFFICIENT_FUNDS', 'TIME_OUT'] as const;
export const CARD_PAGE_STEPS = ['CARD', 'CONFIRM', 'DONE'] as const;
export const REFUND_STATUSES = ['DONE', 'FAILED', 'PENDING'] as const;
export const REFUND_FAILURE_CODES = [
  'ACCOUNT_CLOSED',
  'NO_ORIGINAL_METHOD',
  'UNKNOWN_CHARGE',
  'EXCEEDS_CHARGE',
  'DECLINED',
  'BANK_UNAVAILABLE',
] as const;
/** What a tester makes the gateway do with the next refunds to a target (sim-refunds.ts). */
export const REFUND_BEHAVIOURS = ['FAIL', 'FAIL_TRANSIENT', 'TIME_OUT'] as const;

/**
 * Cards saved at the simulated gateway. Only what a real gateway hands back is kept (token, brand,
 * last four digits, expiry, holder) and the test behaviour its number chose; never the number or the CVV.
 */
export const gatewayCards = pgTable('gateway_card', {
  token: text('token').primaryKey(),
  brand: text('brand', { enum: CARD_BRANDS }).notNull(),
  last4: text('last4').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  holderName: text('holder_name').notNull(),
  behaviour: text('behaviour', { enum: CARD_BEHAVIOURS }).notNull(),
  createdAt: instant('created_at').notNull(),
});

/** The prepaid tag accounts of the M-PASS and Easy Pass programmes, with their balance in satang. */
export const gatewayTags = pgTable(
  'gateway_tag',
  {
    programme: text('programme', { enum: TAG_PROGRAMMES }).notNull(),
    tagNumber: text('tag_number').notNull(),
    /** The card-holder ID the tag is registered to (a national ID, passport or juristic number). */
    holderId: text('holder_id').notNull(),
    balanceSatang: money('balance_satang'),
  },
  (table) => [
    primaryKey({ columns: [table.programme, table.tagNumber] }),
    check('gateway_tag_balance_not_negative', sql`${table.balanceSatang} >= 0`),
  ],
);

/**
 * Every charge the gateway was asked for, whatever it is drawn on: a saved source, the hosted card
 * page, a PromptPay QR, or a bill payment at a counter. The idempotency key is unique, and the
 * request's fingerprint tells a retry from a different request under a reused key.
 */
export const gatewayCharges = pgTable(
  'gateway_charge',
  {
    gatewayReference: text('gateway_reference').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    kind: text('kind', { enum: CHARGE_KINDS }).notNull(),
    source: jsonb('source').$type<TChargeSource>(),
    amountSatang: money('amount_satang'),
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: CHARGE_STATUSES }).notNull(),
    declineCode: text('decline_code', { enum: DECLINE_CODES }),
    createdAt: instant('created_at').notNull(),
    /** A PENDING charge still pending then settles by itself: a QR or a card page EXPIRED, a timed-out card DECLINED. */
    expiresAt: instant('expires_at'),
    settledAt: instant('settled_at'),
    /** The EMVCo payload of a QR charge. */
    qrPayload: text('qr_payload'),
    returnUrl: text('return_url'),
    pageStep: text('page_step', { enum: CARD_PAGE_STEPS }),
    /** What the card typed on the hosted page does, kept between the card step and the confirmation. */
    pageCardBehaviour: text('page_card_behaviour', { enum: CARD_BEHAVIOURS }),
    /** The 3-D Secure style one-time code, which the simulated page shows to the payer. */
    confirmationCode: text('confirmation_code'),
    /** SHA-256 of the single-use token the browser brings back to the merchant. */
    returnTokenHash: text('return_token_hash'),
    returnTokenRedeemedAt: instant('return_token_redeemed_at'),
  },
  (table) => [
    uniqueIndex('gateway_charge_idempotency_key_idx').on(table.idempotencyKey),
    index('gateway_charge_created_idx').on(table.createdAt),
    index('gateway_charge_pending_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

/**
 * The settlement outbox: a row per charge that settled after it was asked for, written in the
 * transaction that settled it, and marked delivered once every listener took it.
 */
export const gatewaySettlements = pgTable(
  'gateway_settlement',
  {
    gatewayReference: text('gateway_reference')
      .primaryKey()
      .references(() => gatewayCharges.gatewayReference),
    /** The state the charge settled in; a settled charge never changes again, so the charge row tells the rest. */
    status: text('status', { enum: CHARGE_STATUSES }).notNull(),
    createdAt: instant('created_at').notNull(),
    deliveredAt: instant('delivered_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [
    index('gateway_settlement_undelivered_idx')
      .on(table.createdAt)
      .where(sql`${table.deliveredAt} is null`),
  ],
);

/**
 * Every refund the gateway made or refused for good, under its idempotency key (unique), with the
 * request's fingerprint to tell a retry from another request under a reused key. A passing failure
 * is not kept, so the same key may be sent again.
 */
export const gatewayRefunds = pgTable(
  'gateway_refund',
  {
    refundReference: text('refund_reference').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** The charge the money came from; the sum of its refunds never exceeds what it took. */
    chargeReference: text('charge_reference').references(() => gatewayCharges.gatewayReference),
    destination: jsonb('destination').$type<TRefundDestination>().notNull(),
    amountSatang: money('amount_satang'),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    failureCode: text('failure_code', { enum: REFUND_FAILURE_CODES }),
    createdAt: instant('created_at').notNull(),
    settledAt: instant('settled_at'),
  },
  (table) => [
    uniqueIndex('gateway_refund_idempotency_key_idx').on(table.idempotencyKey),
    index('gateway_refund_charge_idx').on(table.chargeReference),
  ],
);

/**
 * What the simulated gateway does with the next refunds to a target, set by a tester: a charge by
 * its gateway reference or its merchant reference (a payment's id), or a bank account number. FAIL
 * refuses for good while set; FAIL_TRANSIENT and TIME_OUT apply to the next `remaining` refunds.
 */
export const gatewayRefundBehaviours = pgTable('gateway_refund_behaviour', {
  target: text('target').primaryKey(),
  behaviour: text('behaviour', { enum: REFUND_BEHAVIOURS }).notNull(),
  remaining: integer('remaining'),
  setAt: instant('set_at').notNull(),
});
