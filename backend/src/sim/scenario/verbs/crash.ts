import { Client } from 'pg';
import type { TJobRun } from '@mflow/contracts/jobs/job-run.contract';
import type { TApiClient } from '../api-client';
import type { TStepContext } from './step-context';

const POLL_MS = 20;

/** `crash`: arms the next clock move; the move itself is carried out by crashDuringMove. */
export function runCrash(context: TStepContext): void {
  context.armCrash();
}

type TCrashOptions = {
  databaseUrl: string;
  /** The backend process to kill, which carries out the move. */
  api: TApiClient;
  /** The backend that carries on after the kill. */
  survivor: TApiClient;
  to: Date;
  kill(): Promise<void>;
};

type TKilled = { job: string; scheduledFor: string };
type TMoved = { answer: { runs: TJobRun[] } } | { error: unknown };
type TCrashOutcome = { killed: TKilled | undefined; runs: TJobRun[] };

/** Holds the invoice table against writes, moves the clock, and kills the backend once a job run waits on the hold. */
async function killWhenBlocked({
  databaseUrl,
  api,
  to,
  kill,
}: Omit<TCrashOptions, 'survivor'>): Promise<{ killed: TKilled } | { moved: TMoved }> {
  const blocker = new Client({ connectionString: databaseUrl });
  await blocker.connect();
  try {
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE invoice IN EXCLUSIVE MODE');
    let moved: TMoved | undefined;
    // The kill makes the move fail; a move that ends before anything waited is the step's own outcome.
    void api.call<{ runs: TJobRun[] }>('PUT', '/simservice/api/v1/clock', { body: { now: to.toISOString() } }).then(
      (answer) => (moved = { answer }),
      (error: unknown) => (moved = { error }),
    );
    for (;;) {
      // pg_locks, not pg_stat_activity: the latter is a snapshot taken once per transaction, blind to connections opened since.
      const waiting = await blocker.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM pg_locks WHERE NOT granted AND pg_backend_pid() = ANY(pg_blocking_pids(pid))',
      );
      if ((waiting.rows[0]?.count ?? 0) > 0) break;
      if (moved) return { moved };
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const running = await blocker.query<{ job: string; scheduled_for: Date }>(
      "SELECT job, scheduled_for FROM job_run WHERE status = 'RUNNING' ORDER BY scheduled_for LIMIT 1",
    );
    const [run] = running.rows;
    await kill();
    return {
      killed: run ? { job: run.job, scheduledFor: run.scheduled_for.toISOString() } : { job: 'a job', scheduledFor: to.toISOString() },
    };
  } finally {
    await blocker.query('ROLLBACK');
    await blocker.end();
  }
}

/**
 * Moves the clock through a backend process that is killed (SIGKILL) in the middle of its first
 * job run that writes invoices; the surviving backend, another instance on the same database,
 * then moves the clock on a second, which runs what is due, the killed run included. As in
 * cut-crash.test.ts, timing is not guessed: a transaction holds the invoice table against writes,
 * so the job run is certainly under way, waiting, when its process dies; the wait shows in
 * pg_locks.
 */
export async function crashDuringMove(options: TCrashOptions): Promise<TCrashOutcome> {
  const outcome = await killWhenBlocked(options);
  if ('moved' in outcome) {
    if ('error' in outcome.moved) throw outcome.moved.error;
    return { killed: undefined, runs: outcome.moved.answer.runs };
  }
  const { survivor } = options;
  // The killed process had moved the clock before it ran the jobs, and simulated time has gone on since: a second past now.
  const now = new Date((await survivor.call<{ now: string }>('GET', '/simservice/api/v1/clock')).now);
  const moved = await survivor.call<{ runs: TJobRun[] }>('PUT', '/simservice/api/v1/clock', {
    body: { now: new Date(now.getTime() + 1000).toISOString() },
  });
  return { killed: outcome.killed, runs: moved.runs };
}
