import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { isValidReference } from '@mflow/contracts/billing/reference-number';
import type { TPaymentAnswer, TPaymentRequest, TPublicPaymentRequest } from '@mflow/contracts/payment/payments.contract';
import type { Clock } from '../../../platform/clock';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import { isUuid } from '../../../platform/db/uuid';
import { AppError } from '../../../platform/errors/app-error';
import { isOpen, latestInvoiceFor, openNonMemberInvoicesOf } from '../../billing/invoice-payable';
import type { TInvoiceRow } from '../../billing/invoice.mapper';
import { findCustomer } from '../../customer/customer-records';
import type { TChargeOutcome, TChargeSource, TPaymentGateway } from '../../../platform/ports';
import { askGateway, chargeSourceOf, type TGatewayAnswer } from './payment-charge';
import { attachPayment, claimKey, earlierAnswer, hashOfRequest, storeAnswer, type TIdempotency } from './payment-idempotency';
import { findLiveMethod, findPrimaryMethod } from '../methods/payment-method-records';
import { failureOf } from './payments-reads';
import type { TPaymentDocuments } from './payment-documents';
import { insertPendingPayment, recordCounterPayment, recordOutcome, recordRefusal, settleIn, type TPaymentRow } from './payments-records';

/** `documents`: receipts' part, handed in where the app is wired (payment-documents.ts). */
export type TPaymentDeps = {
  db: TDatabase;
  clock: Clock;
  gateway: TPaymentGateway;
  logger: Logger;
  portalBaseUrl: string;
  documents: TPaymentDocuments;
};

type TInvoiceKey = { invoiceNo: string } | { refNo: string };
type TPayer = { kind: 'MEMBER'; customerId: string } | { kind: 'VISITOR' };

/** The invoice a number or reference pays now (a cancelled one's replacement), refused unless open and the payer's to pay. */
async function payableInvoice(db: TQueryable, payer: TPayer, key: TInvoiceKey): Promise<TInvoiceRow> {
  const shown = 'invoiceNo' in key ? key.invoiceNo : key.refNo;
  const invoice = await latestInvoiceFor({ db, ...key });
  const payersOwn =
    invoice &&
    (payer.kind === 'MEMBER' ? invoice.kind === 'MEMBER' && invoice.customerId === payer.customerId : invoice.kind === 'NON_MEMBER');
  if (!invoice || !payersOwn) throw new AppError('ERR_PAY_0107', { invoiceNo: shown });
  if (invoice.status === 'PAID') throw new AppError('ERR_PAY_0105', { invoiceNo: invoice.invoiceNo });
  if (!isOpen(invoice)) throw new AppError('ERR_PAY_0106', { invoiceNo: invoice.invoiceNo });
  return invoice;
}

async function payableInvoices(db: TQueryable, payer: TPayer, keys: TInvoiceKey[]): Promise<TInvoiceRow[]> {
  const found = new Map<string, TInvoiceRow>();
  for (const key of keys) {
    const invoice = await payableInvoice(db, payer, key);
    found.set(invoice.id, invoice);
  }
  return [...found.values()];
}

function answerOf(payment: TPaymentRow, invoiceNos: string[], gateway: Omit<TGatewayAnswer, 'outcome'>): TPaymentAnswer {
  return {
    paymentId: payment.id,
    status: payment.status,
    amount: payment.amount,
    invoiceNos,
    ...(payment.status === 'PENDING' && gateway.redirectUrl ? { redirectUrl: gateway.redirectUrl } : {}),
    ...(payment.status === 'PENDING' && gateway.qr ? { qr: gateway.qr } : {}),
    ...(payment.failureCode ? { failure: failureOf(payment.failureCode, 'EN') } : {}),
    ...(payment.resultKey ? { resultKey: payment.resultKey } : {}),
  };
}

type TStartOptions = {
  deps: TPaymentDeps;
  idempotency: TIdempotency;
  payer: TPayer;
  channel: 'SAVED' | 'CARD' | 'QR';
  paymentMethodId?: string | undefined;
  invoicesOf: (db: TQueryable) => Promise<TInvoiceRow[]>;
  inFlightWaitMs?: number | undefined;
  /** A top-up pays no invoices: its amount, and the account's record of it made in transaction 1 (docs/decisions/0077). */
  topUp?: TTopUp | undefined;
};

