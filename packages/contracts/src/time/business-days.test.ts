import { addBusinessDays, isBusinessDay } from './business-days';

/** The calendar the seed enters for 2026 and the first days of 2027 (seed/master/public-holidays.ts). */
const HOLIDAYS = new Set([
  '2026-01-01',
  '2026-03-03',
  '2026-04-06',
  '2026-04-13',
  '2026-04-14',
  '2026-04-15',
  '2026-05-04',
  '2026-05-31',
  '2026-06-01',
  '2026-06-03',
  '2026-07-28',
  '2026-07-29',
  '2026-07-30',
  '2026-08-12',
  '2026-10-13',
  '2026-10-23',
  '2026-12-05',
  '2026-12-07',
  '2026-12-10',
  '2026-12-31',
  '2027-01-01',
]);

describe('business days', () => {
  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-04-10', HOLIDAYS)).toBe(true);
    expect(isBusinessDay('2026-04-11', HOLIDAYS)).toBe(false);
    expect(isBusinessDay('2026-04-12', HOLIDAYS)).toBe(false);
    expect(isBusinessDay('2026-04-13', HOLIDAYS)).toBe(false);
    expect(isBusinessDay('2026-06-01', HOLIDAYS)).toBe(false);
  });

  it('knows only the holidays it is given: a weekday missing from the calendar is a business day', () => {
    expect(isBusinessDay('2026-04-13', new Set())).toBe(true);
    expect(addBusinessDays('2026-04-10', 1, new Set())).toBe('2026-04-13');
  });

  it('counts from the Friday before Songkran: the 1st business day is Thursday 16 April', () => {
    expect(addBusinessDays('2026-04-10', 1, HOLIDAYS)).toBe('2026-04-16');
  });

  it('gives a dispute filed on Friday 10 April 2026 until Tuesday 28 April for verification (9 business days)', () => {
    expect(addBusinessDays('2026-04-10', 8, HOLIDAYS)).toBe('2026-04-27');
    expect(addBusinessDays('2026-04-10', 9, HOLIDAYS)).toBe('2026-04-28');
  });

  it('counts from a weekend or holiday as from the business day before it', () => {
    expect(addBusinessDays('2026-04-11', 1, HOLIDAYS)).toBe('2026-04-16');
    expect(addBusinessDays('2026-05-29', 1, HOLIDAYS)).toBe('2026-06-02');
  });

  it("crosses the year end over New Year's Eve and New Year's Day", () => {
    // Wed 30 Dec 2026 → Thu 31 Dec and Fri 1 Jan are holidays → Mon 4 Jan 2027.
    expect(addBusinessDays('2026-12-30', 1, HOLIDAYS)).toBe('2027-01-04');
  });

  it('is the date itself for zero days and refuses a negative or fractional count', () => {
    expect(addBusinessDays('2026-04-11', 0, HOLIDAYS)).toBe('2026-04-11');
    expect(() => addBusinessDays('2026-04-10', -1, HOLIDAYS)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-04-10', 1.5, HOLIDAYS)).toThrow('a whole number of days, not 1.5');
  });
});
