import { eq } from 'drizzle-orm';
import type { TPaymentChannel, TPaymentStatus } from '@mflow/contracts/payment/payments.contract';
import type { TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import type { TErrorCode } from '../../../platform/errors/error-catalogue';
import { latestInvoiceFor, markPaid } from '../../billing/invoice-payable';
import type { TInvoiceRow } from '../../billing/invoice.mapper';
import type { TChargeOutcome } from '../../../platform/ports';
import { paymentInvoices, payments, unmatchedMoney, type TReviewReason } from './payments.schema';
import type { TPaymentDocuments } from './payment-documents';

export type TPaymentRow = typeof payments.$inferSelect;

const DECLINE_MESSAGES: Record<NonNullable<TChargeOutcome['declineCode']>, TErrorCode> = {
  DECLINED: 'ERR_PAY_0110',
  INSUFFICIENT_FUNDS: 'ERR_PAY_0111',
  ACCOUNT_CLOSED: 'ERR_PAY_0112',
  TIMED_OUT: 'ERR_PAY_0113',
  UNKNOWN_SOURCE: 'ERR_PAY_0114',
};

function isLiveInvoiceViolation(error: unknown): boolean {
  for (const candidate of [error, (error as { cause?: unknown })?.cause]) {
    const { code, constraint } = (candidate ?? {}) as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'payment_invoice_one_live_idx') return true;
  }
  return false;
}

type TPendingOptions = {
  db: TQueryable;
  customerId: string | null;
  channel: TPaymentChannel;
  paymentMethodId: string | null;
  invoices: TInvoiceRow[];
  at: Date;
  resultKey?: string | null;
  /** A top-up's amount; a payment of invoices is their sum. */
  amount?: number;
};

/**
 * Records a payment PENDING with its invoices, live. Within the caller's transaction: the unique
 * index on live invoice rows refuses a second live payment of any of them (ERR_PAY_0104), and the
 * transaction, with the idempotency key it claimed, rolls back.
 */
export async function insertPendingPayment({
  db,
  customerId,
  channel,
  paymentMethodId,
  invoices,
  at,
  resultKey = null,
  amount = invoices.reduce((sum, invoice) => sum + invoice.totalAmount, 0),
}: TPendingOptions): Promise<TPaymentRow> {
  const [payment] = await db
    .insert(payments)
    .values({ customerId, channel, paymentMethodId, amount, status: 'PENDING', createdAt: at, resultKey })
    .returning();
  if (!payment) throw new Error('the payment insert answered no row');
  if (invoices.length === 0) return payment;
  try {
    await db.insert(paymentInvoices).values(
      invoices.map((invoice) => ({
        paymentId: payment.id,
        invoiceId: invoice.id,
        invoiceNo: invoice.invoiceNo,
        amount: invoice.totalAmount,
        active: true,
      })),
    );
  } catch (error) {
    if (isLiveInvoiceViolation(error)) throw new AppError('ERR_PAY_0104');
    throw error;
  }
  return payment;
}

/** Applies a payment's money to its invoices through billing; what billing refuses is kept and flagged, never lost. */
export async function applyToInvoices(db: TQueryable, payment: TPaymentRow, at: Date): Promise<TReviewReason | null> {
  const links = await db.select().from(paymentInvoices).where(eq(paymentInvoices.paymentId, payment.id));
  let review: TReviewReason | null = null;
  for (const link of links) {
    try {
      await db.transaction((savepoint) => markPaid({ db: savepoint, invoiceId: link.invoiceId, at }));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // A ladder step replaced the invoice while the money was on its way: the payment stays PAID
      // against the invoice it was made for, and staff apply it to the replacement or refund it.
      const latest = await latestInvoiceFor({ db, invoiceNo: link.invoiceNo });
      review = latest && latest.id !== link.invoiceId ? 'INVOICE_REPLACED' : 'INVOICE_NOT_OPEN';
    }
  }
  return review;
}

function settledStatusOf(outcome: TChargeOutcome): Exclude<TPaymentStatus, 'PENDING'> | undefined {
  switch (outcome.status) {
    case 'PAID':
      return 'PAID';
    case 'DECLINED':
      return 'FAILED';
    case 'EXPIRED':
      return 'EXPIRED';
    case 'CANCELLED':
      return 'CANCELLED';
    case 'PENDING':
      return undefined;
  }
}

/**
 * Records what the gateway said about a payment, once: a payment no longer PENDING is left as it
 * is, so the charge's answer, the browser's return and every delivery of its settlement can all
 * arrive, in any order, and change it once. A PAID payment marks its invoices paid; any other end
 * frees them for another payment. Runs in its own transaction and answers the payment as it stands.
 */
export function recordOutcome({ db, ...outcome }: { db: TQueryable } & TOutcomeOptions): Promise<TPaymentRow | undefined> {
  return db.transaction((tx) => settleIn(tx, outcome));
}

/** `documents` issues the receipt of a payment that ends PAID, in the same transaction. */
type TOutcomeOptions = { paymentId: string; outcome: TChargeOutcome; at: Date; documents: TPaymentDocuments };

