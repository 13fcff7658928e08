import { isUsable, unlinkedIdentityOutcome } from './social-sign-in.rules';

describe('single-use records', () => {
  const createdAt = new Date('2026-11-16T09:00:00+07:00');
  const expiresAt = new Date(createdAt.getTime() + 10 * 60_000);

  it('are usable until the 10th minute, not at it', () => {
    expect(isUsable({ usedAt: null, expiresAt }, new Date(createdAt.getTime() + 10 * 60_000 - 1))).toBe(true);
    expect(isUsable({ usedAt: null, expiresAt }, new Date(createdAt.getTime() + 10 * 60_000))).toBe(false);
  });

  it('are not usable once used, however early', () => {
    expect(isUsable({ usedAt: createdAt, expiresAt }, createdAt)).toBe(false);
  });
});

describe('an identity not linked yet', () => {
  const identity = { subject: 's', givenName: 'A', familyName: 'B', email: 'a@example.com', emailVerified: true };

  it('is offered to the member with its verified e-mail, or sent to registration', () => {
    expect(unlinkedIdentityOutcome(identity, true)).toBe('OFFER_LINK');
    expect(unlinkedIdentityOutcome(identity, false)).toBe('REGISTER');
  });

  it('goes nowhere on an e-mail the provider has not verified, or without one', () => {
    expect(unlinkedIdentityOutcome({ ...identity, emailVerified: false }, true)).toBe('EMAIL_NOT_VERIFIED');
    expect(unlinkedIdentityOutcome({ ...identity, emailVerified: false }, false)).toBe('EMAIL_NOT_VERIFIED');
    expect(unlinkedIdentityOutcome({ ...identity, email: undefined }, false)).toBe('NO_EMAIL');
  });
});
