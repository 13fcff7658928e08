import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, lte, max, ne } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { schedule as scheduleTask, type ScheduledTask } from 'node-cron';
import type { Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import { ZJobNameSchema, type TJobRun, type TJobSummary } from '@mflow/contracts/jobs/job-run.contract';
import type { Clock } from '../clock';
import type { TDatabase } from '../db/database';
import { ADVISORY_LOCKS } from '../db/migrate';
import { foldSweeps, type TCatchUp } from './job-catch-up';
import { checkSchedule, scheduledInstants } from './job-schedule';
import { toJobRun } from './job-run.mapper';
import { jobRuns, jobStarts } from './jobs.schema';

export type TJobContext = {
  /** 1 on the first attempt; more when the run is started again after a crash or a failure. */
  attempt: number;
  /** Tagged with the job and the scheduled instant. */
  logger: Logger;
};

/**
 * A job: `schedule` is a cron expression read in Bangkok time; `run` does the work of one scheduled
 * instant, as of that instant (never as of the clock's now, which may be days later after a clock
 * move), and reports a short summary. Runs must be idempotent: a run whose instance stopped midway
 * is run again from the start.
 */
type TJobDefinition = {
  name: string;
  schedule: string;
  /** `each` unless said: `latest` marks a sweep, whose instants due in a row run as their last (job-catch-up.ts). */
  catchUp?: TCatchUp;
  run(scheduledFor: Date, context: TJobContext): Promise<TJobSummary>;
};

export type TJobRunner = {
  /** Adds a job; jobs due at the same instant run in the order they were registered. */
  register(job: TJobDefinition): void;
  /** The registered jobs' names, in registration order. */
  jobNames(): string[];
  /** Records when the runner first saw each registered job on this database (at the clock's now); call after the migrations. */
  open(): Promise<void>;
  /**
   * Runs, in time order, every run of every job that fell due up to `now` and is not DONE, each once
   * across all instances; answers once they have finished, with the runs performed here or, while
   * this call waited for them, by another instance.
   */
  runDueJobs(now: Date): Promise<TJobRun[]>;
  /** Calls runDueJobs with the clock's now every minute. */
  startTicking(): void;
  /** Stops ticking and waits for the run under way; runs still due are left for the next start. */
  close(): Promise<void>;
};

export type TJobRunnerOptions = {
  db: TDatabase;
  /** Each call holds one connection of its own for the advisory locks. */
  pool: Pool;
  clock: Clock;
  logger: Logger;
  /** Recorded on each run; host, process and a random part by default. */
  instance?: string;
};

type TPlannedRun = { job: TJobDefinition; name: string; catchUp: TCatchUp; order: number; scheduledFor: Date; started: boolean };

const ERROR_MAX_LENGTH = 2000;

/** The job's half of its advisory lock key. Two names sharing a key would only take turns, never run at once. */
function lockKeyOf(job: string): number {
  return createHash('sha256').update(job).digest().readInt32BE(0);
}

/** The error and what caused it: the database's own words sit in the cause of the ORM's "Failed query". */
function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? `\ncaused by: ${error.cause.message}` : '';
  return `${message.slice(0, ERROR_MAX_LENGTH - cause.length)}${cause}`.slice(-ERROR_MAX_LENGTH);
}

/**
 * The cluster-safe jobs runner (docs/decisions/0016-jobs-runner.md). node-cron only says "check
 * now"; PostgreSQL decides what runs: a job_run row per job and scheduled instant, written under a
 * session-level advisory lock per job, so however many instances check at once, each run happens
 * once, and a RUNNING row found with its lock free is a run whose instance died, started again.
 */
