import type { TJobRun } from '@mflow/contracts/jobs/job-run.contract';
import type { jobRuns } from './jobs.schema';

export function toJobRun(row: typeof jobRuns.$inferSelect): TJobRun {
  return {
    job: row.job,
    scheduledFor: row.scheduledFor.toISOString(),
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    attempts: row.attempts,
    instance: row.instance,
    summary: row.summary,
    error: row.error,
  };
}
