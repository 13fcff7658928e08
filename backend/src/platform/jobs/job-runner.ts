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
export type TJobDefinition = {
  name: string;
  schedule: string;
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

type TPlannedRun = { job: TJobDefinition; order: number; scheduledFor: Date };

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

  /** Every run due up to `now` and not DONE when asked, oldest first, ties in registration order. */
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
      const instants = new Map<number, Date>();
      // A run left RUNNING or FAILED stays due even if a changed schedule no longer names its instant.
      for (const row of unfinished) if (row.job === job.name) instants.set(row.scheduledFor.getTime(), row.scheduledFor);
      if (after) for (const instant of scheduledInstants({ schedule: job.schedule, seed: job.name, after, upTo: now })) instants.set(instant.getTime(), instant);
      return [...instants.values()].map((scheduledFor) => ({ job, order, scheduledFor }));
    });
    return planned.sort((a, b) => a.scheduledFor.getTime() - b.scheduledFor.getTime() || a.order - b.order);
  }

  /** One run under its job's lock: DONE already (by another instance) is only reported; anything else is run. */
  async function runOnce(client: PoolClient, { job, scheduledFor }: TPlannedRun): Promise<TJobRun> {
    const locked = drizzle(client, { casing: 'snake_case' });
    const key = lockKeyOf(job.name);
    const thisRun = and(eq(jobRuns.job, job.name), eq(jobRuns.scheduledFor, scheduledFor));
    // Waits while another instance runs the same job: the answer then reports that run once it is over.
    await client.query('SELECT pg_advisory_lock($1, $2)', [ADVISORY_LOCKS.jobs, key]);
    try {
      const [existing] = await locked.select().from(jobRuns).where(thisRun);
      if (existing?.status === 'DONE') return toJobRun(existing);
      const attempt = (existing?.attempts ?? 0) + 1;
      const runLogger = logger.child({ job: job.name, scheduledFor: scheduledFor.toISOString(), attempt });
      if (existing?.status === 'RUNNING') runLogger.warn({ previousInstance: existing.instance }, 'running again a job run whose instance stopped midway');
      const started = { status: 'RUNNING' as const, startedAt: clock.now(), finishedAt: null, attempts: attempt, instance, summary: null, error: null };
      await locked
        .insert(jobRuns)
        .values({ job: job.name, scheduledFor, ...started })
        .onConflictDoUpdate({ target: [jobRuns.job, jobRuns.scheduledFor], set: started });
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
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, $2)', [ADVISORY_LOCKS.jobs, key]);
    }
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
    try {
      for (const run of planned) {
        if (closing) break;
        if (blocked.has(run.job.name)) continue;
        const result = await runOnce(client, run);
        performed.push(result);
        if (result.status !== 'DONE') blocked.add(run.job.name);
      }
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
      if (!ZJobNameSchema.safeParse(job.name).success) throw new Error(`Job name "${job.name}" is not kebab-case words of at most 64 characters`);
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
