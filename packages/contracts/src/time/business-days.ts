import { addDays, dayOfWeek, type TIsoDate } from './bangkok';

/*
 * Business days for deadlines such as "verification within 9 business days" (requirements/disputes.md#verification-time): not a
 * Saturday, a Sunday or a public holiday. The holidays are data the caller passes: the calendar
 * operations keep (the master module's `public_holiday`, seeded from the date-holidays library),
 * so the portal and the backend count the same days and a year the library does not know can be
 * entered by hand (docs/decisions/0052-case-engine.md).
 */

const SATURDAY = 6;
const SUNDAY = 0;

/** The holidays of the calendar, days in lieu included, as Bangkok dates. */
export type THolidaySet = ReadonlySet<TIsoDate>;

function isWeekend(date: TIsoDate): boolean {
  const day = dayOfWeek(date);
  return day === SATURDAY || day === SUNDAY;
}

export function isBusinessDay(date: TIsoDate, holidays: THolidaySet): boolean {
  return !isWeekend(date) && !holidays.has(date);
}

/**
 * The date `days` business days after `date` (day 1 is the first business day after it, whatever
 * `date` itself is): a dispute filed on Friday 10 April 2026 has its 1st business day on Thursday
 * 16 April, after the weekend and Songkran.
 */
export function addBusinessDays(date: TIsoDate, days: number, holidays: THolidaySet): TIsoDate {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`a whole number of days, not ${days}`);
  let current = date;
  for (let counted = 0; counted < days;) {
    current = addDays(current, 1);
    if (isBusinessDay(current, holidays)) counted += 1;
  }
  return current;
}
