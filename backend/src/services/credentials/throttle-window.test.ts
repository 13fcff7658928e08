import { failureWindowStart, isLocked, lockEndsAt, lockMinutesLeft } from './throttle-window';

const at = (iso: string) => new Date(iso);
const now = at('2026-11-16T10:00:00+07:00');

describe('sign-in throttle timing', () => {
  it('counts the failures of the last 15 minutes in a 15-minute window', () => {
    expect(failureWindowStart(now, 15)).toEqual(at('2026-11-16T09:45:00+07:00'));
  });

  it('locks for 30 minutes from the failure that reaches the limit', () => {
    expect(lockEndsAt(now, 30)).toEqual(at('2026-11-16T10:30:00+07:00'));
  });

  it('holds a lock until one second before its end, and lifts it at its end', () => {
    const lockedUntil = at('2026-11-16T10:30:00+07:00');
    expect(isLocked(lockedUntil, at('2026-11-16T10:29:59+07:00'))).toBe(true);
    expect(isLocked(lockedUntil, at('2026-11-16T10:30:00+07:00'))).toBe(false);
    expect(isLocked(lockedUntil, at('2026-11-16T10:30:01+07:00'))).toBe(false);
    expect(isLocked(null, now)).toBe(false);
    expect(isLocked(undefined, now)).toBe(false);
  });

  it('states the minutes left rounded up, and 1 in the last minute', () => {
    const lockedUntil = at('2026-11-16T10:30:00+07:00');
    expect(lockMinutesLeft(lockedUntil, now)).toBe(30);
    expect(lockMinutesLeft(lockedUntil, at('2026-11-16T10:00:01+07:00'))).toBe(30);
    expect(lockMinutesLeft(lockedUntil, at('2026-11-16T10:01:00+07:00'))).toBe(29);
    expect(lockMinutesLeft(lockedUntil, at('2026-11-16T10:29:59+07:00'))).toBe(1);
    expect(lockMinutesLeft(lockedUntil, at('2026-11-16T10:30:00+07:00'))).toBe(1);
  });
});
