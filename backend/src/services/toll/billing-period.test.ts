import { billingPeriodOf } from './billing-period';

const at = (iso: string) => new Date(iso);

describe('billingPeriodOf: the period a passage is billed in', () => {
  describe('a member passage', () => {
    const period = (passedAt: string, now: string) => billingPeriodOf({ passedAt: at(passedAt), isMember: true, now: at(now) });

    it('is in the cycle of its Bangkok date while that cycle is open', () => {
      expect(period('2026-11-03T08:00:00+07:00', '2026-11-03T08:00:05+07:00')).toBe('2026-11-1');
      expect(period('2026-11-15T23:59:59+07:00', '2026-11-15T23:59:59.999+07:00')).toBe('2026-11-1');
      expect(period('2026-11-16T00:00:00+07:00', '2026-11-20T10:00:00+07:00')).toBe('2026-11-2');
      expect(period('2026-11-30T23:59:00+07:00', '2026-11-30T23:59:30+07:00')).toBe('2026-11-2');
    });

    it('takes the Bangkok date, not the UTC one: 15 Nov 17:00 UTC is 16 Nov in Bangkok', () => {
      expect(period('2026-11-15T16:59:59Z', '2026-11-15T16:59:59Z')).toBe('2026-11-1');
      expect(period('2026-11-15T17:00:00Z', '2026-11-15T17:00:00Z')).toBe('2026-11-2');
    });

    it('goes into the open cycle when its own was cut before it was recorded', () => {
      // Cycle 1-15 Nov is cut at 00:00 on 16 Nov: recorded at that instant, it is already late.
      expect(period('2026-11-15T23:59:59+07:00', '2026-11-16T00:00:00+07:00')).toBe('2026-11-2');
      expect(period('2026-11-03T08:00:00+07:00', '2026-11-17T09:00:00+07:00')).toBe('2026-11-2');
      // Cycle 16-30 Nov is cut at 00:00 on 1 Dec.
      expect(period('2026-11-30T23:59:59+07:00', '2026-12-01T00:00:00+07:00')).toBe('2026-12-1');
      // Across a year and a February: 16-28 Feb 2027 is cut at 00:00 on 1 Mar.
      expect(period('2026-12-31T23:00:00+07:00', '2027-01-01T00:30:00+07:00')).toBe('2027-01-1');
      expect(period('2027-02-28T12:00:00+07:00', '2027-03-01T00:00:00+07:00')).toBe('2027-03-1');
    });
  });

  describe('a non-member passage', () => {
    const period = (passedAt: string, now: string) => billingPeriodOf({ passedAt: at(passedAt), isMember: false, now: at(now) });

    it('is in its Bangkok day while that day lasts', () => {
      expect(period('2026-11-16T09:00:00+07:00', '2026-11-16T09:00:01+07:00')).toBe('2026-11-16');
      expect(period('2026-11-16T00:00:00+07:00', '2026-11-16T23:59:59.999+07:00')).toBe('2026-11-16');
      expect(period('2026-11-16T16:59:59Z', '2026-11-16T16:59:59.999Z')).toBe('2026-11-16');
    });

    it('goes into the Bangkok day of its recording once its own day has ended', () => {
      expect(period('2026-11-16T23:59:59+07:00', '2026-11-17T00:00:00+07:00')).toBe('2026-11-17');
      expect(period('2026-11-16T09:00:00+07:00', '2026-11-19T14:00:00+07:00')).toBe('2026-11-19');
      expect(period('2026-12-31T23:59:59+07:00', '2027-01-01T00:00:01+07:00')).toBe('2027-01-01');
    });
  });

  it('keeps a passage recorded a second before its own time (clock skew) in its own period', () => {
    expect(billingPeriodOf({ passedAt: at('2026-11-16T00:00:00+07:00'), isMember: true, now: at('2026-11-15T23:59:59+07:00') })).toBe(
      '2026-11-2',
    );
    expect(billingPeriodOf({ passedAt: at('2026-11-16T00:00:00+07:00'), isMember: false, now: at('2026-11-15T23:59:59+07:00') })).toBe(
      '2026-11-16',
    );
  });
});
