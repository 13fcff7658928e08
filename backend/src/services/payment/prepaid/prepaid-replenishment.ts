import { and, eq, lte, sql } from 'drizzle-orm';
import { addDays, bangkokDateOf } from '@mflow/contracts/time/bangkok';
import type { TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import type { TNotifier } from '../../../platform/ports';
import { findCustomer } from '../../customer/customer-records';
import { notifyCustomer } from '../../customer/customer-notify';
import { paymentMethods } from '../methods/payment-method.schema';
import { topUpAsMember, type TPaymentDeps } from '../payments/payments.service';
import { dropFactsOf, type TPrepaidAccountRow } from './prepaid-ledger';
import { bahtText } from './prepaid-limits';
import { replenishmentDropKey } from './prepaid-thresholds';
import { prepaidAccounts, prepaidReplenishments, prepaidTopUps } from './prepaid.schema';

export type TReplenishmentRow = typeof prepaidReplenishments.$inferSelect;

/** A failed replenishment is tried once more (requirements/prepaid-account.md#automatic-replenishment). */
const MAX_ATTEMPTS = 2;

const nextDay = (at: Date) => addDays(bangkokDateOf(at), 1);

/**
 * Records the replenishment of the account's present fall below its threshold, or (`short`) of a
 * payment its balance could not cover, unless one was recorded for it before (docs/decisions/0078).
 * In the caller's transaction; answers the row when this call made it, so the caller charges it,
 * and only that caller.
 */
export async function recordDrop(
  tx: TQueryable,
  account: TPrepaidAccountRow,
  at: Date,
  { short }: { short: boolean },
): Promise<TReplenishmentRow | undefined> {
  const { replenishThreshold: threshold, replenishAmount: amount, replenishMethodId: paymentMethodId } = account;
  if (account.status !== 'OPEN' || threshold === null || amount === null || paymentMethodId === null) return undefined;
  if (!short && account.balance >= threshold) return undefined;
  const facts = await dropFactsOf(tx, account.id, threshold);
  const dropKey = replenishmentDropKey({ accountId: account.id, balance: account.balance, threshold, ...facts });
  const [made] = await tx
    .insert(prepaidReplenishments)
    // The retry day is set before the first charge, so one a crash never made is made the next day.
    .values({
      accountId: account.id,
      dropKey,
      amount,
      paymentMethodId,
      attempts: 0,
      status: 'PENDING',
      retryOn: nextDay(at),
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning();
  return made;
}

/** A trigger from outside a payment: a replenishment when the balance stands below the threshold now, one per fall. */
export async function triggerReplenishment(
  deps: TPaymentDeps,
  notifier: TNotifier,
  accountId: string,
): Promise<TReplenishmentRow | undefined> {
  const made = await deps.db.transaction(async (tx) => {
    const [account] = await tx.select().from(prepaidAccounts).where(eq(prepaidAccounts.id, accountId));
    return account ? recordDrop(tx, account, deps.clock.now(), { short: false }) : undefined;
  });
  return made ? chargeReplenishment(deps, notifier, made) : undefined;
}

/**
 * Charges one attempt of a replenishment from the member's saved method as a top-up (kind
 * REPLENISHMENT), with a key of the replenishment and the attempt, so a rerun asks for the same
 * payment. A failure tells the member and, after the first attempt, sets the retry for the next
 * Bangkok day.
 */
export async function chargeReplenishment(deps: TPaymentDeps, notifier: TNotifier, drop: TReplenishmentRow): Promise<TReplenishmentRow> {
  const { db, clock } = deps;
  const [account] = await db.select().from(prepaidAccounts).where(eq(prepaidAccounts.id, drop.accountId));
  if (!account) throw new Error(`no prepaid account ${drop.accountId}`);
  // A closed account is not topped up: its balance went back to the member.
  if (account.status !== 'OPEN') return giveUp(db, drop);
  const attempt = drop.attempts + 1;
  let status: TReplenishmentRow['status'];
  let paymentId: string | null = null;
  try {
    const answer = await topUpAsMember({
      deps,
      customerId: account.customerId,
      idempotencyKey: `replenish:${drop.id}:${attempt}`,
      request: { amount: drop.amount, channel: 'SAVED', paymentMethodId: drop.paymentMethodId },
      reserve: async (tx, id) =>
        void (await tx.insert(prepaidTopUps).values({ paymentId: id, accountId: account.id, kind: 'REPLENISHMENT' })),
      inFlightWaitMs: 0,
    });
    status = answer.status;
    paymentId = answer.paymentId;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Another instance is charging this attempt right now: its answer is the one recorded.
    if (error.items.some((item) => item.code === 'ERR_PAY_0103')) return drop;
    // The method is gone or cannot be charged: the attempt failed without a payment.
    status = 'FAILED';
  }
  const failed = status !== 'PAID' && status !== 'PENDING';
  const retryOn = failed && attempt < MAX_ATTEMPTS ? nextDay(clock.now()) : null;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(prepaidReplenishments)
      .set({ attempts: attempt, status, paymentId, retryOn })
      .where(and(eq(prepaidReplenishments.id, drop.id), eq(prepaidReplenishments.attempts, drop.attempts)))
      .returning();
    if (!updated) return drop;
    if (failed) await notifyFailure(tx, notifier, account.customerId, updated);
    return updated;
  });
}

async function giveUp(db: TQueryable, drop: TReplenishmentRow): Promise<TReplenishmentRow> {
  const [updated] = await db
    .update(prepaidReplenishments)
    .set({ status: 'FAILED', retryOn: null })
    .where(and(eq(prepaidReplenishments.id, drop.id), eq(prepaidReplenishments.attempts, drop.attempts)))
    .returning();
  return updated ?? drop;
}

async function notifyFailure(tx: TQueryable, notifier: TNotifier, customerId: string, drop: TReplenishmentRow): Promise<void> {
  const customer = await findCustomer({ db: tx, customerId });
  if (!customer) return;
  const [method] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, drop.paymentMethodId));
  const params = { amount: bahtText(drop.amount), method: method?.maskedDisplay ?? '' };
  await notifyCustomer({
    db: tx,
    notifier,
    customer,
    template: 'PREPAID_REPLENISHMENT_FAILED',
    params,
    sms: true,
    event: 'PREPAID_REPLENISHMENT_FAILED',
  });
}

/**
 * The daily retry: each replenishment whose retry day has come (a failed first attempt, or one a
 * crash left uncharged) is taken by one instance (the retry day cleared in the same statement) and
 * charged with its next attempt.
 */
export async function retryReplenishments(deps: TPaymentDeps, notifier: TNotifier, at: Date): Promise<{ retried: number; paid: number }> {
  const today = bangkokDateOf(at);
  const taken = await deps.db
    .update(prepaidReplenishments)
    .set({ retryOn: null })
    .where(and(lte(prepaidReplenishments.retryOn, today), sql`${prepaidReplenishments.retryOn} is not null`))
    .returning();
  let paid = 0;
  for (const drop of taken) if ((await chargeReplenishment(deps, notifier, drop)).status === 'PAID') paid += 1;
  return { retried: taken.length, paid };
}
