import { and, count, desc, eq } from 'drizzle-orm';
import type { TJobRunList, TJobRunStatus } from '@mflow/contracts/jobs/job-run.contract';
import type { TQueryable } from '../db/database';
import { AppError } from '../errors/app-error';
import { toJobRun } from './job-run.mapper';
import { jobRuns } from './jobs.schema';

export type ListJobRunsOptions = {
  db: TQueryable;
  /** The registered jobs: a filter naming another job is a mistyped name, refused rather than answered with nothing. */
  knownJobs: readonly string[];
  job?: string;
  status?: TJobRunStatus;
  page: number;
  size: number;
};

/**
 * The runs' history, newest scheduled instant first; runs of one instant in the reverse of the
 * order they were first started. Apart from the route, so that a staff back-office read can share it.
 */
export async function listJobRuns({ db, knownJobs, job, status, page, size }: ListJobRunsOptions): Promise<TJobRunList> {
  if (job && !knownJobs.includes(job)) throw new AppError('ERR_SIM_0003', { job });
  const where = and(job ? eq(jobRuns.job, job) : undefined, status ? eq(jobRuns.status, status) : undefined);
  const rows = await db
    .select()
    .from(jobRuns)
    .where(where)
    .orderBy(desc(jobRuns.scheduledFor), desc(jobRuns.seq))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ total: count() }).from(jobRuns).where(where);
  return { items: rows.map(toJobRun), total: total?.total ?? 0, page, size };
}
