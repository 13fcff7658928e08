import { loadConfig } from './config';

describe('the rule numbers the configuration defaults to', () => {
  const config = loadConfig({});

  it('requirements/constants.md#access-key-cache: an access key lives 240 seconds, under the portal cache of 5 minutes, and never 300', () => {
    expect(config.accessKeyTtlSeconds).toBe(240);
    expect(loadConfig({ ACCESS_KEY_TTL_SECONDS: '299' }).accessKeyTtlSeconds).toBe(299);
    expect(() => loadConfig({ ACCESS_KEY_TTL_SECONDS: '300' })).toThrow(/ACCESS_KEY_TTL_SECONDS/);
  });

  it('an OTP lives 300 seconds, takes 5 tries, is resent after 60 seconds and 5 times an hour', () => {
    expect(config).toMatchObject({ otpTtlSeconds: 300, otpMaxAttempts: 5, otpResendCooldownSeconds: 60, otpHourlyLimit: 5 });
  });

  it('5 wrong passwords within 15 minutes lock sign-in for 15 minutes; a reset link lives 30 minutes', () => {
    expect(config).toMatchObject({ loginMaxFailures: 5, loginFailureWindowMinutes: 15, loginLockMinutes: 15, passwordResetTtlMinutes: 30 });
  });
});
