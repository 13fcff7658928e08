import { eq, sql } from 'drizzle-orm';
import type { TConfig } from '../../platform/app-config';
import type { Clock } from '../../platform/clock';
import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { loginThrottles } from './credentials.schema';
import { failureWindowStart, isLocked, lockEndsAt, lockMinutesLeft } from './throttle-window';

export type TThrottleSettings = { maxFailures: number; windowMinutes: number; lockMinutes: number };

export function throttleSettings(config: TConfig): TThrottleSettings {
  return { maxFailures: config.loginMaxFailures, windowMinutes: config.loginFailureWindowMinutes, lockMinutes: config.loginLockMinutes };
}

/** The error that says "locked", with the minutes left: sign-in and passcode checks word it differently. */
export type TLockedError = 'ERR_AUTH_0021' | 'ERR_CUST_0046';

type TThrottleOptions = { db: TQueryable; clock: Clock; key: string };

function minutesLeft(lockedUntil: Date, now: Date): string {
  return String(lockMinutesLeft(lockedUntil, now));
}

/** Throws the locked error while a lock on the key runs; nothing is checked or counted meanwhile. */
export async function assertNotLocked({ db, clock, key, lockedError }: TThrottleOptions & { lockedError: TLockedError }): Promise<void> {
  const [row] = await db.select({ lockedUntil: loginThrottles.lockedUntil }).from(loginThrottles).where(eq(loginThrottles.key, key));
  const now = clock.now();
  const lockedUntil = row?.lockedUntil;
  if (isLocked(lockedUntil, now)) throw new AppError(lockedError, { minutes: minutesLeft(lockedUntil, now) });
}

/**
 * Counts one failure, atomically so that parallel guesses cannot slip past the limit. Failures
 * older than the window, or from before a lock that has run out, no longer count. Throws the
 * locked error when this failure reaches the limit, and otherwise the given failure.
 */
export async function recordFailure(
  options: TThrottleOptions & { settings: TThrottleSettings; lockedError: TLockedError; failure: AppError },
): Promise<never> {
  const { db, clock, key, settings, lockedError, failure } = options;
  const now = clock.now();
  const windowStart = failureWindowStart(now, settings.windowMinutes);
  const lockEnd = lockEndsAt(now, settings.lockMinutes);
  const restart = sql`(${loginThrottles.windowStartedAt} <= ${windowStart} or ${loginThrottles.lockedUntil} <= ${now})`;
  const failures = sql`case when ${restart} then 1 else ${loginThrottles.failures} + 1 end`;
  const [row] = await db
    .insert(loginThrottles)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: settings.maxFailures <= 1 ? lockEnd : null })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${restart} then ${now} else ${loginThrottles.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${settings.maxFailures} then ${lockEnd}::timestamptz else null end`,
      },
    })
    .returning({ lockedUntil: loginThrottles.lockedUntil });
  if (row?.lockedUntil) throw new AppError(lockedError, { minutes: minutesLeft(row.lockedUntil, now) });
  throw failure;
}

/** A right password forgets the earlier failures. */
export async function clearFailures({ db, key }: { db: TQueryable; key: string }): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}

/** Throttle keys: per account when one matches, per typed identifier when none does, and apart for passcodes. */
export const throttleKeys = {
  customer: (customerId: string) => `CUSTOMER:${customerId}`,
  unknownCustomer: (identifier: string) => `CUSTOMER?:${identifier}`,
  staff: (staffId: string) => `STAFF:${staffId}`,
  unknownStaff: (email: string) => `STAFF?:${email}`,
  pin: (customerId: string) => `PIN:${customerId}`,
};