/** `reserve` checks the account and records the payment as its top-up, in transaction 1; refusing it refuses the top-up. */
type TTopUp = { amount: number; reserve: (tx: TQueryable, paymentId: string) => Promise<void> };

type TRecorded = { payment: TPaymentRow; invoiceNos: string[]; source: TChargeSource | undefined };

/** Transaction 1: the key claimed, the invoices checked, the payment PENDING with its invoices live. Undefined when the key was claimed before. */
async function recordRequest({
  deps,
  idempotency,
  payer,
  channel,
  paymentMethodId,
  invoicesOf,
  topUp,
}: TStartOptions): Promise<TRecorded | undefined> {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    const now = clock.now();
    if (!(await claimKey(tx, idempotency, now))) return undefined;
    const invoices = topUp ? [] : await invoicesOf(tx);
    if (!topUp && invoices.length === 0) throw new AppError('ERR_BILL_0001');
    let source: TChargeSource | undefined;
    let methodId: string | null = null;
    if (payer.kind === 'MEMBER') {
      const customer = await findCustomer({ db: tx, customerId: payer.customerId });
      if (!customer) throw new AppError('ERR_AUTH_0005');
      // requirements/payments.md#paying-invoices: a member whose e-mail is not activated pays by QR code only.
      if (!customer.emailConfirmedAt && channel !== 'QR') throw new AppError('ERR_PAY_0022');
      if (channel === 'SAVED') {
        const method = paymentMethodId
          ? isUuid(paymentMethodId)
            ? await findLiveMethod({ db: tx, customerId: payer.customerId, paymentMethodId })
            : undefined
          : await findPrimaryMethod({ db: tx, customerId: payer.customerId });
        if (!method) throw new AppError(paymentMethodId ? 'ERR_PAY_0020' : 'ERR_PAY_0109');
        source = chargeSourceOf(method);
        methodId = method.id;
      }
    }
    const payment = await insertPendingPayment({
      db: tx,
      customerId: payer.kind === 'MEMBER' ? payer.customerId : null,
      channel,
      paymentMethodId: methodId,
      invoices,
      at: now,
      // A visitor has no account to read their payment with: this secret, handed to them alone, is what they read it by.
      resultKey: payer.kind === 'VISITOR' ? randomBytes(24).toString('base64url') : null,
      ...(topUp ? { amount: topUp.amount } : {}),
    });
    await topUp?.reserve(tx, payment.id);
    await attachPayment(tx, idempotency, payment.id);
    return { payment, invoiceNos: invoices.map((invoice) => invoice.invoiceNo), source };
  });
}

/**
 * Pays invoices exactly once (docs/decisions/0021): transaction 1 records the payment PENDING,
 * the gateway is asked outside any transaction with the payment's id as its idempotency key, and
 * transaction 2 records its answer (marking the invoices paid when PAID) together with the
 * answer stored under the request's idempotency key.
 */
async function startPayment(options: TStartOptions): Promise<TPaymentAnswer> {
  const { deps, idempotency } = options;
  const { db, clock, gateway, logger, portalBaseUrl, documents } = deps;
  let recorded = await recordRequest(options);
  while (!recorded) {
    const earlier = await earlierAnswer(db, idempotency, options.inFlightWaitMs);
    if (earlier) return earlier;
    recorded = await recordRequest(options);
  }
  const { payment, invoiceNos, source } = recorded;
  let asked: TGatewayAnswer;
  try {
    asked = await askGateway({ gateway, payment, invoiceNos, source, portalBaseUrl, now: clock.now() });
  } catch (error) {
    if (!(error instanceof AppError)) {
      // Whether money moved is unknown: the payment stays PENDING and the same gateway key will find the charge.
      logger.error({ err: error, paymentId: payment.id }, 'the payment gateway did not answer');
      const answer = answerOf(payment, invoiceNos, {});
      await storeAnswer(db, idempotency, answer);
      return answer;
    }
    const failed = await recordRefusal({ db, paymentId: payment.id, code: error.items[0]?.code ?? 'ERR_PAY_0116', at: clock.now() });
    const answer = answerOf(failed ?? payment, invoiceNos, {});
    await storeAnswer(db, idempotency, answer);
    return answer;
  }
  return db.transaction(async (tx) => {
    const settled = (await settleIn(tx, { paymentId: payment.id, outcome: asked.outcome, at: clock.now(), documents })) ?? payment;
    const answer = answerOf(settled, invoiceNos, asked);
    await storeAnswer(tx, idempotency, answer);
    return answer;
  });
}

