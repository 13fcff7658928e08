import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { JOB_RUN_STATUSES, type TJobSummary } from '@mflow/contracts/jobs/job-run.contract';

/**
 * One row per job and scheduled instant, the record that makes each run happen once across every
 * instance (docs/decisions/0016-jobs-runner.md). It is written only under the job's advisory lock,
 * so a RUNNING row whose lock is free belongs to an instance that stopped mid-run.
 */
export const jobRuns = pgTable(
  'job_run',
  {
    job: text('job').notNull(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    // Runs of one instant, or started while a test clock stands still, still need an order: the order they were first started.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    status: text('status', { enum: JOB_RUN_STATUSES }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    attempts: integer('attempts').notNull(),
    instance: text('instance').notNull(),
    summary: jsonb('summary').$type<TJobSummary>(),
    error: text('error'),
  },
  (table) => [
    primaryKey({ columns: [table.job, table.scheduledFor] }),
    index('job_run_scheduled_for_idx').on(table.scheduledFor),
    check('job_run_attempts_positive', sql`${table.attempts} > 0`),
  ],
);

/**
 * When the runner first saw each job on this database: a job that never ran counts its scheduled
 * instants from just after then, so a new database, or a job added by a later release, does not
 * replay the schedule's whole past.
 */
export const jobStarts = pgTable('job_start', {
  job: text('job').primaryKey(),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
});
