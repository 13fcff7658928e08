import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_CHANNELS, PAYMENT_STATUSES, type TPaymentAnswer } from '@mflow/contracts/payment/payments.contract';
import { UNMATCHED_MONEY_REASONS, UNMATCHED_MONEY_STATUSES } from '@mflow/contracts/payment/unmatched-money.contract';
import { invoices } from '../../billing/billing.schema';
import { customers } from '../../customer/customer.schema';
import { paymentMethods } from '../methods/payment-method.schema';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull();
const instant = (name: string) => timestamp(name, { withTimezone: true });

/** Why a payment waits for staff: the money arrived but could not be applied as asked. */
export const REVIEW_REASONS = [
  'INVOICE_REPLACED',
  'INVOICE_NOT_OPEN',
  'INVOICE_NOT_FOUND',
  'AMOUNT_MISMATCH',
  'ALREADY_BEING_PAID',
] as const;
export type TReviewReason = (typeof REVIEW_REASONS)[number];

/**
 * One payment of one or more invoices, in full (docs/decisions/0021). Recorded PENDING before the
 * gateway is asked, so the gateway's idempotency key (this id) exists before any money moves.
 */
export const payments = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a visitor's payment and for a counter payment of a non-member invoice. */
    customerId: uuid('customer_id').references(() => customers.id),
    channel: text('channel', { enum: PAYMENT_CHANNELS }).notNull(),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    amount: money('amount'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    gatewayReference: text('gateway_reference'),
    /** The gateway's own reason for a decline. */
    declineCode: text('decline_code'),
    /** The catalogue code the payer is shown for a failure. */
    failureCode: text('failure_code'),
    /** Set when the money arrived but could not be applied as asked; staff settle it (refund or apply). */
    reviewReason: text('review_reason', { enum: REVIEW_REASONS }),
    /**
     * A visitor's payment only: the secret handed to its payer when it was made, which the result
     * page and the payer's receipt ask for; an id and an invoice number are no proof (issue 22).
     */
    resultKey: text('result_key'),
    createdAt: instant('created_at').notNull(),
    settledAt: instant('settled_at'),
  },
  (table) => [
    uniqueIndex('payment_gateway_reference_idx').on(table.gatewayReference),
    index('payment_customer_idx').on(table.customerId, table.createdAt),
    index('payment_settled_idx')
      .on(table.settledAt)
      .where(sql`${table.status} = 'PAID'`),
    index('payment_review_idx')
      .on(table.createdAt)
      .where(sql`${table.reviewReason} is not null`),
    index('payment_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

/**
 * The invoices a payment pays. `active` is true while the payment is PENDING or PAID and is
 * changed in the transaction that changes the payment's status: the partial unique index then
 * lets no invoice have two live payments, whatever races.
 */
export const paymentInvoices = pgTable(
  'payment_invoice',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    invoiceNo: text('invoice_no').notNull(),
    amount: money('amount'),
    active: boolean('active').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.paymentId, table.invoiceId] }),
    uniqueIndex('payment_invoice_one_live_idx')
      .on(table.invoiceId)
      .where(sql`${table.active}`),
  ],
);

/**
 * Idempotency keys of payment requests: a key is unique within its scope (a customer id, or for
 * a visitor `visitor:` and a hash of the invoices asked for). The response is stored once the
 * request has an answer; until then the key is in flight.
 */
export const paymentIdempotency = pgTable(
  'payment_idempotency',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    response: jsonb('response').$type<TPaymentAnswer>(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index('payment_idempotency_created_idx').on(table.createdAt)],
);

/**
 * The link that pays a non-member invoice on the non-line payment path (docs/decisions/0030): one
 * per invoice case, so a ladder step's replacement is paid by the link printed for the first
 * invoice. The token is random and is the link's only credential.
 */
export const paymentLinks = pgTable(
  'payment_link',
  {
    token: text('token').primaryKey(),
    caseId: uuid('case_id').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('payment_link_case_idx').on(table.caseId)],
);

/**
 * Money a counter, ATM or internet bank reported that paid no invoice (docs/decisions/0048): kept
 * here instead of as a PAID payment with a receipt. `AWAITING_REFUND` until staff apply it (with the
 * top-up) to its invoice, which makes the payment, or the refund flow returns it.
 */
export const unmatchedMoney = pgTable(
  'unmatched_money',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gatewayReference: text('gateway_reference').notNull(),
    reference: text('reference').notNull(),
    amount: money('amount'),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    invoiceNo: text('invoice_no'),
    invoiceAmount: bigint('invoice_amount', { mode: 'number' }),
    customerId: uuid('customer_id').references(() => customers.id),
    reason: text('reason', { enum: UNMATCHED_MONEY_REASONS }).notNull(),
    status: text('status', { enum: UNMATCHED_MONEY_STATUSES }).notNull(),
    receivedAt: instant('received_at').notNull(),
    appliedPaymentId: uuid('applied_payment_id').references(() => payments.id),
    appliedAt: instant('applied_at'),
  },
  (table) => [
    uniqueIndex('unmatched_money_gateway_reference_idx').on(table.gatewayReference),
    index('unmatched_money_status_idx').on(table.status, table.receivedAt),
  ],
);
