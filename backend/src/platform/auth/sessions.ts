import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import type { Clock } from '../clock';
import type { TQueryable } from '../db/database';
import { perHandle } from '../db/per-handle';
import { AppError } from '../errors/app-error';
import { createSessionLookup, type TSessionState } from './session-lookup';
import { epochSeconds, isSessionOver, isTouchDue, sessionExpiresAt, tokenLifetimeSeconds } from './session-timing';
import { authSessions } from './session.schema';
import { signingKey } from './signing-key';
import { createVerifiedTokens } from './verified-tokens';

export type TSubjectType = 'CUSTOMER' | 'STAFF';

export type TSessionPrincipal = { subjectType: TSubjectType; subjectId: string; sessionId: string };

const AUDIENCE: Record<TSubjectType, string> = { CUSTOMER: 'mflow-customer', STAFF: 'mflow-staff' };

export { SESSION_IDLE_MS, sessionIdleSeconds } from './session-timing';

export type TSessionManager = {
  open(options: {
    db: TQueryable;
    subjectType: TSubjectType;
    subjectId: string;
  }): Promise<{ token: string; sessionId: string; expiresAt: Date }>;
  authenticate(options: { db: TQueryable; token: string | undefined; subjectType: TSubjectType }): Promise<TSessionPrincipal>;
  revoke(options: { db: TQueryable; sessionId: string; reason: string }): Promise<void>;
  /** Ends every session of the subject, or every one but the caller's own (`exceptSessionId`, a password change). */
  revokeAllFor(options: {
    db: TQueryable;
    subjectType: TSubjectType;
    subjectId: string;
    reason: string;
    exceptSessionId?: string;
  }): Promise<void>;
};

const sessionLookupOf = perHandle(createSessionLookup);

function lookUpSession(db: TQueryable, sessionId: string): Promise<TSessionState | undefined> {
  return sessionLookupOf(db)(sessionId);
}

export function createSessionManager({ secret, clock }: { secret: string; clock: Clock }): TSessionManager {
  const key = signingKey(secret);
  const verified = { CUSTOMER: createVerifiedTokens<jwt.JwtPayload>(), STAFF: createVerifiedTokens<jwt.JwtPayload>() };
  const verify = (token: string, subjectType: TSubjectType): jwt.JwtPayload => {
    const nowSeconds = epochSeconds(clock.now());
    const known = verified[subjectType].get(token, nowSeconds);
    if (known) return known;
    try {
      const claims = jwt.verify(token, key, {
        algorithms: ['HS256'],
        audience: AUDIENCE[subjectType],
        clockTimestamp: nowSeconds,
      }) as jwt.JwtPayload;
      if (claims.exp !== undefined) verified[subjectType].remember(token, claims, claims.exp);
      return claims;
    } catch (error) {
      if (error instanceof jwt.TokenExpiredError) throw new AppError('ERR_AUTH_0015');
      throw new AppError('ERR_AUTH_0005');
    }
  };
  return {
    async open({ db, subjectType, subjectId }) {
      const now = clock.now();
      const sessionId = randomUUID();
      const expiresAt = sessionExpiresAt(now);
      await db.insert(authSessions).values({ id: sessionId, subjectType, subjectId, createdAt: now, lastSeenAt: now, expiresAt });
      const token = jwt.sign({ sid: sessionId, iat: epochSeconds(now) }, key, {
        algorithm: 'HS256',
        audience: AUDIENCE[subjectType],
        subject: subjectId,
        expiresIn: tokenLifetimeSeconds(),
      });
      return { token, sessionId, expiresAt };
    },

    async authenticate({ db, token, subjectType }) {
      if (!token) throw new AppError('ERR_AUTH_0004');
      const claims = verify(token, subjectType);
      const sessionId = typeof claims.sid === 'string' ? claims.sid : '';
      const session = await lookUpSession(db, sessionId);
      if (!session || session.subjectId !== claims.sub || session.subjectType !== subjectType) throw new AppError('ERR_AUTH_0005');
      const now = clock.now();
      if (session.revokedAt) throw new AppError('ERR_AUTH_0015');
      if (isSessionOver(session, now)) {
        await db
          .update(authSessions)
          .set({ revokedAt: now, revokedReason: 'EXPIRED' })
          .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
        throw new AppError('ERR_AUTH_0015');
      }
      if (isTouchDue(session.lastSeenAt, now)) {
        await db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.id, sessionId));
      }
      return { subjectType, subjectId: session.subjectId, sessionId };
    },

    async revoke({ db, sessionId, reason }) {
      await db
        .update(authSessions)
        .set({ revokedAt: clock.now(), revokedReason: reason })
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
    },

    async revokeAllFor({ db, subjectType, subjectId, reason, exceptSessionId }) {
      await db
        .update(authSessions)
        .set({ revokedAt: clock.now(), revokedReason: reason })
        .where(
          and(
            eq(authSessions.subjectType, subjectType),
            eq(authSessions.subjectId, subjectId),
            isNull(authSessions.revokedAt),
            exceptSessionId === undefined ? undefined : ne(authSessions.id, exceptSessionId),
          ),
        );
    },
  };
}

/** Reads `Authorization: Bearer <token>`; anything else counts as no token. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header ?? '');
  return match?.[1];
}
