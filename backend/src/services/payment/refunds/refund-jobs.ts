import type { TJobRunner } from '../../../platform/jobs/job-runner';
import { sendDueRefunds, type TRefundJobDeps } from './refund-sending';

/**
 * Every hour the refunds due are sent, asked after or retried (docs/decisions/0056): money takes
 * days to reach a card or an account, so an hour's wait adds little, and a simulated day keeps few
 * job instants (decision 0033). A sweep (each run does all that is due by its instant), so a moved
 * clock runs it once per row of due instants (job-catch-up.ts).
 */
export function registerRefundJobs(jobs: TJobRunner, deps: TRefundJobDeps): void {
  jobs.register({
    name: 'refund-send',
    schedule: '10 * * * *',
    catchUp: 'latest',
    run: (at) => sendDueRefunds(deps, at),
  });
}
