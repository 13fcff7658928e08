import type { TJobRunner } from '../../platform/jobs/job-runner';
import { deleteExpiredKeys } from './payment-idempotency';
import { reconcilePendingPayments } from './payments-reconcile';
import type { TPaymentDeps } from './payments.service';

/**
 * The payment module's upkeep (docs/decisions/0029): every third hour the payments a crash left
 * PENDING are settled from the gateway's answer, and every night the idempotency keys past their
 * retention are deleted. Not more often: a crash is rare, and a moved clock replays every run.
 */
export function registerPaymentJobs(jobs: TJobRunner, { db, gateway, logger }: Pick<TPaymentDeps, 'db' | 'gateway' | 'logger'>): void {
  jobs.register({
    name: 'payment-reconcile',
    schedule: '30 */3 * * *',
    run: (at) => reconcilePendingPayments({ db, gateway, logger, at }),
  });
  jobs.register({
    name: 'payment-idempotency-cleanup',
    schedule: '40 3 * * *',
    run: async (at) => ({ deleted: await deleteExpiredKeys(db, at) }),
  });
}
