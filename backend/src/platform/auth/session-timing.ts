/**
 * When a signed-in session ends, as pure functions of the injected clock's instants, so each limit
 * is tested at its boundary without a database (session-timing.test.ts).
 */

/** requirements/constants.md#session-timeout: 30 minutes without a call ends the session. */
export const SESSION_IDLE_MS = 1_800_000;
/** However active, a token is signed for at most 8 hours; the customer then signs in again. */
const SESSION_MAX_MS = 28_800_000;
/** last_seen_at is written at most once a minute, so busy sessions do not write on every call. */
const TOUCH_INTERVAL_MS = 60_000;

/** The idle timeout in the seconds a sign-in answer's `expiresIn` states: 1800. */
export function sessionIdleSeconds(): number {
  return SESSION_IDLE_MS / 1000;
}

/** Whole seconds since the epoch, as JWT claims count time. */
export function epochSeconds(at: Date): number {
  return Math.floor(at.getTime() / 1000);
}

/** The hard end of a session opened at `openedAt`. */
export function sessionExpiresAt(openedAt: Date): Date {
  return new Date(openedAt.getTime() + SESSION_MAX_MS);
}

/** The signed token's lifetime, in the seconds jsonwebtoken's `expiresIn` takes. */
export function tokenLifetimeSeconds(): number {
  return Math.floor(SESSION_MAX_MS / 1000);
}

/** Over once idle for more than 30 minutes, or from its hard end on. */
export function isSessionOver(session: { lastSeenAt: Date; expiresAt: Date }, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_MS || now >= session.expiresAt;
}

/** Whether this call should record itself as the session's last activity. */
export function isTouchDue(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() > TOUCH_INTERVAL_MS;
}
