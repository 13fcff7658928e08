/** Anything that tells the time: the backend's injected clock, or the portal's server-synchronised one. */
export type TNowSource = { now(): Date };

/** Thailand keeps UTC+7 all year (no daylight saving), so a fixed offset gives the Bangkok calendar date. */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** Today's date in Bangkok, YYYY-MM-DD: what "today" means for birth dates and certificate ages. */
export function bangkokToday(clock: TNowSource): string {
  return new Date(clock.now().getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** The same day of the month `months` earlier, or that month's last day when it is shorter (31 Aug → 28/29 Feb). */
export function monthsBefore(isoDate: string, months: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const index = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}