type TMemberPayOptions = {
  deps: TPaymentDeps;
  customerId: string;
  idempotencyKey: string;
  request: TPaymentRequest;
  inFlightWaitMs?: number;
};

export function payAsMember({ deps, customerId, idempotencyKey, request, inFlightWaitMs }: TMemberPayOptions): Promise<TPaymentAnswer> {
  const payer: TPayer = { kind: 'MEMBER', customerId };
  return startPayment({
    deps,
    idempotency: { scope: customerId, key: idempotencyKey, requestHash: hashOfRequest(request) },
    payer,
    channel: request.channel,
    paymentMethodId: request.paymentMethodId,
    invoicesOf: (db) =>
      payableInvoices(
        db,
        payer,
        request.invoiceNos.map((invoiceNo) => ({ invoiceNo })),
      ),
    inFlightWaitMs,
  });
}

type TTopUpOptions = {
  deps: TPaymentDeps;
  customerId: string;
  idempotencyKey: string;
  request: { amount: number; channel: 'SAVED' | 'CARD' | 'QR'; paymentMethodId?: string | undefined };
  reserve: TTopUp['reserve'];
  inFlightWaitMs?: number;
};

/**
 * A payment whose purpose is the member's prepaid account (docs/decisions/0077): the same two
 * transactions around the gateway, keys and reconciliation as a payment of invoices, with no
 * invoices; once it is recorded PAID the account is credited in that transaction (creditTopUp).
 */
export function topUpAsMember({
  deps,
  customerId,
  idempotencyKey,
  request,
  reserve,
  inFlightWaitMs,
}: TTopUpOptions): Promise<TPaymentAnswer> {
  return startPayment({
    deps,
    idempotency: { scope: customerId, key: idempotencyKey, requestHash: hashOfRequest({ topUp: request }) },
    payer: { kind: 'MEMBER', customerId },
    channel: request.channel,
    paymentMethodId: request.paymentMethodId,
    invoicesOf: async () => [],
    topUp: { amount: request.amount, reserve },
    inFlightWaitMs,
  });
}

type TBalancePayOptions = {
  deps: TPaymentDeps;
  customerId: string;
  /** The member's MFLOW method the invoices are paid with. */
  paymentMethodId: string;
  idempotencyKey: string;
  invoiceNos: string[];
  /** Takes the payment's amount from the balance in this transaction; false when the balance is too small. */
  debit: (tx: TQueryable, payment: TPaymentRow, invoiceNos: string[]) => Promise<boolean>;
  inFlightWaitMs?: number;
};

/**
 * Pays invoices from the member's prepaid balance (docs/decisions/0077): no gateway, so one
 * transaction claims the key, records the payment, takes the money from the balance and records
 * the payment PAID (its invoices paid, its receipt issued) or, the balance too small, FAILED as
 * insufficient funds. A retry with the key answers the same.
 */
