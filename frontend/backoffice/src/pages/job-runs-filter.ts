import { JOB_RUN_STATUSES, ZJobNameSchema } from '@mflow/contracts/jobs/job-run.contract';
import type { JobRunQuery } from '../api/billing-api';
import { pageOf } from '../components/queue-parts';

/**
 * The jobs the backend registers (backend/src/services/billing/billing-jobs.ts), in the order they
 * run at 00:00, with the names staff read. The server has no list of its jobs to ask, so a job
 * added later shows in the history under its own name until it is named here.
 */
const JOB_LABEL_IDS: Readonly<Record<string, string>> = {
  'billing-member-cut': 'jobs.job.memberCut',
  'billing-non-member-cut': 'jobs.job.nonMemberCut',
  'billing-ladder': 'jobs.job.ladder',
  'billing-notify': 'jobs.job.notify',
};

const KNOWN_JOBS = Object.keys(JOB_LABEL_IDS);

export function jobLabelId(job: string): string | undefined {
  return JOB_LABEL_IDS[job];
}

/** The page's `?job=&status=&page=`: a job name of the right shape, a known status, a page from 1; anything else is no filter. */
export function jobRunQueryOf(params: URLSearchParams): JobRunQuery {
  const job = ZJobNameSchema.safeParse(params.get('job') ?? '');
  const status = JOB_RUN_STATUSES.find((value) => value === params.get('status'));
  return { job: job.success ? job.data : undefined, status, page: pageOf(params.get('page')) };
}

/** The page's address for a query, leaving out what is the default. */
export function jobRunParamsOf(query: JobRunQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.job) params.set('job', query.job);
  if (query.status) params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The job filter's choices: the known jobs in their order, then any other job the history or the address names. */
export function jobChoices(seen: readonly string[], chosen: string | undefined): string[] {
  const others = [...new Set([...seen, ...(chosen ? [chosen] : [])])].filter((job) => !KNOWN_JOBS.includes(job)).sort();
  return [...KNOWN_JOBS, ...others];
}
