import { returnPathOf } from './return-path';

describe('returnPathOf', () => {
  it('goes back to the portal page that asked for sign-in', () => {
    expect(returnPathOf({ from: '/account' })).toBe('/account');
  });

  it('goes home for anything else, other sites included', () => {
    expect(returnPathOf(undefined)).toBe('/');
    expect(returnPathOf({ from: '//evil.example' })).toBe('/');
    expect(returnPathOf({ from: 'https://evil.example' })).toBe('/');
  });
});
