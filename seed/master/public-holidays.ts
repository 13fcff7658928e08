import Holidays from 'date-holidays';
import { addDays, dayOfWeek, type TIsoDate } from '@mflow/contracts/time/bangkok';
import type { TPublicHolidayKind } from '@mflow/contracts/master/holidays.contract';

/*
 * The first rows of the holiday calendar (the master module's `public_holiday`), from the
 * date-holidays library: the only place the library is used. Operations keep the calendar from
 * then on, in the back-office: the library has no lunar holidays after 2026 and never the days
 * the cabinet adds for one year (docs/decisions/0052-case-engine.md).
 */

/** The years the seed enters: from the oldest passage a dispute can still reach to the years ahead. */
export const SEEDED_HOLIDAY_YEARS = [2024, 2025, 2026, 2027, 2028] as const;

const SATURDAY = 6;
const SUNDAY = 0;

export type TSeededHoliday = { date: TIsoDate; nameTh: string; nameEn: string; kind: TPublicHolidayKind };

const english = new Holidays('TH');
const thai = new Holidays('TH', { languages: ['th'] });

function isWeekend(date: TIsoDate): boolean {
  const day = dayOfWeek(date);
  return day === SATURDAY || day === SUNDAY;
}

function listedHolidays(year: number): TSeededHoliday[] {
  const thaiNames = new Map(
    thai
      .getHolidays(year, 'th')
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => [holiday.date.slice(0, 10), holiday.name]),
  );
  return english
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => {
      const date = holiday.date.slice(0, 10);
      // The library gives a lunar holiday as the date of one year, a fixed one as month and day.
      const kind: TPublicHolidayKind = /^\d{4}-/.test(holiday.rule) ? 'LUNAR' : 'FIXED';
      return { date, nameEn: holiday.name, nameTh: thaiNames.get(date) ?? holiday.name, kind };
    });
}

/**
 * The library lists the holidays themselves but not the days in lieu. Thai government practice: a
 * holiday on a Saturday or Sunday gives the next working day off; a holiday weekend (both the
 * Saturday and the Sunday) gives one day, not two (Cabinet resolution of 3 February 2004).
 */
function substituteDays(holidays: readonly TSeededHoliday[]): TSeededHoliday[] {
  const dates = new Set(holidays.map((holiday) => holiday.date));
  const substitutes: TSeededHoliday[] = [];
  const taken = (date: TIsoDate) => isWeekend(date) || dates.has(date) || substitutes.some((substitute) => substitute.date === date);
  for (const holiday of [...holidays].sort((a, b) => a.date.localeCompare(b.date))) {
    const day = dayOfWeek(holiday.date);
    if (day === SUNDAY && dates.has(addDays(holiday.date, -1))) continue;
    if (day !== SATURDAY && day !== SUNDAY) continue;
    let substitute = addDays(holiday.date, 1);
    while (taken(substitute)) substitute = addDays(substitute, 1);
    substitutes.push({
      date: substitute,
      nameTh: `วันหยุดชดเชย${holiday.nameTh}`,
      nameEn: `Substitution day for ${holiday.nameEn}`,
      kind: 'IN_LIEU',
    });
  }
  return substitutes;
}

/** Thai public holidays of a year, days in lieu included, one row per date. */
export function thaiPublicHolidays(year: number): TSeededHoliday[] {
  // A Saturday holiday on 31 December gives its day in lieu in January, so the year before counts too.
  const listed = [...listedHolidays(year - 1), ...listedHolidays(year)];
  const byDate = new Map<TIsoDate, TSeededHoliday>();
  for (const holiday of [...listed, ...substituteDays(listed)]) {
    if (holiday.date.startsWith(`${year}-`) && !byDate.has(holiday.date)) byDate.set(holiday.date, holiday);
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
