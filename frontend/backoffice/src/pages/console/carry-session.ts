import { staffSessions } from '../../app/browser';

/**
 * Keeps the back-office signed in across a console action that moved the clock: the server answers
 * a session opened after the move in place of the one the move idled out (null when it opened none).
 */
export function carrySession(staffToken: string | null): void {
  const session = staffSessions.current();
  if (session && staffToken) staffSessions.start({ ...session, token: staffToken });
}