export async function payFromBalance({
  deps,
  customerId,
  paymentMethodId,
  idempotencyKey,
  invoiceNos,
  debit,
  inFlightWaitMs,
}: TBalancePayOptions): Promise<TPaymentAnswer> {
  const { db, clock, documents } = deps;
  const payer: TPayer = { kind: 'MEMBER', customerId };
  const idempotency = { scope: customerId, key: idempotencyKey, requestHash: hashOfRequest({ fromBalance: invoiceNos }) };
  for (;;) {
    const answered = await db.transaction(async (tx) => {
      const now = clock.now();
      if (!(await claimKey(tx, idempotency, now))) return undefined;
      const invoices = await payableInvoices(
        tx,
        payer,
        invoiceNos.map((invoiceNo) => ({ invoiceNo })),
      );
      const payment = await insertPendingPayment({ db: tx, customerId, channel: 'SAVED', paymentMethodId, invoices, at: now });
      await attachPayment(tx, idempotency, payment.id);
      const paidNos = invoices.map((invoice) => invoice.invoiceNo);
      const settled = (await debit(tx, payment, paidNos))
        ? await settleIn(tx, {
            paymentId: payment.id,
            outcome: { status: 'PAID', gatewayReference: `prepaid:${payment.id}`, amountSatang: payment.amount, reference: payment.id },
            at: now,
            documents,
          })
        : await recordRefusal({ db: tx, paymentId: payment.id, code: 'ERR_PAY_0111', at: now });
      const answer = answerOf(settled ?? payment, paidNos, {});
      await storeAnswer(tx, idempotency, answer);
      return answer;
    });
    if (answered) return answered;
    const earlier = await earlierAnswer(db, idempotency, inFlightWaitMs);
    if (earlier) return earlier;
  }
}

/** A visitor's key is scoped by the invoices asked for: two visitors' keys never meet unless they pay the same invoices. */
export function payAsVisitor({
  deps,
  idempotencyKey,
  request,
}: {
  deps: TPaymentDeps;
  idempotencyKey: string;
  request: TPublicPaymentRequest;
}): Promise<TPaymentAnswer> {
  const payer: TPayer = { kind: 'VISITOR' };
  const { channel, ...selector } = request;
  const scope = `visitor:${createHash('sha256').update(hashOfRequest(selector)).digest('hex')}`;
  return startPayment({
    deps,
    idempotency: { scope, key: idempotencyKey, requestHash: hashOfRequest(request) },
    payer,
    channel,
    invoicesOf: async (db) => {
      if (request.plate !== undefined && request.province !== undefined)
        return openNonMemberInvoicesOf({ db, plate: request.plate, province: request.province });
      const keys: TInvoiceKey[] =
        request.invoiceNos?.map((invoiceNo) => ({ invoiceNo })) ?? request.refNos?.map((refNo) => ({ refNo })) ?? [];
      return payableInvoices(db, payer, keys);
    },
  });
}

/**
 * The browser's return from the card page (the callback of requirements/wire-contract.md#calls). Nothing it brings is believed: the
 * token is redeemed with the gateway, once, and the gateway's answer recorded. A replayed or
 * forged return redeems nothing, changes nothing and is answered undefined: a gateway reference
 * is no proof of being the payer, so it is shown nothing of the payment (issue 22).
 */
export async function returnFromCardPage({
  deps,
  gatewayReference,
  oneTimeToken,
}: {
  deps: TPaymentDeps;
  gatewayReference: string;
  oneTimeToken: string;
}): Promise<TPaymentRow | undefined> {
  const { db, clock, gateway, documents } = deps;
  let outcome: TChargeOutcome;
  try {
    outcome = await gateway.redeemReturnToken({ gatewayReference, oneTimeToken });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return undefined;
  }
  if (!isUuid(outcome.reference)) return undefined;
  return recordOutcome({ db, paymentId: outcome.reference, outcome, at: clock.now(), documents });
}

/**
 * Hears the gateway's settlements (wired in main.ts and the test app): a payment's charge that
 * settled later, or a bill paid at a counter by an invoice's Ref1. Idempotent, as the gateway asks.
 */
export function paymentSettlementListener({ db, clock, documents }: Pick<TPaymentDeps, 'db' | 'clock' | 'documents'>) {
  return async (outcome: TChargeOutcome): Promise<void> => {
    if (isUuid(outcome.reference)) await recordOutcome({ db, paymentId: outcome.reference, outcome, at: clock.now(), documents });
    else if (isValidReference(outcome.reference)) await recordCounterPayment({ db, outcome, at: clock.now(), documents });
  };
}
