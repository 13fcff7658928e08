import { asc, gt } from 'drizzle-orm';
import type { TJobRunner } from '../../../platform/jobs/job-runner';
import type { TNotifier } from '../../../platform/ports';
import type { TPaymentDeps } from '../payments/payments.service';
import { ledgerProblems } from './ledger-check';
import { movementsOf } from './prepaid-ledger';
import { retryReplenishments } from './prepaid-replenishment';
import { prepaidAccounts } from './prepaid.schema';

/** How many accounts one query reads: the check's memory stays flat however many accounts there are. */
const LEDGER_CHECK_BATCH = 500;

/**
 * Every account's balance checked against its journal (ledger-check.ts), the accounts read a batch
 * at a time in the order of their ids (each batch starts after the last id of the one before, so
 * an account opened meanwhile is neither skipped nor read twice). A mismatch cannot happen by the
 * code's own paths; if one does, it is logged as an error and counted in the job's run, for the
 * operators to see in the job-runs log.
 */
export async function checkPrepaidLedgers(
  { db, logger }: Pick<TPaymentDeps, 'db' | 'logger'>,
  { batchSize = LEDGER_CHECK_BATCH }: { batchSize?: number } = {},
): Promise<{ accounts: number; mismatches: number }> {
  let accounts = 0;
  let mismatches = 0;
  let after: string | undefined;
  for (;;) {
    const batch = await db
      .select({ id: prepaidAccounts.id, balance: prepaidAccounts.balance })
      .from(prepaidAccounts)
      .where(after === undefined ? undefined : gt(prepaidAccounts.id, after))
      .orderBy(asc(prepaidAccounts.id))
      .limit(batchSize);
    for (const account of batch) {
      const problems = ledgerProblems(account.balance, await movementsOf(db, account.id));
      if (problems.length === 0) continue;
      mismatches += 1;
      logger.error({ accountId: account.id, problems }, 'a prepaid balance does not match its journal');
    }
    accounts += batch.length;
    after = batch.at(-1)?.id;
    if (batch.length < batchSize) return { accounts, mismatches };
  }
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
