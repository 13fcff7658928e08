import { and, desc, eq, sum } from 'drizzle-orm';
import type { TPaymentAnswer } from '@mflow/contracts/payment/payments.contract';
import type { TPrepaidTopUpRequest } from '@mflow/contracts/payment/prepaid.contract';
import type { TQueryable } from '../../../platform/db/database';
import { isUuid } from '../../../platform/db/uuid';
import { AppError } from '../../../platform/errors/app-error';
import { findLiveMethod } from '../methods/payment-method-records';
import { payments } from '../payments/payments.schema';
import { topUpAsMember, type TPaymentDeps } from '../payments/payments.service';
import { postMovement } from './prepaid-ledger';
import { bahtText, topUpProblem, type TPrepaidLimits } from './prepaid-limits';
import { prepaidAccounts, prepaidTopUps } from './prepaid.schema';

/** What the account's top-ups still on their way will add: they count against the most the balance may hold. */
async function pendingTopUps(tx: TQueryable, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sum(payments.amount) })
    .from(prepaidTopUps)
    .innerJoin(payments, eq(payments.id, prepaidTopUps.paymentId))
    .where(and(eq(prepaidTopUps.accountId, accountId), eq(payments.status, 'PENDING')));
  return Number(row?.total ?? 0);
}

/**
 * Records the payment as a top-up of the member's open account, in the payment's first
 * transaction, the account row held so parallel top-ups are checked one after another against
 * the limits (requirements/prepaid-account.md#balance-and-top-ups). A closed account refuses.
 */
function reserveTopUp(customerId: string, amount: number, limits: TPrepaidLimits) {
  return async (tx: TQueryable, paymentId: string): Promise<void> => {
    const [account] = await tx
      .select()
      .from(prepaidAccounts)
      .where(eq(prepaidAccounts.customerId, customerId))
      // The open account, when there is one, before any closed one.
      .orderBy(desc(prepaidAccounts.status))
      .limit(1)
      .for('update');
    if (!account) throw new AppError('ERR_PREPAID_0001');
    if (account.status !== 'OPEN') throw new AppError('ERR_PREPAID_0005');
    const problem = topUpProblem(amount, { balance: account.balance, pending: await pendingTopUps(tx, account.id) }, limits);
    if (problem === 'ERR_PREPAID_0003') throw new AppError(problem, { min: bahtText(limits.minTopUp), max: bahtText(limits.maxTopUp) });
    if (problem) throw new AppError(problem, { max: bahtText(limits.maxBalance) });
    await tx.insert(prepaidTopUps).values({ paymentId, accountId: account.id, kind: 'TOP_UP' });
  };
}

type TTopUpOptions = {
  deps: TPaymentDeps;
  limits: TPrepaidLimits;
  customerId: string;
  idempotencyKey: string;
  request: TPrepaidTopUpRequest;
};

/**
 * A top-up by a saved card or bank account, the gateway's card page or PromptPay, through the
 * payments (docs/decisions/0077): the balance grows when the payment is recorded PAID, whenever
 * and by whichever path that happens (the charge's answer, the settlement, the reconciliation).
 */
export async function topUpPrepaid({ deps, limits, customerId, idempotencyKey, request }: TTopUpOptions): Promise<TPaymentAnswer> {
  if (request.channel === 'SAVED') {
    const id = request.paymentMethodId ?? '';
    const method = isUuid(id) ? await findLiveMethod({ db: deps.db, customerId, paymentMethodId: id }) : undefined;
    if (!method) throw new AppError('ERR_PAY_0020');
    if (method.kind !== 'CARD' && method.kind !== 'BANK_DEBIT') throw new AppError('ERR_PREPAID_0006');
  }
  return topUpAsMember({ deps, customerId, idempotencyKey, request, reserve: reserveTopUp(customerId, request.amount, limits) });
}

/**
 * Payments' question answered (payment-documents.ts, creditTopUp): a payment just recorded PAID
 * that is a top-up or a replenishment credits its account, in that transaction, once (the
 * payment is its journal row's source).
 */
export async function creditPaidTopUp(
  tx: TQueryable,
  { paymentId, amount, at }: { paymentId: string; amount: number; at: Date },
): Promise<void> {
  const [topUp] = await tx.select().from(prepaidTopUps).where(eq(prepaidTopUps.paymentId, paymentId));
  if (!topUp) return;
  await postMovement(tx, { accountId: topUp.accountId, kind: topUp.kind, amount, sourceKey: `payment:${paymentId}`, paymentId, at });
}
