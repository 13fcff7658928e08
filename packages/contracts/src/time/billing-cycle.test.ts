import { addDays, endOfBangkokDay, startOfBangkokDay } from './bangkok';
import { billingCycleOf } from './billing-cycle';

describe('billing cycles', () => {
  it('closes the first cycle on the 15th and opens the second on the 16th', () => {
    expect(billingCycleOf('2026-11-01')).toEqual({ id: '2026-11-1', start: '2026-11-01', end: '2026-11-15' });
    expect(billingCycleOf('2026-11-15')).toEqual({ id: '2026-11-1', start: '2026-11-01', end: '2026-11-15' });
    expect(billingCycleOf('2026-11-16')).toEqual({ id: '2026-11-2', start: '2026-11-16', end: '2026-11-30' });
  });

  it('ends the second cycle on the last day of the month, whatever its length', () => {
    expect(billingCycleOf('2026-02-20').end).toBe('2026-02-28');
    expect(billingCycleOf('2028-02-29')).toEqual({ id: '2028-02-2', start: '2028-02-16', end: '2028-02-29' });
    expect(billingCycleOf('2026-04-30').end).toBe('2026-04-30');
    expect(billingCycleOf('2026-12-31')).toEqual({ id: '2026-12-2', start: '2026-12-16', end: '2026-12-31' });
  });

  it('falls due at 23:59:59 Bangkok on the 7th day after the cycle: 1–15 Nov is due 22 Nov', () => {
    const cycle = billingCycleOf('2026-11-03');
    const due = endOfBangkokDay(addDays(cycle.end, 7));
    expect(due.toISOString()).toBe('2026-11-22T16:59:59.999Z');
    // Overdue from 00:00 on 23 Nov in Bangkok, the worked example's OVERDUE day.
    expect(startOfBangkokDay('2026-11-23').getTime()).toBe(due.getTime() + 1);
    expect(addDays(billingCycleOf('2026-11-16').end, 7)).toBe('2026-12-07');
    expect(addDays(billingCycleOf('2026-02-16').end, 7)).toBe('2026-03-07');
  });

  it('refuses a date that does not exist', () => {
    expect(() => billingCycleOf('2026-02-30')).toThrow(RangeError);
  });
});
