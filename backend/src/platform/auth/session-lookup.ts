import { isUuid } from '../db/uuid';
import { sql } from 'drizzle-orm';
import { batchPerTurn } from '../db/batch-per-turn';
import type { TQueryable } from '../db/database';
import { authSessions } from './session.schema';

function prepareLookup(db: TQueryable) {
  const { id, subjectType, subjectId, lastSeenAt, expiresAt, revokedAt } = authSessions;
  return db
    .select({ id, subjectType, subjectId, lastSeenAt, expiresAt, revokedAt })
    .from(authSessions)
    .where(sql`${authSessions.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('auth_sessions_by_id');
}

export type TSessionState = Pick<
  typeof authSessions.$inferSelect,
  'id' | 'subjectType' | 'subjectId' | 'lastSeenAt' | 'expiresAt' | 'revokedAt'
>;

/**
 * Reads the session of every signed-in call from the database, never from memory, so a logout
 * or a closed account ends the session at once on every instance. To keep that cheap, the lookups
 * of one turn of the event loop go out as one prepared query (batch-per-turn.ts).
 */
export function createSessionLookup(db: TQueryable): (sessionId: string) => Promise<TSessionState | undefined> {
  const prepared = prepareLookup(db);
  const lookUp = batchPerTurn(async (ids) => new Map((await prepared.execute({ ids })).map((row) => [row.id, row])));
  return (sessionId) => {
    const id = sessionId.toLowerCase();
    // Only ids this server issued reach here, but one malformed id must not fail a whole batch.
    return isUuid(id) ? lookUp(id) : Promise.resolve(undefined);
  };
}
