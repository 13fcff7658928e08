import { createVerifiedTokens } from './verified-tokens';

describe('verified tokens', () => {
  it('knows a token until its expiry second, as jsonwebtoken counts it', () => {
    const verified = createVerifiedTokens<string>();
    verified.remember('token', 'claims', 1000);
    expect(verified.get('token', 999)).toBe('claims');
    expect(verified.get('token', 1000)).toBeUndefined();
    expect(verified.get('token', 999)).toBeUndefined();
  });

  it('knows only the exact token it was given', () => {
    const verified = createVerifiedTokens<string>();
    verified.remember('token', 'claims', 1000);
    expect(verified.get('token ', 0)).toBeUndefined();
    expect(verified.get('tokem', 0)).toBeUndefined();
  });

  it('stays bounded, starting over when full', () => {
    const verified = createVerifiedTokens<number>();
    for (let i = 0; i <= 10_000; i += 1) verified.remember(`token-${i}`, i, 1000);
    expect(verified.get('token-0', 0)).toBeUndefined();
    expect(verified.get('token-10000', 0)).toBe(10_000);
  });
});
