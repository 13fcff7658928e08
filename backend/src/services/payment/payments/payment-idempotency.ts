import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { TPaymentAnswer } from '@mflow/contracts/payment/payments.contract';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import { keyRetentionCutoff } from './key-retention';
import { paymentIdempotency } from './payments.schema';

export { hashOfRequest } from './request-hash';

export type TIdempotency = { scope: string; key: string; requestHash: string };

/** How long a retry waits for the answer of the first request with its key before it is refused as in flight. */
const IN_FLIGHT_WAIT_MS = 5_000;
const POLL_MS = 25;

/**
 * Claims the key inside the caller's transaction (the one that records the payment), so a request
 * refused before its payment exists leaves the key free, and one whose payment exists holds it.
 * Answers false when the key was claimed before; a second request racing with the first waits on
 * the primary key until the first commits or rolls back.
 */
export async function claimKey(db: TQueryable, idempotency: TIdempotency, at: Date): Promise<boolean> {
  const [claimed] = await db
    .insert(paymentIdempotency)
    .values({ ...idempotency, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: paymentIdempotency.key });
  return claimed !== undefined;
}

export async function attachPayment(db: TQueryable, idempotency: TIdempotency, paymentId: string): Promise<void> {
  await db
    .update(paymentIdempotency)
    .set({ paymentId })
    .where(and(eq(paymentIdempotency.scope, idempotency.scope), eq(paymentIdempotency.key, idempotency.key)));
}

export async function storeAnswer(db: TQueryable, idempotency: TIdempotency, answer: TPaymentAnswer): Promise<void> {
  await db
    .update(paymentIdempotency)
    .set({ response: answer })
    .where(and(eq(paymentIdempotency.scope, idempotency.scope), eq(paymentIdempotency.key, idempotency.key)));
}

/**
 * The answer of an earlier request with this key: refused when its body differed (ERR_PAY_0102);
 * waited for a moment while it is in flight, then refused as being processed (ERR_PAY_0103).
 * Never starts a second payment.
 */
export async function earlierAnswer(
  db: TDatabase,
  idempotency: TIdempotency,
  waitMs = IN_FLIGHT_WAIT_MS,
): Promise<TPaymentAnswer | undefined> {
  const until = performance.now() + waitMs;
  for (;;) {
    const [row] = await db
      .select()
      .from(paymentIdempotency)
      .where(and(eq(paymentIdempotency.scope, idempotency.scope), eq(paymentIdempotency.key, idempotency.key)));
    // The first request was refused and rolled back meanwhile: the key is free again.
    if (!row) return undefined;
    if (row.requestHash !== idempotency.requestHash) throw new AppError('ERR_PAY_0102');
    if (row.response) return row.response;
    if (performance.now() >= until) throw new AppError('ERR_PAY_0103');
    await sleep(POLL_MS);
  }
}

/**
 * Deletes the answered keys older than the retention, as of `at`. A key still without an answer
 * belongs to a payment in flight or left PENDING by a crash; it stays until the reconciliation
 * stores that payment's end, so a retry never starts a second payment meanwhile.
 */
export async function deleteExpiredKeys(db: TQueryable, at: Date): Promise<number> {
  const deleted = await db
    .delete(paymentIdempotency)
    .where(and(isNotNull(paymentIdempotency.response), lt(paymentIdempotency.createdAt, keyRetentionCutoff(at))))
    .returning({ key: paymentIdempotency.key });
  return deleted.length;
}
