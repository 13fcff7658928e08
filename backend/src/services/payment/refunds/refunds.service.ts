import { eq, inArray, sql } from 'drizzle-orm';
import { bankAccountProblem } from '@mflow/contracts/payment/payment-method-rules';
import type { TRefundStatus, TRefundView } from '@mflow/contracts/payment/refunds.contract';
import type { Clock } from '../../../platform/clock';
import type { TQueryable } from '../../../platform/db/database';
import { isUuid } from '../../../platform/db/uuid';
import { AppError } from '../../../platform/errors/app-error';
import { invoices } from '../../billing/billing.schema';
import { findOwnedFile } from '../../file/file.service';
import { findMasterItems } from '../../master/master.service';
import { findLiveMethod, listLiveMethods } from '../methods/payment-method-records';
import { paymentInvoices, payments } from '../payments/payments.schema';
import { amountLeftToRefund, maskAccountNo, tollShareOf } from './refund-rules';
import { refunds } from './refunds.schema';

/** Back to what paid, to a bank account the customer names with a copy of its bank book, or into the member's prepaid balance. */
export type TRefundChannel =
  | { kind: 'ORIGINAL_METHOD' }
  | { kind: 'PREPAID_ACCOUNT' }
  | { kind: 'BANK_ACCOUNT'; bankCode: string; accountNo: string; holderName: string; bankBookFileId: string };

type TBankAccountChannel = Extract<TRefundChannel, { kind: 'BANK_ACCOUNT' }>;

export type TRefundRow = typeof refunds.$inferSelect;
type TPaymentRow = typeof payments.$inferSelect;

export type TRefundRequest = {
  db: TQueryable;
  clock: Clock;
  paymentId: string;
  amount: number;
  /** Why the money goes back, unique (`dispute:<caseNo>`, `unmatched:<id>`): the same key answers the same refund. */
  sourceKey: string;
  channel: TRefundChannel;
  reason: string;
  /** The toll inside the amount, when the caller knows it; otherwise the amount's share of the toll the payment paid. */
  tollAmount?: number | undefined;
};

/**
 * Why the method that paid cannot take the money back (requirements/disputes.md#refunds): a QR or a
 * counter payment has no card to return to, and a saved method the customer deleted is gone. A tag
 * closed at its programme is known only to the gateway, which refuses the refund for good.
 */
async function originalMethodTakesMoney(db: TQueryable, payment: TPaymentRow): Promise<boolean> {
  if (!payment.gatewayReference) return false;
  switch (payment.channel) {
    case 'CARD':
      return true;
    case 'QR':
    case 'COUNTER':
      return false;
    case 'SAVED': {
      if (!payment.customerId || !payment.paymentMethodId) return false;
      const method = await findLiveMethod({ db, customerId: payment.customerId, paymentMethodId: payment.paymentMethodId });
      return method !== undefined && method.kind !== 'QR';
    }
  }
}

type TAccountExtra = { accountLengths?: number[] };

/** A bank from the master list, an account number of that bank's length (requirements/payment-methods.md#bank-account-rules), and the bank book the customer uploaded. */
async function checkBankAccount(db: TQueryable, customerId: string | null, channel: TBankAccountChannel): Promise<void> {
  const [bank] = await findMasterItems({ db, keys: [{ listName: 'banks', code: channel.bankCode }] });
  if (!bank) throw new AppError('ERR_RFD_0004', { field: 'bankCode' });
  const problem = bankAccountProblem(channel.accountNo, ((bank.extra ?? {}) as TAccountExtra).accountLengths ?? []);
  if (problem) throw new AppError(problem, { field: 'accountNo' });
  if (channel.holderName.trim() === '') throw new AppError('ERR_PAY_0008', { field: 'holderName' });
  // A visitor's upload has no owner: the case that names it claims it; a member's must be their own.
  const file = customerId ? await findOwnedFile({ db, fileId: channel.bankBookFileId, customerId }) : isUuid(channel.bankBookFileId);
  if (!file) throw new AppError('ERR_RFD_0005', { field: 'bankBookFileId' });
}

/** The toll and the total the payment's invoices carried, for the toll share of a refund. */
async function paidTollOf(db: TQueryable, paymentId: string): Promise<{ toll: number; total: number }> {
  const [row] = await db
    .select({
      toll: sql<string>`coalesce(sum(${invoices.tollAmount}), 0)`,
      total: sql<string>`coalesce(sum(${invoices.totalAmount}), 0)`,
    })
    .from(paymentInvoices)
    .innerJoin(invoices, eq(invoices.id, paymentInvoices.invoiceId))
    .where(eq(paymentInvoices.paymentId, paymentId));
  return { toll: Number(row?.toll ?? 0), total: Number(row?.total ?? 0) };
}