export function createJobRunner(options: TJobRunnerOptions): TJobRunner {
  const { db, pool, clock, logger } = options;
  const instance = options.instance ?? `${hostname()}/${process.pid}/${randomBytes(3).toString('hex')}`;
  const jobs: TJobDefinition[] = [];
  let ticker: ScheduledTask | undefined;
  let closing = false;
  // One call at a time per instance: a tick during a clock move would only wait on the same locks, holding a second connection meanwhile.
  let queue: Promise<unknown> = Promise.resolve();

  async function recordStarts(at: Date): Promise<void> {
    await db
      .insert(jobStarts)
      .values(jobs.map((job) => ({ job: job.name, firstSeenAt: at })))
      .onConflictDoNothing();
  }

  /**
   * Every run due up to `now` and not DONE when asked, oldest first, ties in registration order,
   * with each sweep's instants due in a row folded into their last (job-catch-up.ts).
   */
  async function plan(now: Date): Promise<TPlannedRun[]> {
    await recordStarts(now);
    const names = jobs.map((job) => job.name);
    const starts = await db.select().from(jobStarts).where(inArray(jobStarts.job, names));
    const lastDone = await db
      .select({ job: jobRuns.job, scheduledFor: max(jobRuns.scheduledFor) })
      .from(jobRuns)
      .where(and(inArray(jobRuns.job, names), eq(jobRuns.status, 'DONE')))
      .groupBy(jobRuns.job);
    const unfinished = await db
      .select({ job: jobRuns.job, scheduledFor: jobRuns.scheduledFor })
      .from(jobRuns)
      .where(and(inArray(jobRuns.job, names), ne(jobRuns.status, 'DONE'), lte(jobRuns.scheduledFor, now)));
    const planned = jobs.flatMap((job, order) => {
      const after = lastDone.find((row) => row.job === job.name)?.scheduledFor ?? starts.find((row) => row.job === job.name)?.firstSeenAt;
      const instants = new Map<number, { scheduledFor: Date; started: boolean }>();
      if (after)
        for (const instant of scheduledInstants({ schedule: job.schedule, seed: job.name, after, upTo: now }))
          instants.set(instant.getTime(), { scheduledFor: instant, started: false });
      // A run left RUNNING or FAILED stays due even if a changed schedule no longer names its instant.
      for (const row of unfinished)
        if (row.job === job.name) instants.set(row.scheduledFor.getTime(), { scheduledFor: row.scheduledFor, started: true });
      return [...instants.values()].map((instant) => ({ job, name: job.name, catchUp: job.catchUp ?? 'each', order, ...instant }));
    });
    return foldSweeps(planned.sort((a, b) => a.scheduledFor.getTime() - b.scheduledFor.getTime() || a.order - b.order));
  }

  /**
   * Takes the lock of `key` on the connection, letting go of the one it holds (`held`), in one round
   * trip: the held lock is released first, so the connection never waits while holding another.
   */
  async function switchLock(client: PoolClient, held: number | undefined, key: number): Promise<void> {
    if (held === key) return;
    if (held === undefined)
      await client.query({ name: 'job_lock', text: 'SELECT pg_advisory_lock($1, $2)', values: [ADVISORY_LOCKS.jobs, key] });
    else
      await client.query({
        name: 'job_lock_switch',
        text: 'SELECT pg_advisory_unlock($1, $2), pg_advisory_lock($1, $3)',
        values: [ADVISORY_LOCKS.jobs, held, key],
      });
  }

  /**
   * Marks the run RUNNING (a new row, or the row of an earlier attempt) unless it is DONE, in one
   * statement; answers the attempt and the row as it was before, or nothing for a DONE run.
   */
  async function startRun(
    client: PoolClient,
    job: string,
    scheduledFor: Date,
  ): Promise<{ attempt: number; previousStatus: string | null; previousInstance: string | null } | undefined> {
    const { rows } = await client.query<{ attempts: number | null; previous_status: string | null; previous_instance: string | null }>({
      name: 'job_run_start',
      text: `WITH previous AS (SELECT status, instance FROM job_run WHERE job = $1 AND scheduled_for = $2),
        started AS (
          INSERT INTO job_run (job, scheduled_for, status, started_at, finished_at, attempts, instance, summary, error)
          VALUES ($1, $2, 'RUNNING', $3, NULL, 1, $4, NULL, NULL)
          ON CONFLICT (job, scheduled_for) DO UPDATE SET status = 'RUNNING', started_at = excluded.started_at, finished_at = NULL,
            attempts = job_run.attempts + 1, instance = excluded.instance, summary = NULL, error = NULL
          WHERE job_run.status <> 'DONE'
          RETURNING attempts)
        SELECT started.attempts, previous.status AS previous_status, previous.instance AS previous_instance
        FROM (SELECT 1) AS one LEFT JOIN previous ON true LEFT JOIN started ON true`,
      values: [job, scheduledFor, clock.now(), instance],
    });
    const [row] = rows;
    if (!row || row.attempts === null) return undefined;
    return { attempt: row.attempts, previousStatus: row.previous_status, previousInstance: row.previous_instance };
  }

  /** One run, its job's lock held: DONE already (by another instance) is only reported; anything else is run. */
  async function runOnce(client: PoolClient, { job, scheduledFor }: TPlannedRun): Promise<TJobRun> {
    const locked = drizzle(client, { casing: 'snake_case' });
    const thisRun = and(eq(jobRuns.job, job.name), eq(jobRuns.scheduledFor, scheduledFor));
    const started = await startRun(client, job.name, scheduledFor);
    if (!started) {
      const [done] = await locked.select().from(jobRuns).where(thisRun);
      if (!done) throw new Error(`The job_run row of ${job.name} at ${scheduledFor.toISOString()} vanished`);
      return toJobRun(done);
    }
    const { attempt } = started;
    const runLogger = logger.child({ job: job.name, scheduledFor: scheduledFor.toISOString(), attempt });
    if (started.previousStatus === 'RUNNING')
      runLogger.warn({ previousInstance: started.previousInstance }, 'running again a job run whose instance stopped midway');
    let outcome: Pick<typeof jobRuns.$inferInsert, 'status' | 'summary' | 'error'>;
    try {
      outcome = { status: 'DONE', summary: await job.run(scheduledFor, { attempt, logger: runLogger }), error: null };
    } catch (error) {
      runLogger.error({ err: error }, 'job run failed');
      outcome = { status: 'FAILED', summary: null, error: messageOf(error) };
    }
    const [finished] = await locked
      .update(jobRuns)
      .set({ ...outcome, finishedAt: clock.now() })
      .where(thisRun)
      .returning();
    if (!finished) throw new Error(`The job_run row of ${job.name} at ${scheduledFor.toISOString()} vanished during its run`);
    return toJobRun(finished);
  }

  async function runDue(now: Date): Promise<TJobRun[]> {
    if (jobs.length === 0) return [];
    const planned = await plan(now);
    if (planned.length === 0) return [];
    const performed: TJobRun[] = [];
    // A job's runs happen in order: once one fails, its later runs wait for the next call, while other jobs go on.
    const blocked = new Set<string>();
    const client = await pool.connect();
    let broken: Error | undefined;
    // The job lock this connection holds: kept from one run to the next of the same job, switched otherwise.
    let held: number | undefined;
    try {
      for (const run of planned) {
        if (closing) break;
        if (blocked.has(run.job.name)) continue;
        const key = lockKeyOf(run.job.name);
        // Waits while another instance runs the same job: the answer then reports that run once it is over.
        await switchLock(client, held, key);
        held = key;
        const result = await runOnce(client, run);
        performed.push(result);
        if (result.status !== 'DONE') blocked.add(run.job.name);
      }
      if (held !== undefined)
        await client.query({ name: 'job_unlock', text: 'SELECT pg_advisory_unlock($1, $2)', values: [ADVISORY_LOCKS.jobs, held] });
    } catch (error) {
      broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      // A connection that failed mid-run is closed rather than pooled, so that no lock it may hold outlives it.
      client.release(broken);
    }
    return performed;
  }

  function runDueJobs(now: Date): Promise<TJobRun[]> {
    const call = queue.then(() => runDue(now));
    queue = call.catch(() => undefined);
    return call;
  }

  return {
    register(job) {
      if (!ZJobNameSchema.safeParse(job.name).success)
        throw new Error(`Job name "${job.name}" is not kebab-case words of at most 64 characters`);
      if (jobs.some((known) => known.name === job.name)) throw new Error(`Job ${job.name} is registered twice`);
      checkSchedule(job.schedule, job.name);
      jobs.push(job);
    },
    jobNames: () => jobs.map((job) => job.name),
    async open() {
      if (jobs.length > 0) await recordStarts(clock.now());
    },
    runDueJobs,
    startTicking() {
      if (ticker) return;
      ticker = scheduleTask(
        '* * * * *',
        async () => {
          try {
            await runDueJobs(clock.now());
          } catch (error) {
            logger.error({ err: error }, 'running the due jobs failed; the next tick tries again');
          }
        },
        {
          name: 'job-runner',
          noOverlap: true,
          logger: {
            info: (message) => logger.debug(message),
            warn: (message) => logger.warn(message),
            error: (message, err) => logger.error({ err: err ?? message }, 'node-cron'),
            debug: (message) => logger.debug({ detail: message }, 'node-cron'),
          },
        },
      );
    },
    async close() {
      closing = true;
      await ticker?.destroy();
      ticker = undefined;
      await queue;
    },
  };
}
