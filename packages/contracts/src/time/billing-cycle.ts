import { daysInMonthOf, type TIsoDate } from './bangkok';

/**
 * A member's billing cycle (requirements/billing.md#billing-cycles): the 1st to the 15th, or the 16th to the month's last day.
 * `id` names it as `<YYYY>-<MM>-<half>`, e.g. 2026-11-1 for 1–15 Nov and 2026-11-2 for 16–30 Nov, so
 * ids sort in time order.
 */
export type TBillingCycle = { id: string; start: TIsoDate; end: TIsoDate };

const SECOND_HALF_STARTS_ON = 16;

/** The cycle a Bangkok date falls in; the 15th closes the first half, the 16th opens the second. */
export function billingCycleOf(date: TIsoDate): TBillingCycle {
  const lastDay = daysInMonthOf(date);
  const month = date.slice(0, 7);
  if (Number(date.slice(8)) < SECOND_HALF_STARTS_ON) {
    return { id: `${month}-1`, start: `${month}-01`, end: `${month}-${SECOND_HALF_STARTS_ON - 1}` };
  }
  return { id: `${month}-2`, start: `${month}-${SECOND_HALF_STARTS_ON}`, end: `${month}-${lastDay}` };
}
