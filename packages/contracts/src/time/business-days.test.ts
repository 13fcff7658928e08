import { addBusinessDays, isBusinessDay, thaiPublicHolidays } from './business-days';

describe('Thai public holidays from the holiday library', () => {
  it('lists the fixed holidays of 2026', () => {
    const holidays = thaiPublicHolidays(2026);
    for (const date of [
      '2026-01-01',
      '2026-04-06',
      '2026-04-13',
      '2026-04-14',
      '2026-04-15',
      '2026-05-04',
      '2026-06-03',
      '2026-07-28',
      '2026-08-12',
      '2026-10-13',
      '2026-10-23',
      '2026-12-05',
      '2026-12-10',
      '2026-12-31',
    ]) {
      expect(holidays).toContain(date);
    }
  });

  it('lists the Buddhist holidays of 2026, a year with an extra lunar month', () => {
    const holidays = thaiPublicHolidays(2026);
    // Makha Bucha, Visakha Bucha, Asarnha Bucha, Buddhist Lent.
    for (const date of ['2026-03-03', '2026-05-31', '2026-07-29', '2026-07-30']) expect(holidays).toContain(date);
  });

  it('adds the day in lieu of a weekend holiday: Monday 1 June for Sunday 31 May, Monday 7 December for Saturday 5 December', () => {
    expect(thaiPublicHolidays(2026)).toContain('2026-06-01');
    expect(thaiPublicHolidays(2026)).toContain('2026-12-07');
    expect(thaiPublicHolidays(2026).size).toBe(20);
  });

  it("gives one day in lieu for a holiday weekend, and carries a New Year's Eve on Saturday into January", () => {
    // 31 Dec 2022 (Saturday) and 1 Jan 2023 (Sunday): one day off, Monday 2 January.
    expect(thaiPublicHolidays(2023)).toContain('2023-01-02');
    expect(thaiPublicHolidays(2023)).not.toContain('2023-01-03');
    // Songkran 2024: Saturday 13 and Sunday 14 April, Monday 15 a holiday anyway: Tuesday 16 April.
    expect(thaiPublicHolidays(2024)).toContain('2024-04-16');
    expect(thaiPublicHolidays(2024)).not.toContain('2024-04-17');
  });
});

describe('business days', () => {
  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-04-10')).toBe(true);
    expect(isBusinessDay('2026-04-11')).toBe(false);
    expect(isBusinessDay('2026-04-13')).toBe(false);
    expect(isBusinessDay('2026-06-01')).toBe(false);
  });

  it('counts from the Friday before Songkran: the 1st business day is Thursday 16 April', () => {
    expect(addBusinessDays('2026-04-10', 1)).toBe('2026-04-16');
  });

  it('gives a dispute filed on Friday 10 April 2026 until Tuesday 28 April for verification (9 business days)', () => {
    expect(addBusinessDays('2026-04-10', 9)).toBe('2026-04-28');
  });

  it('counts from a weekend or holiday as from the business day before it', () => {
    expect(addBusinessDays('2026-04-11', 1)).toBe('2026-04-16');
    expect(addBusinessDays('2026-05-29', 1)).toBe('2026-06-02');
  });

  it("crosses the year end over New Year's Eve and New Year's Day", () => {
    // Wed 30 Dec 2026 → Thu 31 Dec and Fri 1 Jan are holidays → Mon 4 Jan 2027.
    expect(addBusinessDays('2026-12-30', 1)).toBe('2027-01-04');
  });

  it('is the date itself for zero days and refuses a negative count', () => {
    expect(addBusinessDays('2026-04-11', 0)).toBe('2026-04-11');
    expect(() => addBusinessDays('2026-04-10', -1)).toThrow(RangeError);
  });
});