/** recordOutcome inside the caller's transaction, for a caller that writes more in the same one. */
export async function settleIn(tx: TQueryable, { paymentId, outcome, at, documents }: TOutcomeOptions): Promise<TPaymentRow | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment || payment.status !== 'PENDING') return payment;
  const status = settledStatusOf(outcome);
  if (!status) {
    const [noted] = await tx
      .update(payments)
      .set({ gatewayReference: outcome.gatewayReference })
      .where(eq(payments.id, paymentId))
      .returning();
    return noted;
  }
  let review: TReviewReason | null = null;
  if (status === 'PAID') review = outcome.amountSatang === payment.amount ? await applyToInvoices(tx, payment, at) : 'AMOUNT_MISMATCH';
  else await tx.update(paymentInvoices).set({ active: false }).where(eq(paymentInvoices.paymentId, paymentId));
  const failureCode =
    status === 'FAILED' ? DECLINE_MESSAGES[outcome.declineCode ?? 'DECLINED'] : status === 'EXPIRED' ? 'ERR_PAY_0115' : null;
  const [settled] = await tx
    .update(payments)
    .set({
      status,
      gatewayReference: outcome.gatewayReference,
      declineCode: outcome.declineCode ?? null,
      failureCode,
      reviewReason: review,
      settledAt: outcome.settledAt ?? at,
    })
    .where(eq(payments.id, paymentId))
    .returning();
  if (status === 'PAID') await documents.issueReceipt(tx, { paymentId, at });
  if (status === 'PAID' && review === null) await documents.creditTopUp(tx, { paymentId, amount: payment.amount, at });
  return settled;
}

/** The gateway refused the request itself (no money moved): the payment FAILED with the gateway's catalogue code, its invoices freed. */
export async function recordRefusal({
  db,
  paymentId,
  code,
  at,
}: {
  db: TQueryable;
  paymentId: string;
  code: TErrorCode;
  at: Date;
}): Promise<TPaymentRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.update(paymentInvoices).set({ active: false }).where(eq(paymentInvoices.paymentId, paymentId));
    const [failed] = await tx
      .update(payments)
      .set({ status: 'FAILED', failureCode: code, settledAt: at })
      .where(eq(payments.id, paymentId))
      .returning();
    return failed;
  });
}

/**
 * A PENDING payment the gateway has no charge for, found by the reconciliation long after its
 * request died between its transactions: no money moved, so it fails and frees its invoices. Like
 * settleIn it holds the row and acts only while it is PENDING, so it happens once.
 */
export async function abandonUncharged({
  db,
  paymentId,
  at,
}: {
  db: TQueryable;
  paymentId: string;
  at: Date;
}): Promise<TPaymentRow | undefined> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment || payment.status !== 'PENDING') return payment;
    await tx.update(paymentInvoices).set({ active: false }).where(eq(paymentInvoices.paymentId, paymentId));
    const [failed] = await tx
      .update(payments)
      .set({ status: 'FAILED', failureCode: 'ERR_PAY_0118', settledAt: at })
      .where(eq(payments.id, paymentId))
      .returning();
    return failed;
  });
}

/**
 * A bill paid at a counter, an ATM or an internet bank by an invoice's Ref1: a COUNTER payment of
 * the invoice (or of the one that replaced it). Once per gateway reference. Money that pays no
 * invoice (no such invoice, another amount) is unmatched money, with no payment and no receipt
 * (docs/decisions/0048); money for an invoice already paid or being paid is recorded PAID and
 * flagged for staff. Nothing is dropped.
 */
export async function recordCounterPayment({
  db,
  outcome,
  at,
  documents,
}: {
  db: TQueryable;
  outcome: TChargeOutcome;
  at: Date;
  documents: TPaymentDocuments;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [known] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.gatewayReference, outcome.gatewayReference));
    if (known) return;
    const invoice = await latestInvoiceFor({ db: tx, refNo: outcome.reference });
    const settledAt = outcome.settledAt ?? at;
    if (!invoice || invoice.totalAmount !== outcome.amountSatang) {
      // Money that pays nothing gets no payment and no receipt: it waits for staff or the refund flow.
      await tx
        .insert(unmatchedMoney)
        .values({
          gatewayReference: outcome.gatewayReference,
          reference: outcome.reference,
          amount: outcome.amountSatang,
          invoiceId: invoice?.id ?? null,
          invoiceNo: invoice?.invoiceNo ?? null,
          invoiceAmount: invoice?.totalAmount ?? null,
          customerId: invoice?.customerId ?? null,
          reason: invoice ? 'AMOUNT_MISMATCH' : 'INVOICE_NOT_FOUND',
          status: 'AWAITING_REFUND',
          receivedAt: settledAt,
        })
        .onConflictDoNothing();
      return;
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        customerId: invoice.customerId,
        channel: 'COUNTER',
        paymentMethodId: null,
        amount: outcome.amountSatang,
        status: 'PAID',
        gatewayReference: outcome.gatewayReference,
        createdAt: settledAt,
        settledAt,
      })
      .returning();
    if (!payment) throw new Error('the payment insert answered no row');
    await documents.issueReceipt(tx, { paymentId: payment.id, at });
    const flag = (reviewReason: TReviewReason) => tx.update(payments).set({ reviewReason }).where(eq(payments.id, payment.id));
    const link = { paymentId: payment.id, invoiceId: invoice.id, invoiceNo: invoice.invoiceNo, amount: invoice.totalAmount };
    try {
      await tx.transaction((savepoint) => savepoint.insert(paymentInvoices).values({ ...link, active: true }));
    } catch (error) {
      if (!isLiveInvoiceViolation(error)) throw error;
      await tx.insert(paymentInvoices).values({ ...link, active: false });
      return void (await flag('ALREADY_BEING_PAID'));
    }
    const review = await applyToInvoices(tx, payment, at);
    if (review) await flag(review);
  });
}
