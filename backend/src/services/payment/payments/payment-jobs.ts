import type { TJobRunner } from '../../../platform/jobs/job-runner';
import { deleteExpiredKeys } from './payment-idempotency';
import { reconcilePendingPayments } from './payments-reconcile';
import type { TPaymentDeps } from './payments.service';

/**
 * The payment module's upkeep (docs/decisions/0029): every third hour the payments a crash left
 * PENDING are settled from the gateway's answer, and every night the idempotency keys past their
 * retention are deleted. Not more often: a crash is rare. Both are sweeps (each run does all that
 * is due by its instant), so a moved clock runs them once per row of due instants (job-catch-up.ts).
 */
export function registerPaymentJobs(
  jobs: TJobRunner,
  { db, gateway, logger, documents }: Pick<TPaymentDeps, 'db' | 'gateway' | 'logger' | 'documents'>,
): void {
  jobs.register({
    name: 'payment-reconcile',
    schedule: '30 */3 * * *',
    catchUp: 'latest',
    run: (at) => reconcilePendingPayments({ db, gateway, logger, documents, at }),
  });
  jobs.register({
    name: 'payment-idempotency-cleanup',
    schedule: '40 3 * * *',
    catchUp: 'latest',
    run: async (at) => ({ deleted: await deleteExpiredKeys(db, at) }),
  });
}
