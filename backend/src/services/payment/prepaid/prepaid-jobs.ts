import { asc } from 'drizzle-orm';
import type { TJobRunner } from '../../../platform/jobs/job-runner';
import type { TNotifier } from '../../../platform/ports';
import type { TPaymentDeps } from '../payments/payments.service';
import { ledgerProblems } from './ledger-check';
import { movementsOf } from './prepaid-ledger';
import { retryReplenishments } from './prepaid-replenishment';
import { prepaidAccounts } from './prepaid.schema';

/**
 * Every account's balance checked against its journal (ledger-check.ts). A mismatch cannot
 * happen by the code's own paths; if one does, it is logged as an error and counted in the job's
 * run, for the operators to see in the job-runs log.
 */
export async function checkPrepaidLedgers({
  db,
  logger,
}: Pick<TPaymentDeps, 'db' | 'logger'>): Promise<{ accounts: number; mismatches: number }> {
  const accounts = await db.select().from(prepaidAccounts).orderBy(asc(prepaidAccounts.id));
  let mismatches = 0;
  for (const account of accounts) {
    const problems = ledgerProblems(account.balance, await movementsOf(db, account.id));
    if (problems.length === 0) continue;
    mismatches += 1;
    logger.error({ accountId: account.id, problems }, 'a prepaid balance does not match its journal');
  }
  return { accounts: accounts.length, mismatches };
}

/** The prepaid account's nightly work: the ledger check, and the next day's retry of a failed replenishment. */
export function registerPrepaidJobs(jobs: TJobRunner, { deps, notifier }: { deps: TPaymentDeps; notifier: TNotifier }): void {
  jobs.register({
    name: 'prepaid-ledger-check',
    schedule: '20 2 * * *',
    catchUp: 'latest',
    run: () => checkPrepaidLedgers(deps),
  });
  jobs.register({
    name: 'prepaid-replenishment-retry',
    schedule: '0 9 * * *',
    catchUp: 'latest',
    run: (at) => retryReplenishments(deps, notifier, at),
  });
}
