import { sql } from 'drizzle-orm';
import type { TQueryable } from '../db/database';
import { authSessions } from './session.schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function prepareLookup(db: TQueryable) {
  const { id, subjectType, subjectId, lastSeenAt, expiresAt, revokedAt } = authSessions;
  return db
    .select({ id, subjectType, subjectId, lastSeenAt, expiresAt, revokedAt })
    .from(authSessions)
    .where(sql`${authSessions.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('auth_sessions_by_id');
}

export type TSessionState = Pick<typeof authSessions.$inferSelect, 'id' | 'subjectType' | 'subjectId' | 'lastSeenAt' | 'expiresAt' | 'revokedAt'>;

type TWaiter = { resolve(session: TSessionState | undefined): void; reject(error: unknown): void };

/**
 * Reads the session of every signed-in call from the database, never from memory, so a logout
 * or a closed account ends the session at once on every instance. To keep that cheap, lookups
 * that arrive in the same turn of the event loop go out as one prepared query: a busy instance
 * makes one round trip for many calls instead of one each, and an idle one still one per call.
 * Every lookup is sent after its call arrived, so it sees every logout committed before that.
 */
export function createSessionLookup(db: TQueryable): (sessionId: string) => Promise<TSessionState | undefined> {
  const prepared = prepareLookup(db);
  let waiting = new Map<string, TWaiter[]>();

  function flush(): void {
    const batch = waiting;
    waiting = new Map();
    prepared.execute({ ids: [...batch.keys()] }).then(
      (rows) => {
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const [id, waiters] of batch) for (const waiter of waiters) waiter.resolve(byId.get(id));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  }

  return (sessionId) => {
    const id = sessionId.toLowerCase();
    // Only ids this server issued reach here, but one malformed id must not fail a whole batch.
    if (!UUID.test(id)) return Promise.resolve(undefined);
    return new Promise((resolve, reject) => {
      if (waiting.size === 0) setImmediate(flush);
      const waiters = waiting.get(id);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(id, [{ resolve, reject }]);
    });
  };
}