async function bySourceKey(db: TQueryable, sourceKey: string): Promise<TRefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.sourceKey, sourceKey));
  return row;
}

function sameRefund(found: TRefundRow, request: TRefundRequest): { refundId: string; status: TRefundStatus } {
  if (found.paymentId !== request.paymentId || found.amount !== request.amount) throw new AppError('ERR_RFD_0006');
  return { refundId: found.id, status: found.status };
}

const bankAccountValues = (channel: TBankAccountChannel) => ({
  bankCode: channel.bankCode,
  accountNo: channel.accountNo,
  accountNoMasked: maskAccountNo(channel.accountNo),
  holderName: channel.holderName.trim(),
  bankBookFileId: channel.bankBookFileId,
});

/**
 * Whether a member's refund goes into their prepaid balance (docs/decisions/0088): when they chose
 * it, or asked for the method that paid while the prepaid account is their primary method or is
 * what paid. An open account is a live MFLOW method (closing the account deletes it).
 */
async function goesIntoPrepaid(db: TQueryable, payment: TPaymentRow, channel: TRefundChannel): Promise<boolean> {
  if (channel.kind === 'BANK_ACCOUNT') return false;
  const methods = payment.customerId ? await listLiveMethods({ db, customerId: payment.customerId }) : [];
  const account = methods.find((method) => method.kind === 'MFLOW');
  if (channel.kind === 'PREPAID_ACCOUNT') {
    if (!account) throw new AppError('ERR_RFD_0007');
    return true;
  }
  return account !== undefined && (account.isPrimary || account.id === payment.paymentMethodId);
}

/**
 * The channel the refund is recorded with. Refuses a channel that cannot take the money back
 * (ERR_RFD_0001, with the way out) or a bank account that is not right.
 */
async function checkChannelFor(db: TQueryable, payment: TPaymentRow, channel: TRefundChannel): Promise<TRefundRow['channel']> {
  if (await goesIntoPrepaid(db, payment, channel)) return 'PREPAID_ACCOUNT';
  if (channel.kind === 'ORIGINAL_METHOD' && !(await originalMethodTakesMoney(db, payment))) throw new AppError('ERR_RFD_0001');
  if (channel.kind === 'BANK_ACCOUNT') await checkBankAccount(db, payment.customerId, channel);
  return channel.kind;
}

/**
 * Whether a refund of this paid payment could go to this channel, asked when the customer names it
 * (a dispute of a paid invoice), so they learn then, not at the decision, that a deleted card or a
 * QR payment cannot take money back and a bank account can. Writes nothing.
 */
export async function checkRefundChannel({
  db,
  paymentId,
  channel,
}: {
  db: TQueryable;
  paymentId: string;
  channel: TRefundChannel;
}): Promise<void> {
  const [payment] = isUuid(paymentId) ? await db.select().from(payments).where(eq(payments.id, paymentId)) : [];
  if (payment?.status !== 'PAID') throw new AppError('ERR_RFD_0003');
  await checkChannelFor(db, payment, channel);
}

/**
 * Asks for money to go back from a paid payment, in the caller's transaction (a savepoint when it
 * is one): recorded REQUESTED for the refund job to send (docs/decisions/0056). The payment's row
 * is locked first, so parallel requests take turns: the same source key answers the first refund,
 * and no two refunds together exceed the payment (ERR_RFD_0002). A payment not PAID is refused
 * (ERR_RFD_0003), and so is the method that paid when it cannot take money (ERR_RFD_0001, whose
 * text tells the way out: a bank account).
 */
