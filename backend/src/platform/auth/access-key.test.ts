import jwt from 'jsonwebtoken';
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

  it('refuses a key whose claims were changed after signing, or that claims no signature', () => {
    const clock = createFixedClock(new Date('2026-11-16T00:00:00+07:00'));
    const issuer = createAccessKeyIssuer({ secret, ttlSeconds: 240, clock });
    const [header, payload, signature] = issuer.issue().accessKey.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as { exp: number };
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString('base64url');
    expect(codeOf(() => issuer.verify(`${header}.${longer}.${signature}`))).toBe('ERR_AUTH_0002');
    const unsigned = jwt.sign({ aud: 'mflow-accesskey' }, '', { algorithm: 'none' });
    expect(codeOf(() => issuer.verify(unsigned))).toBe('ERR_AUTH_0002');
  });

  it('accepts a key signed with the secret as a plain string, so keys issued before a restart stay valid', () => {
    const clock = createFixedClock(new Date('2026-11-16T00:00:00+07:00'));
    const issuer = createAccessKeyIssuer({ secret, ttlSeconds: 240, clock });
    const nowSeconds = Math.floor(clock.now().getTime() / 1000);
    const earlier = jwt.sign({ iat: nowSeconds }, secret, { algorithm: 'HS256', audience: 'mflow-accesskey', expiresIn: 240 });
    expect(codeOf(() => issuer.verify(earlier))).toBeUndefined();
  });

  it('checks a key of up to 1,024 characters, and refuses a longer one unread', () => {
    const clock = createFixedClock(new Date('2026-11-16T00:00:00+07:00'));
    const issuer = createAccessKeyIssuer({ secret, ttlSeconds: 240, clock });
    const nowSeconds = Math.floor(clock.now().getTime() / 1000);
    const keyOfLength = (length: number) => {
      for (let pad = 0; pad < length; pad += 1) {
        const key = jwt.sign({ iat: nowSeconds, pad: 'x'.repeat(pad) }, secret, {
          algorithm: 'HS256',
          audience: 'mflow-accesskey',
          expiresIn: 240,
        });
        if (key.length === length) return key;
      }
      throw new Error(`no key of ${length} characters`);
    };
    expect(codeOf(() => issuer.verify(keyOfLength(1024)))).toBeUndefined();
    expect(codeOf(() => issuer.verify(keyOfLength(1025)))).toBe('ERR_AUTH_0002');
  });

  it('issues keys for the lifetime it was given, in seconds', () => {
    const clock = createFixedClock(new Date('2026-11-16T00:00:00+07:00'));
    const { accessKey, expiresIn } = createAccessKeyIssuer({ secret, ttlSeconds: 240, clock }).issue();
    expect(expiresIn).toBe(240);
    const claims = jwt.decode(accessKey) as { iat: number; exp: number; aud: string };
    expect(claims).toMatchObject({ iat: 1_794_762_000, exp: 1_794_762_240, aud: 'mflow-accesskey' });
  });
});
