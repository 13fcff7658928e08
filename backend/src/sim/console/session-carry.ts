import { bearerToken, type TSessionManager } from '../../platform/auth/sessions';
import type { Clock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';

/** A scenario's session is opened again once the clock has moved on by more than this (any clock move does). */
const REOPEN_AFTER_MS = 60_000;

/**
 * Carries a staff caller's session across a console action that moves the clock. A move of more
 * than 30 simulated minutes leaves every session idle past the limit of requirements/constants.md#session-timeout, the trainer's own
 * included, although the trainer has not stopped working. When the call came with a staff token
 * that was valid before the action, a session is opened for the same staff member after it and its
 * token answered; a call without one (a caller on this machine needs none) gets null.
 */
export function createSessionCarry({ db, sessions, clock }: { db: TDatabase; sessions: TSessionManager; clock: Clock }) {
  async function staffIdOf(authorization: string | undefined): Promise<string | undefined> {
    const token = bearerToken(authorization);
    if (!token) return undefined;
    try {
      return (await sessions.authenticate({ db, token, subjectType: 'STAFF' })).subjectId;
    } catch (error) {
      if (error instanceof AppError) return undefined;
      throw error;
    }
  }

  return {
    async carried<T>(authorization: string | undefined, work: () => Promise<T>): Promise<{ result: T; staffToken: string | null }> {
      const staffId = await staffIdOf(authorization);
      const result = await work();
      const staffToken = staffId ? (await sessions.open({ db, subjectType: 'STAFF', subjectId: staffId })).token : null;
      return { result, staffToken };
    },

    /**
     * The Authorization a scenario's calls to the simulation controls carry: the caller's own,
     * and after each clock move a session opened anew, since the move may have ended the last.
     */
    async authorizationFor(authorization: string | undefined): Promise<() => Promise<string | undefined>> {
      const staffId = await staffIdOf(authorization);
      if (!staffId) return async () => authorization;
      let current = { header: authorization, openedAt: clock.now().getTime() };
      return async () => {
        if (clock.now().getTime() - current.openedAt > REOPEN_AFTER_MS) {
          const { token } = await sessions.open({ db, subjectType: 'STAFF', subjectId: staffId });
          current = { header: `Bearer ${token}`, openedAt: clock.now().getTime() };
        }
        return current.header;
      };
    },
  };
}