export async function requestRefund(request: TRefundRequest): Promise<{ refundId: string; status: TRefundStatus }> {
  const { db, clock, paymentId, amount, sourceKey, channel, reason } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`a refund of ${amount} satang was asked for`);
  const { tollAmount } = request;
  if (tollAmount !== undefined && (!Number.isSafeInteger(tollAmount) || tollAmount < 0 || tollAmount > amount))
    throw new Error(`a refund of ${amount} satang was said to hold ${tollAmount} of toll`);
  const found = await bySourceKey(db, sourceKey);
  if (found) return sameRefund(found, request);
  if (!isUuid(paymentId)) throw new AppError('ERR_RFD_0003');
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    const raced = await bySourceKey(tx, sourceKey);
    if (raced) return sameRefund(raced, request);
    if (payment?.status !== 'PAID') throw new AppError('ERR_RFD_0003');
    const earlier = await tx
      .select({ amount: refunds.amount, status: refunds.status })
      .from(refunds)
      .where(eq(refunds.paymentId, paymentId));
    if (amount > amountLeftToRefund(payment.amount, earlier)) throw new AppError('ERR_RFD_0002');
    const recorded = await checkChannelFor(tx, payment, channel);
    const toll = tollAmount ?? tollShareOf(amount, await paidTollOf(tx, paymentId));
    const now = clock.now();
    const [inserted] = await tx
      .insert(refunds)
      .values({
        paymentId,
        sourceKey,
        amount,
        tollAmount: toll,
        reason,
        channel: recorded,
        ...(channel.kind === 'BANK_ACCOUNT' ? bankAccountValues(channel) : {}),
        status: 'REQUESTED',
        nextAttemptAt: now,
        requestedAt: now,
        updatedAt: now,
      })
      .returning({ id: refunds.id, status: refunds.status });
    if (!inserted) throw new Error('the refund insert answered no row');
    return { refundId: inserted.id, status: inserted.status };
  });
}

/**
 * Asks for money the customer holds with us, not a payment, to go back to their bank account: a
 * closing prepaid account's balance (docs/decisions/0087). In the caller's transaction, which has
 * already taken the money out of where it was held, so the amount is not counted against a payment;
 * the same source key answers the same refund. The bank account is checked as a payment's refund's.
 */
export async function requestHeldMoneyRefund(request: {
  db: TQueryable;
  clock: Clock;
  customerId: string;
  amount: number;
  sourceKey: string;
  channel: TBankAccountChannel;
  reason: string;
}): Promise<TRefundRow> {
  const { db, clock, customerId, amount, sourceKey, channel, reason } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`a refund of ${amount} satang was asked for`);
  const found = await bySourceKey(db, sourceKey);
  if (found) {
    if (found.customerId !== customerId || found.amount !== amount) throw new AppError('ERR_RFD_0006');
    return found;
  }
  await checkBankAccount(db, customerId, channel);
  const now = clock.now();
  const [inserted] = await db
    .insert(refunds)
    .values({
      customerId,
      sourceKey,
      amount,
      tollAmount: 0,
      reason,
      channel: 'BANK_ACCOUNT',
      ...bankAccountValues(channel),
      status: 'REQUESTED',
      nextAttemptAt: now,
      requestedAt: now,
      updatedAt: now,
    })
    .returning();
  if (!inserted) throw new Error('the refund insert answered no row');
  return inserted;
}

/** The refund of held money a source key asked for (requestHeldMoneyRefund), as it stands. */
export async function heldMoneyRefundOf({ db, sourceKey }: { db: TQueryable; sourceKey: string }): Promise<TRefundRow | undefined> {
  const row = await bySourceKey(db, sourceKey);
  return row?.paymentId === null ? row : undefined;
}

/** The refund of a payment a source key asked for, as it stands, or undefined when none was asked for. */
export async function refundOf({ db, sourceKey }: { db: TQueryable; sourceKey: string }): Promise<
  | {
      refundId: string;
      paymentId: string;
      status: TRefundStatus;
      amount: number;
      failureCode: string | null;
      creditNoteNo: string | null;
    }
  | undefined
> {
  const row = await bySourceKey(db, sourceKey);
  if (!row?.paymentId) return undefined;
  return {
    refundId: row.id,
    paymentId: row.paymentId,
    status: row.status,
    amount: row.amount,
    failureCode: row.failureCode,
    creditNoteNo: row.creditNoteNo,
  };
}

/** The refunds of these payments, oldest first, for the payment history. */
export async function refundsOfPayments(db: TQueryable, paymentIds: string[]): Promise<Map<string, TRefundView[]>> {
  const byPayment = new Map<string, TRefundView[]>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds)).orderBy(refunds.requestedAt, refunds.id);
  for (const row of rows) {
    if (!row.paymentId) continue;
    const views = byPayment.get(row.paymentId) ?? [];
    views.push({
      refundId: row.id,
      amount: row.amount,
      status: row.status,
      channel: row.channel,
      destination: row.accountNoMasked,
      failureCode: row.status === 'FAILED' ? row.failureCode : null,
      requestedAt: row.requestedAt.toISOString(),
      doneAt: row.doneAt?.toISOString() ?? null,
    });
    byPayment.set(row.paymentId, views);
  }
  return byPayment;
}
