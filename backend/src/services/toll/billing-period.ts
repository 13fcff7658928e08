import { addDays, bangkokDateOf, startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import { billingCycleOf } from '@mflow/contracts/time/billing-cycle';

type BillingPeriodOptions = { passedAt: Date; isMember: boolean; now: Date };

/**
 * The period a passage is billed in (decision 0017), from when it passed and when it is recorded:
 * - a member's passage: the billing cycle (`2026-11-1`, `2026-11-2`) of its Bangkok date, unless
 *   that cycle was cut already (00:00 Bangkok of the day after the cycle's last day is not later
 *   than now), in which case the cycle of now;
 * - a non-member's passage: its Bangkok date (`2026-11-16`), unless that day has ended (now is at
 *   or after 00:00 of the next day), in which case the Bangkok date of now.
 * A passage recorded late therefore goes into the period still open, never into an invoice that
 * was already cut.
 */
export function billingPeriodOf({ passedAt, isMember, now }: BillingPeriodOptions): string {
  if (isMember) {
    const cycle = billingCycleOf(bangkokDateOf(passedAt));
    const cutAt = startOfBangkokDay(addDays(cycle.end, 1));
    return cutAt <= now ? billingCycleOf(bangkokDateOf(now)).id : cycle.id;
  }
  const day = bangkokDateOf(passedAt);
  return startOfBangkokDay(addDays(day, 1)) <= now ? bangkokDateOf(now) : day;
}
