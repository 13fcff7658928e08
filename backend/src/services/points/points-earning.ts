import { pointsForPayment } from '@mflow/contracts/points/points.contract';
import type { TDatabase } from '../../platform/db/database';
import { changePoints } from '../customer/customer-records';
import { memberPaymentsSettledBetween, type TSettledMemberPayment } from '../payment/payments/paid-payments';
import { currentPointsRules } from './points-rules';
import { pointsEarnings } from './points.schema';

/**
 * How far back each run looks. Runs are daily, so every payment falls in two runs' windows: one
 * recorded a little after the instant it settled (a settlement heard late) is still awarded, and
 * the payment key makes the second sighting a no-op.
 */
const EARNING_LOOKBACK_MS = 2 * 24 * 60 * 60 * 1000;

/** Payments awarded in one transaction: a crash loses at most one batch's work, which the rerun redoes. */
const BATCH = 500;

/**
 * Awards points for members' payments settled in the lookback window up to `at`, once per payment
 * whatever reruns or parallel runs happen: the earning's key is the payment, and the balance moves
 * only for the earnings this call inserted, in the same transaction.
 */
export async function awardPointsForPayments({
  db,
  at,
}: {
  db: TDatabase;
  at: Date;
}): Promise<{ payments: number; awarded: number; points: number }> {
  const rules = await currentPointsRules({ db });
  const settled = await memberPaymentsSettledBetween({ db, after: new Date(at.getTime() - EARNING_LOOKBACK_MS), upTo: at });
  // One order for every run, so two runs inserting the same payments wait on each other instead of deadlocking.
  const earning = settled
    .map((payment) => ({ payment, points: pointsForPayment(payment.amount, rules) }))
    .filter((entry) => entry.points > 0)
    .sort((a, b) => a.payment.paymentId.localeCompare(b.payment.paymentId));
  let awarded = 0;
  let points = 0;
  for (let start = 0; start < earning.length; start += BATCH) {
    const batch = earning.slice(start, start + BATCH);
    const outcome = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(pointsEarnings)
        .values(batch.map(({ payment, points }) => earningRow(payment, points, rules.satangPerPoint, at)))
        .onConflictDoNothing()
        .returning({ customerId: pointsEarnings.customerId, points: pointsEarnings.points });
      const perCustomer = new Map<string, number>();
      for (const row of inserted) perCustomer.set(row.customerId, (perCustomer.get(row.customerId) ?? 0) + row.points);
      for (const customerId of [...perCustomer.keys()].sort()) {
        await changePoints({ db: tx, customerId, delta: perCustomer.get(customerId) ?? 0 });
      }
      return { awarded: inserted.length, points: inserted.reduce((sum, row) => sum + row.points, 0) };
    });
    awarded += outcome.awarded;
    points += outcome.points;
  }
  return { payments: settled.length, awarded, points };
}

function earningRow(payment: TSettledMemberPayment, points: number, satangPerPoint: number, at: Date) {
  return { paymentId: payment.paymentId, customerId: payment.customerId, paidAmount: payment.amount, satangPerPoint, points, earnedAt: at };
}
