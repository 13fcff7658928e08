/**
 * The sign-in and passcode throttle's clock rules as pure functions of the injected clock's
 * instants, so each is tested at its boundary without a database (throttle-window.test.ts);
 * login-throttle.ts applies them in its statements.
 */

/** Failures at or before this instant fall out of the window and no longer count. */
export function failureWindowStart(now: Date, windowMinutes: number): Date {
  return new Date(now.getTime() - windowMinutes * 60_000);
}

/** A lock that starts now ends at this instant. */
export function lockEndsAt(now: Date, lockMinutes: number): Date {
  return new Date(now.getTime() + lockMinutes * 60_000);
}

/** Whether a lock ending at `lockedUntil` still holds at `now`. */
export function isLocked(lockedUntil: Date | null | undefined, now: Date): lockedUntil is Date {
  // Stryker disable next-line ConditionalExpression: null and undefined compare as not later than now anyway; the check is for the type
  return lockedUntil != null && lockedUntil > now;
}

/** The minutes the locked message states: rounded up, and never 0 while the lock holds. */
export function lockMinutesLeft(lockedUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
}
