const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000 } as const;
const DURATION = /^(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/;
/** A scenario spans months at most; a longer step is a typo (a missing unit, a digit too many). */
export const MAX_DURATION_MS = 366 * UNIT_MS.d;
/** An instant with its offset: `2026-11-03T08:00:00+07:00` is Bangkok time, `...Z` is UTC. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

type TParsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** `1d`, `2h`, `30m`, `45s` or a combination in that order (`1d12h`); `0m` means at the same instant. */
export function parseDuration(text: string): TParsed<number> {
  const match = DURATION.exec(text);
  if (!text || !match)
    return {
      ok: false,
      message: `"${text}" is not a duration: write a whole number of days, hours, minutes or seconds, such as 1d, 2h, 30m, 1d12h`,
    };
  const [, days, hours, minutes, seconds] = match;
  const ms =
    Number(days ?? 0) * UNIT_MS.d + Number(hours ?? 0) * UNIT_MS.h + Number(minutes ?? 0) * UNIT_MS.m + Number(seconds ?? 0) * UNIT_MS.s;
  if (ms > MAX_DURATION_MS) return { ok: false, message: `"${text}" is longer than 366 days` };
  return { ok: true, value: ms };
}

export function parseInstant(text: string): TParsed<Date> {
  const instant = new Date(text);
  if (!INSTANT.test(text) || Number.isNaN(instant.getTime())) {
    return { ok: false, message: `"${text}" is not an instant with its offset, such as 2026-11-03T08:00:00+07:00 (Bangkok)` };
  }
  return { ok: true, value: instant };
}

/** `2026-11-16 00:00` in Bangkok, as the timeline prints it. */
export function bangkokMinute(instant: Date): string {
  const local = new Date(instant.getTime() + 7 * UNIT_MS.h).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}
