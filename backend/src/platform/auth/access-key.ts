import jwt from 'jsonwebtoken';
import { AppError } from '../errors/app-error';
import type { Clock } from '../clock';
import { signingKey } from './signing-key';
import { createVerifiedTokens } from './verified-tokens';

const AUDIENCE = 'mflow-accesskey';
const MAX_KEY_LENGTH = 1024;

export type TAccessKeyIssuer = {
  issue(): { accessKey: string; expiresIn: number };
  verify(key: string | undefined): void;
};

/**
 * Access keys are short-lived signed tokens rather than rows, so any backend instance can check a
 * key another instance issued, and nothing needs cleaning up when they expire.
 */
export function createAccessKeyIssuer(options: { secret: string; ttlSeconds: number; clock: Clock }): TAccessKeyIssuer {
  const { ttlSeconds, clock } = options;
  const key = signingKey(options.secret);
  const verified = createVerifiedTokens<true>();
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    issue() {
      const accessKey = jwt.sign({ iat: nowSeconds() }, key, {
        algorithm: 'HS256',
        audience: AUDIENCE,
        expiresIn: ttlSeconds,
      });
      return { accessKey, expiresIn: ttlSeconds };
    },
    verify(accessKey) {
      if (!accessKey) throw new AppError('ERR_AUTH_0001');
      if (accessKey.length > MAX_KEY_LENGTH) throw new AppError('ERR_AUTH_0002');
      const now = nowSeconds();
      // Stryker disable next-line ConditionalExpression: the memo only saves the signature check; jsonwebtoken answers the same
      if (verified.get(accessKey, now)) return;
      try {
        const { exp } = jwt.verify(accessKey, key, { algorithms: ['HS256'], audience: AUDIENCE, clockTimestamp: now }) as jwt.JwtPayload;
        // Stryker disable next-line ConditionalExpression,EqualityOperator,BooleanLiteral: remembering or not changes only how much work the next check takes
        if (exp !== undefined) verified.remember(accessKey, true, exp);
      } catch (error) {
        if (error instanceof jwt.TokenExpiredError) throw new AppError('ERR_AUTH_0003');
        throw new AppError('ERR_AUTH_0002');
      }
    },
  };
}
