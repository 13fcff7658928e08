import { createFixedClock } from '../clock';
import { AppError } from '../errors/app-error';
import { createAccessKeyIssuer } from './access-key';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';

function codeOf(fn: () => void): string | undefined {
  try {
    fn();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.items[0]?.code : 'not an AppError';
  }
}

describe('access keys', () => {
  it('accepts a key until its lifetime, read from the injected clock, runs out', () => {
    const clock = createFixedClock(new Date('2026-11-16T00:00:00+07:00'));
    const issuer = createAccessKeyIssuer({ secret, ttlSeconds: 240, clock });
    const { accessKey, expiresIn } = issuer.issue();
    expect(expiresIn).toBeLessThan(300);
    clock.advance(239_000);
    expect(codeOf(() => issuer.verify(accessKey))).toBeUndefined();
    clock.advance(2_000);
    expect(codeOf(() => issuer.verify(accessKey))).toBe('ERR_AUTH_0003');
  });

  it('tells a missing key from a malformed or forged one', () => {
    const clock = createFixedClock(new Date('2026-11-16T00:00:00+07:00'));
    const issuer = createAccessKeyIssuer({ secret, ttlSeconds: 240, clock });
    const forger = createAccessKeyIssuer({ secret: `${secret}-other`, ttlSeconds: 240, clock });
    expect(codeOf(() => issuer.verify(undefined))).toBe('ERR_AUTH_0001');
    expect(codeOf(() => issuer.verify('not-a-key'))).toBe('ERR_AUTH_0002');
    expect(codeOf(() => issuer.verify(forger.issue().accessKey))).toBe('ERR_AUTH_0002');
    expect(codeOf(() => issuer.verify('x'.repeat(5000)))).toBe('ERR_AUTH_0002');
  });
});
