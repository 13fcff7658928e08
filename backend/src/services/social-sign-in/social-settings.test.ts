import { loadConfig } from '../../config';

const PRODUCTION = {
  SIMULATION: 'false',
  SMTP_URL: 'smtp://mail.example.com',
  MAIL_FROM: 'M-Flow <no-reply@example.com>',
  SMS_GATEWAY_URL: 'https://sms.example.com',
};
const GOOGLE = {
  SOCIAL_GOOGLE_ISSUER: 'https://accounts.google.com',
  SOCIAL_GOOGLE_CLIENT_ID: 'portal',
  SOCIAL_GOOGLE_CLIENT_SECRET: 'secret',
};

describe('social provider settings', () => {
  it('offer the three simulated providers on this server in simulation mode, at the address the browser uses', () => {
    const config = loadConfig({ SIMULATION: 'true', PORT: '4100' });
    expect(config.socialProviders.map(({ provider, issuer, simulated }) => ({ provider, issuer, simulated }))).toEqual([
      { provider: 'google', issuer: 'http://localhost:4100/simidp/google', simulated: true },
      { provider: 'facebook', issuer: 'http://localhost:4100/simidp/facebook', simulated: true },
      { provider: 'apple', issuer: 'http://localhost:4100/simidp/apple', simulated: true },
    ]);
  });

  it('take a real provider from the environment, and offer only configured providers outside simulation', () => {
    expect(
      loadConfig({ SIMULATION: 'true', ...GOOGLE }).socialProviders.map((settings) => [settings.provider, settings.simulated]),
    ).toEqual([
      ['google', false],
      ['facebook', true],
      ['apple', true],
    ]);
    expect(loadConfig({ ...PRODUCTION, ...GOOGLE }).socialProviders).toEqual([
      { provider: 'google', issuer: 'https://accounts.google.com', clientId: 'portal', clientSecret: 'secret', simulated: false },
    ]);
  });

  it('refuse to start outside simulation with the simulated provider', () => {
    expect(() => loadConfig({ ...PRODUCTION, ...GOOGLE, SOCIAL_GOOGLE_ISSUER: 'https://portal.example.com/simidp/google' })).toThrow(
      /SOCIAL_GOOGLE_ISSUER: the simulated identity provider exists only when SIMULATION=true/,
    );
  });

  it('refuse half a provider rather than quietly offer nothing', () => {
    expect(() => loadConfig({ ...PRODUCTION, SOCIAL_APPLE_ISSUER: 'https://appleid.apple.com' })).toThrow(
      /SOCIAL_APPLE_CLIENT_ID: required/,
    );
  });
});
