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

describe('the cost of a password hash', () => {
  const live = {
    SIMULATION: 'false',
    SMTP_URL: 'smtp://mail.example.test',
    MAIL_FROM: 'M-Flow <no-reply@example.test>',
    SMS_GATEWAY_URL: 'https://sms.example.test',
  };

  it('is no less than bcrypt cost 10 outside simulation', () => {
    expect(() => loadConfig(live)).not.toThrow();
    expect(() => loadConfig({ ...live, PASSWORD_HASH_ROUNDS: '10' })).not.toThrow();
    expect(() => loadConfig({ ...live, PASSWORD_HASH_ROUNDS: '9' })).toThrow(/PASSWORD_HASH_ROUNDS: at least 10 when SIMULATION=false/);
  });

  it('may go down to bcrypt’s least, 4, in simulation, where the test runs use it', () => {
    expect(() => loadConfig({ PASSWORD_HASH_ROUNDS: '4' })).not.toThrow();
    expect(() => loadConfig({ PASSWORD_HASH_ROUNDS: '3' })).toThrow(/PASSWORD_HASH_ROUNDS/);
  });
});
