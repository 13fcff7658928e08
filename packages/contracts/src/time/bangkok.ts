/** Anything that tells the time: the backend's injected clock, or the portal's server-synchronised one. */
export type TNowSource = { now(): Date };

/** A calendar date written YYYY-MM-DD (Gregorian); in this module always a date in Bangkok. */
export type TIsoDate = string;

/** Thailand keeps UTC+7 all year (no daylight saving), so a fixed offset gives the Bangkok calendar date. */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of the date's midnight in UTC; the date's own fields are the arithmetic's source of truth. */
function utcMidnightMs(date: TIsoDate): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2026-02-30 over to 2 March; a date that does not exist is a caller's mistake.
  if (new Date(ms).getUTCDate() !== day) throw new RangeError(`no such date: ${date}`);
  return ms;
}

function isoDateOfUtcMs(ms: number): TIsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The Bangkok calendar date of an instant: 2026-11-15T17:00:00Z is already 16 Nov in Bangkok. */
export function bangkokDateOf(instant: Date): TIsoDate {
  return isoDateOfUtcMs(instant.getTime() + BANGKOK_OFFSET_MS);
}

/** Today's date in Bangkok, YYYY-MM-DD: what "today" means for birth dates and certificate ages. */
export function bangkokToday(clock: TNowSource): TIsoDate {
  return bangkokDateOf(clock.now());
}

/** 00:00:00.000 of the date in Bangkok, which is 17:00 UTC the day before. */
export function startOfBangkokDay(date: TIsoDate): Date {
  return new Date(utcMidnightMs(date) - BANGKOK_OFFSET_MS);
}

/**
 * 23:59:59.999 of the date in Bangkok: the last instant that still belongs to the day, so "due at
 * 23:59:59" reads as `now <= endOfBangkokDay(due)` and 00:00 the next day is already late.
 */
export function endOfBangkokDay(date: TIsoDate): Date {
  return new Date(utcMidnightMs(date) - BANGKOK_OFFSET_MS + DAY_MS - 1);
}

/** The date `days` calendar days later (earlier when negative), across month and year ends. */
export function addDays(date: TIsoDate, days: number): TIsoDate {
  return isoDateOfUtcMs(utcMidnightMs(date) + days * DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday, as Date.getDay counts. */
export function dayOfWeek(date: TIsoDate): number {
  return new Date(utcMidnightMs(date)).getUTCDay();
}

/** The number of days in the date's month: 28, 29, 30 or 31. */
export function daysInMonthOf(date: TIsoDate): number {
  const start = new Date(utcMidnightMs(date));
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
}

/** The same day of the month `months` earlier, or that month's last day when it is shorter (31 Aug → 28/29 Feb). */
export function monthsBefore(isoDate: TIsoDate, months: number): TIsoDate {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const index = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}
