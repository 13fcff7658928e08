import { identityOf } from './openid-clients';

const base = { iss: 'https://idp.example', aud: 'portal', iat: 0, exp: 0, sub: 'user-1' };

describe("the identity in a provider's ID token", () => {
  it('takes the given and family names, or splits the full name when they are missing', () => {
    expect(identityOf({ ...base, given_name: 'มาลี', family_name: 'ศรีสุข', email: 'm@example.com', email_verified: true })).toEqual({
      subject: 'user-1',
      givenName: 'มาลี',
      familyName: 'ศรีสุข',
      email: 'm@example.com',
      emailVerified: true,
    });
    expect(identityOf({ ...base, name: 'Malee  Sri Suk' })).toMatchObject({
      givenName: 'Malee',
      familyName: 'Sri Suk',
      email: undefined,
      emailVerified: false,
    });
  });

  it('counts only a boolean true as a verified e-mail', () => {
    expect(identityOf({ ...base, email: 'm@example.com', email_verified: 'true' }).emailVerified).toBe(false);
  });
});
