import { and, asc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { TQueryable } from '../../../platform/db/database';
import { payments } from './payments.schema';

export type TSettledMemberPayment = { paymentId: string; customerId: string; amount: number; settledAt: Date };

/**
 * A member's PAID payments settled in (after, upTo], by settlement instant then id: what the
 * points module awards points for. A visitor's payment has no member to award.
 */
export async function memberPaymentsSettledBetween({
  db,
  after,
  upTo,
}: {
  db: TQueryable;
  after: Date;
  upTo: Date;
}): Promise<TSettledMemberPayment[]> {
  const rows = await db
    .select({ paymentId: payments.id, customerId: payments.customerId, amount: payments.amount, settledAt: payments.settledAt })
    .from(payments)
    .where(and(eq(payments.status, 'PAID'), isNotNull(payments.customerId), gt(payments.settledAt, after), lte(payments.settledAt, upTo)))
    .orderBy(asc(payments.settledAt), asc(payments.id));
  return rows.flatMap((row) =>
    row.customerId && row.settledAt
      ? [{ paymentId: row.paymentId, customerId: row.customerId, amount: row.amount, settledAt: row.settledAt }]
      : [],
  );
}
