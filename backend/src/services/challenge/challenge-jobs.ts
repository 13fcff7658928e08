import { lt } from 'drizzle-orm';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import type { TJobRunner } from '../../platform/jobs/job-runner';
import { spentChallenges } from './challenge.schema';

/**
 * How long a spent row outlives its challenge's expiry before the clean-up may delete it. The row
 * is what refuses a replayed solution, and the expiry check alone refuses it only once the
 * challenge has expired on the clock of the instance checking: deleted at the expiry or before, a
 * replay sent in between would pass as a first use. The margin covers the instants around the
 * expiry (a request under way, instances whose clocks differ), with room to spare.
 */
export const SPENT_CHALLENGE_MARGIN_MS = 60 * 60 * 1000;

/** Deletes the spent rows whose challenge expired before `before`; answers how many. */
async function deleteSpentChallengesExpiredBefore({ db, before }: { db: TQueryable; before: Date }): Promise<number> {
  const deleted = await db
    .delete(spentChallenges)
    .where(lt(spentChallenges.expiresAt, before))
    .returning({ signature: spentChallenges.signature });
  return deleted.length;
}

/**
 * Every hour, the spent challenges expired more than the margin ago are deleted
 * (docs/decisions/0082-spent-challenge-clean-up.md): each filing adds a row, and nothing else
 * removes them. A sweep: a moved clock runs it once for a row of due hours (job-catch-up.ts).
 */
export function registerChallengeJobs(jobs: TJobRunner, { db }: { db: TDatabase }): void {
  jobs.register({
    name: 'challenge-spent-cleanup',
    schedule: '25 * * * *',
    catchUp: 'latest',
    run: async (at) => ({
      deleted: await deleteSpentChallengesExpiredBefore({ db, before: new Date(at.getTime() - SPENT_CHALLENGE_MARGIN_MS) }),
    }),
  });
}
