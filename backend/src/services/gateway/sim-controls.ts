import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { isValidReference } from '@mflow/contracts/billing/reference-number';
import { AppError } from '../../platform/errors/app-error';
import type { Clock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import type { TChargeOutcome } from '../../platform/ports';
import {
  expireDue,
  findCharge,
  insertCharge,
  settlePending,
  toOutcome,
  type TChargeRow,
  type TDeclineCode,
  type TSettledStatus,
} from './charge-records';
import { gatewayCharges } from './gateway.schema';

/** What a tester makes the bank answer to a pending charge. */
export type TSimulatedAnswer = 'APPROVE' | 'DECLINE' | 'INSUFFICIENT_FUNDS' | 'ACCOUNT_CLOSED' | 'TIME_OUT';

const ANSWERS: Record<TSimulatedAnswer, { status: TSettledStatus; declineCode?: TDeclineCode }> = {
  APPROVE: { status: 'PAID' },
  DECLINE: { status: 'DECLINED', declineCode: 'DECLINED' },
  INSUFFICIENT_FUNDS: { status: 'DECLINED', declineCode: 'INSUFFICIENT_FUNDS' },
  ACCOUNT_CLOSED: { status: 'DECLINED', declineCode: 'ACCOUNT_CLOSED' },
  TIME_OUT: { status: 'DECLINED', declineCode: 'TIMED_OUT' },
};

/** The bank answers a pending charge (a bank debit, a request to pay, a card that timed out): settled and announced. */
export async function answerPendingCharge({
  db,
  clock,
  gatewayReference,
  answer,
}: {
  db: TDatabase;
  clock: Clock;
  gatewayReference: string;
  answer: TSimulatedAnswer;
}): Promise<TChargeOutcome> {
  const now = clock.now();
  await expireDue(db, now);
  await findCharge(db, gatewayReference);
  const settled = await db.transaction((tx) => settlePending(tx, gatewayReference, { ...ANSWERS[answer], settledAt: now }));
  if (!settled) throw new AppError('ERR_GW_0009');
  return toOutcome(settled);
}

export type TCounterChannel = 'COUNTER' | 'ATM' | 'INTERNET_BANKING';

/**
 * A bill paid at a counter, an ATM or an internet bank, as the bank reports it: a PAID charge for
 * the invoice's Ref1, announced to the listeners. The gateway does not know invoices; the payment
 * module matches Ref1 and the amount.
 */
export async function payAtCounter({
  db,
  clock,
  payment,
}: {
  db: TDatabase;
  clock: Clock;
  payment: { ref1: string; ref2?: string | undefined; amountSatang: number; channel: TCounterChannel; idempotencyKey?: string | undefined };
}): Promise<TChargeOutcome> {
  if (!isValidReference(payment.ref1)) throw new AppError('ERR_GW_0012');
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const { row: recorded, created } = await insertCharge(tx, {
      idempotencyKey: payment.idempotencyKey ?? `counter:${randomUUID()}`,
      kind: 'COUNTER',
      amountSatang: payment.amountSatang,
      reference: payment.ref1,
      description: `${payment.channel}${payment.ref2 ? ` Ref2 ${payment.ref2}` : ''}`,
      createdAt: now,
    });
    if (!created) return recorded;
    const paid = await settlePending(tx, recorded.gatewayReference, { status: 'PAID', settledAt: now });
    if (!paid) throw new Error(`counter payment ${recorded.gatewayReference} was settled twice`);
    return paid;
  });
  return toOutcome(row);
}

export async function recentCharges({ db, clock, limit }: { db: TDatabase; clock: Clock; limit: number }): Promise<TChargeRow[]> {
  await expireDue(db, clock.now());
  return db.select().from(gatewayCharges).orderBy(desc(gatewayCharges.createdAt), desc(gatewayCharges.gatewayReference)).limit(limit);
}
