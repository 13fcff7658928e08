/**
 * The OTP's clock rules as pure functions of the injected clock's instants, so each is tested at
 * its boundary without a database (otp-timing.test.ts); otp.service.ts applies them.
 */

/** How long a verified contact stays usable for the step that asked for it: 30 minutes. */
export const VERIFICATION_TTL_SECONDS = 1800;

const HOUR_MS = 3_600_000;

/** A code sent at `sentAt` is refused from this instant on. */
export function otpExpiresAt(sentAt: Date, ttlSeconds: number): Date {
  return new Date(sentAt.getTime() + ttlSeconds * 1000);
}

export function isOtpExpired(expiresAt: Date, now: Date): boolean {
  return now >= expiresAt;
}

/** The lifetime the message states, in whole minutes rounded up. */
export function otpLifetimeMinutes(ttlSeconds: number): number {
  return Math.ceil(ttlSeconds / 60);
}

/** Codes sent after this instant count towards the hourly cap. */
export function hourlyWindowStart(now: Date): Date {
  return new Date(now.getTime() - HOUR_MS);
}

/** Seconds, rounded up, until another code may be sent after the latest one; 0 when it may be sent now. */
export function resendWaitSeconds(latestSentAt: Date | undefined, now: Date, cooldownSeconds: number): number {
  if (!latestSentAt) return 0;
  const waitMs = latestSentAt.getTime() + cooldownSeconds * 1000 - now.getTime();
  // Stryker disable next-line EqualityOperator: at exactly 0 both branches answer 0
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/** Minutes, rounded up and at least 1, until the oldest code of the hour leaves the window. */
export function hourlyCapWaitMinutes(oldestInWindowSentAt: Date, now: Date): number {
  const waitMs = oldestInWindowSentAt.getTime() + HOUR_MS - now.getTime();
  return Math.max(1, Math.ceil(waitMs / 60_000));
}

/** A verification token issued at `verifiedAt` is spent or void from this instant on. */
export function verificationExpiresAt(verifiedAt: Date): Date {
  return new Date(verifiedAt.getTime() + VERIFICATION_TTL_SECONDS * 1000);
}

/** Wrong tries left after `attempts` of `maxAttempts`; none left locks the code. */
export function attemptsLeft(attempts: number, maxAttempts: number): number {
  return Math.max(0, maxAttempts - attempts);
}
