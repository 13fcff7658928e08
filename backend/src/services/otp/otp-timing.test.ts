import {
  attemptsLeft,
  hourlyCapWaitMinutes,
  hourlyWindowStart,
  isOtpExpired,
  otpExpiresAt,
  otpLifetimeMinutes,
  resendWaitSeconds,
  VERIFICATION_TTL_SECONDS,
  verificationExpiresAt,
} from './otp-timing';

const at = (iso: string) => new Date(iso);
const sentAt = at('2026-11-16T10:00:00+07:00');

describe('OTP timing', () => {
  it('a 300-second code works until one second before 5 minutes, and is refused from then on', () => {
    const expiresAt = otpExpiresAt(sentAt, 300);
    expect(expiresAt).toEqual(at('2026-11-16T10:05:00+07:00'));
    expect(isOtpExpired(expiresAt, at('2026-11-16T10:04:59+07:00'))).toBe(false);
    expect(isOtpExpired(expiresAt, at('2026-11-16T10:05:00+07:00'))).toBe(true);
    expect(isOtpExpired(expiresAt, at('2026-11-16T10:05:01+07:00'))).toBe(true);
  });

  it('states the lifetime in whole minutes, rounded up', () => {
    expect(otpLifetimeMinutes(300)).toBe(5);
    expect(otpLifetimeMinutes(301)).toBe(6);
    expect(otpLifetimeMinutes(60)).toBe(1);
  });

  it('counts the codes of the last hour towards the cap', () => {
    expect(hourlyWindowStart(at('2026-11-16T10:00:00+07:00'))).toEqual(at('2026-11-16T09:00:00+07:00'));
  });

  it('makes a resend wait out the cooldown, in seconds rounded up', () => {
    expect(resendWaitSeconds(undefined, sentAt, 60)).toBe(0);
    expect(resendWaitSeconds(sentAt, at('2026-11-16T10:00:00+07:00'), 60)).toBe(60);
    expect(resendWaitSeconds(sentAt, at('2026-11-16T10:00:58.500+07:00'), 60)).toBe(2);
    expect(resendWaitSeconds(sentAt, at('2026-11-16T10:00:59+07:00'), 60)).toBe(1);
    expect(resendWaitSeconds(sentAt, at('2026-11-16T10:01:00+07:00'), 60)).toBe(0);
    expect(resendWaitSeconds(sentAt, at('2026-11-16T10:01:01+07:00'), 60)).toBe(0);
  });

  it('tells a capped contact the minutes until the oldest code of the hour leaves, at least 1', () => {
    expect(hourlyCapWaitMinutes(sentAt, at('2026-11-16T10:00:00+07:00'))).toBe(60);
    expect(hourlyCapWaitMinutes(sentAt, at('2026-11-16T10:30:30+07:00'))).toBe(30);
    expect(hourlyCapWaitMinutes(sentAt, at('2026-11-16T10:59:59+07:00'))).toBe(1);
    expect(hourlyCapWaitMinutes(sentAt, at('2026-11-16T11:00:00+07:00'))).toBe(1);
  });

  it('keeps a verified contact usable for 1,800 seconds, 30 minutes', () => {
    expect(VERIFICATION_TTL_SECONDS).toBe(1800);
    expect(verificationExpiresAt(sentAt)).toEqual(at('2026-11-16T10:30:00+07:00'));
  });

  it('counts down the wrong tries, never below none', () => {
    expect(attemptsLeft(1, 3)).toBe(2);
    expect(attemptsLeft(2, 3)).toBe(1);
    expect(attemptsLeft(3, 3)).toBe(0);
    expect(attemptsLeft(4, 3)).toBe(0);
  });
});
