import Holidays from 'date-holidays';
import { addDays, dayOfWeek, type TIsoDate } from './bangkok';

/*
 * Business days for deadlines such as "verification within 9 business days" (requirements/disputes.md#verification-time): not a
 * Saturday, a Sunday or a Thai public holiday. The holidays come from the date-holidays library
 * (kept here, apart from bangkok.ts, so that a bundle that never counts business days does not
 * carry the library's data). See docs/decisions/0011-time-and-the-shared-clock.md for what the
 * library knows and what it does not.
 */

const SATURDAY = 6;
const SUNDAY = 0;
const thailand = new Holidays('TH');
const holidaysByYear = new Map<number, ReadonlySet<TIsoDate>>();

function isWeekend(date: TIsoDate): boolean {
  const day = dayOfWeek(date);
  return day === SATURDAY || day === SUNDAY;
}

function listedHolidays(year: number): Set<TIsoDate> {
  return new Set(
    thailand
      .getHolidays(year)
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => holiday.date.slice(0, 10)),
  );
}

/**
 * The library lists the holidays themselves but not the days in lieu. Thai government practice: a
 * holiday on a Saturday or Sunday gives the next working day off; a holiday weekend (both the
 * Saturday and the Sunday) gives one day, not two (Cabinet resolution of 3 February 2004).
 */
function substituteDays(holidays: ReadonlySet<TIsoDate>): TIsoDate[] {
  const substitutes: TIsoDate[] = [];
  const taken = (date: TIsoDate) => isWeekend(date) || holidays.has(date) || substitutes.includes(date);
  for (const holiday of [...holidays].sort()) {
    const day = dayOfWeek(holiday);
    if (day === SUNDAY && holidays.has(addDays(holiday, -1))) continue;
    if (day !== SATURDAY && day !== SUNDAY) continue;
    let substitute = addDays(holiday, 1);
    while (taken(substitute)) substitute = addDays(substitute, 1);
    substitutes.push(substitute);
  }
  return substitutes;
}

/** Thai public holidays of a year, days in lieu included, as Bangkok dates. */
export function thaiPublicHolidays(year: number): ReadonlySet<TIsoDate> {
  const cached = holidaysByYear.get(year);
  if (cached) return cached;
  // A Saturday holiday on 31 December gives its day in lieu in January, so the year before counts too.
  const listed = new Set([...listedHolidays(year - 1), ...listedHolidays(year)]);
  const all = new Set([...listed, ...substituteDays(listed)].filter((date) => date.startsWith(`${year}-`)));
  holidaysByYear.set(year, all);
  return all;
}

export function isBusinessDay(date: TIsoDate): boolean {
  return !isWeekend(date) && !thaiPublicHolidays(Number(date.slice(0, 4))).has(date);
}

/**
 * The date `days` business days after `date` (day 1 is the first business day after it, whatever
 * `date` itself is): a dispute filed on Friday 10 April 2026 has its 1st business day on Thursday
 * 16 April, after the weekend and Songkran.
 */
export function addBusinessDays(date: TIsoDate, days: number): TIsoDate {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`a whole number of days, not ${days}`);
  let current = date;
  for (let counted = 0; counted < days;) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) counted += 1;
  }
  return current;
}
