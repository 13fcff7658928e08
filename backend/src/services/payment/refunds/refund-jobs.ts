import type { TJobRunner } from '../../../platform/jobs/job-runner';
import { sendDueRefunds, type TRefundJobDeps } from './refund-sending';

/**
 * Every five minutes the refunds due are sent, asked after or retried (docs/decisions/0056): a
 * member waits for money that is theirs, so more often than the payments' hourly upkeep. A sweep
 * (each run does all that is due by its instant), so a moved clock runs it once per row of due
 * instants (job-catch-up.ts).
 */
export function registerRefundJobs(jobs: TJobRunner, deps: TRefundJobDeps): void {
  jobs.register({
    name: 'refund-send',
    schedule: '*/5 * * * *',
    catchUp: 'latest',
    run: (at) => sendDueRefunds(deps, at),
  });
}
