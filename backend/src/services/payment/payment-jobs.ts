import type { TJobRunner } from '../../platform/jobs/job-runner';
import { deleteExpiredKeys } from './payment-idempotency';
import { reconcilePendingPayments } from './payments-reconcile';
import type { TPaymentDeps } from './payments.service';

/**
 * The payment module's upkeep (docs/decisions/0025): every hour the payments a crash left PENDING
 * are settled from the gateway's answer (hourly, as the gateway's settlement run, because a moved
 * clock replays every run), and every night the idempotency keys past their retention are deleted.
 */
export function registerPaymentJobs(jobs: TJobRunner, { db, gateway, logger }: Pick<TPaymentDeps, 'db' | 'gateway' | 'logger'>): void {
  jobs.register({
    name: 'payment-reconcile',
    schedule: '30 * * * *',
    run: (at) => reconcilePendingPayments({ db, gateway, logger, at }),
  });
  jobs.register({
    name: 'payment-idempotency-cleanup',
    schedule: '40 3 * * *',
    run: async (at) => ({ deleted: await deleteExpiredKeys(db, at) }),
  });
}
