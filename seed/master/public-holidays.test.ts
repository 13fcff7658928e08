import { thaiPublicHolidays } from './public-holidays';

const datesOf = (year: number) => thaiPublicHolidays(year).map((holiday) => holiday.date);

describe('Thai public holidays from the holiday library, as the seed enters them', () => {
  it('lists the fixed holidays of 2026', () => {
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
      expect(datesOf(2026)).toContain(date);
    }
  });

  it('lists the Buddhist holidays of 2026, a year with an extra lunar month, as lunar', () => {
    const lunar = thaiPublicHolidays(2026).filter((holiday) => holiday.kind === 'LUNAR');
    // Makha Bucha, Visakha Bucha, Asarnha Bucha, Buddhist Lent.
    expect(lunar.map((holiday) => holiday.date)).toEqual(['2026-03-03', '2026-05-31', '2026-07-29', '2026-07-30']);
    expect(lunar[0]).toMatchObject({ nameEn: 'Makha Bucha', nameTh: 'วันมาฆบูชา' });
  });

  it('has no lunar holidays for 2027: operations must enter them', () => {
    expect(thaiPublicHolidays(2027).filter((holiday) => holiday.kind === 'LUNAR')).toEqual([]);
  });

  it('adds the day in lieu of a weekend holiday: Monday 1 June for Sunday 31 May, Monday 7 December for Saturday 5 December', () => {
    expect(thaiPublicHolidays(2026)).toContainEqual(expect.objectContaining({ date: '2026-06-01', kind: 'IN_LIEU' }));
    expect(datesOf(2026)).toContain('2026-12-07');
    expect(datesOf(2026)).toHaveLength(20);
  });

  it("gives one day in lieu for a holiday weekend, and carries a New Year's Eve on Saturday into January", () => {
    // 31 Dec 2022 (Saturday) and 1 Jan 2023 (Sunday): one day off, Monday 2 January.
    expect(datesOf(2023)).toContain('2023-01-02');
    expect(datesOf(2023)).not.toContain('2023-01-03');
    // Songkran 2024: Saturday 13 and Sunday 14 April, Monday 15 a holiday anyway: Tuesday 16 April.
    expect(datesOf(2024)).toContain('2024-04-16');
    expect(datesOf(2024)).not.toContain('2024-04-17');
  });
});
