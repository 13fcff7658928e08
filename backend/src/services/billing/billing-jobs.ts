import { bangkokDateOf } from '@mflow/contracts/time/bangkok';
import { billingCycleOf } from '@mflow/contracts/time/billing-cycle';
import type { TDatabase } from '../../platform/db/database';
import type { TJobRunner } from '../../platform/jobs/job-runner';
import type { TNotifier } from '../../platform/ports';
import type { TVehicleRegistry } from '../../platform/ports';
import { cutMemberCycle, cutNonMemberDay } from './billing-cut';
import { notifyMembers } from './billing-notify';
import { currentBillingRules } from './billing-rules.service';
import { climbLadder } from './ladder-steps';
import { addressNotices } from './notice-addressing';
import { postNoticeLetters } from './notices/notice-posting';

/** The Bangkok date that has just ended at a 00:00 run: the day before the run's instant. */
const dayEndedAt = (instant: Date) => bangkokDateOf(new Date(instant.getTime() - 1));

/**
 * The billing jobs (requirements/billing.md), in the order they run when due together at 00:00: the member cut (1st and
 * 16th), the non-member day cut, the ladder, then the members' messages. Each works as of its
 * scheduled instant, so a clock moved by a month replays every day's steps on their own dates.
 */
export function registerBillingJobs(
  jobs: TJobRunner,
  { db, notifier, vehicleRegistry }: { db: TDatabase; notifier: TNotifier; vehicleRegistry: TVehicleRegistry },
): void {
  jobs.register({
    name: 'billing-member-cut',
    schedule: '0 0 1,16 * *',
    run: async (at) => {
      const cycle = billingCycleOf(dayEndedAt(at));
      const rules = await currentBillingRules({ db });
      return { cycle: cycle.id, ...(await cutMemberCycle({ db, period: cycle.id, lastServiceDate: cycle.end, at, rules })) };
    },
  });
  jobs.register({
    name: 'billing-non-member-cut',
    schedule: '0 0 * * *',
    run: async (at) => {
      const day = dayEndedAt(at);
      const rules = await currentBillingRules({ db });
      return { day, ...(await cutNonMemberDay({ db, period: day, lastServiceDate: day, at, rules })) };
    },
  });
  jobs.register({
    name: 'billing-ladder',
    schedule: '0 0 * * *',
    run: async (at, { logger }) => {
      const climbed = await climbLadder(db, at);
      // The ladder has committed; a registry that cannot answer leaves the notices for the next run instead of failing it.
      const noticesAddressed = await addressNotices({ db, registry: vehicleRegistry, at }).catch((error: unknown) => {
        logger.warn({ err: error }, 'toll notices left unaddressed: the vehicle registry did not answer');
        return 0;
      });
      // Posting follows the addressing it needs; a letter not posted now is posted by the next run.
      const lettersPosted = await postNoticeLetters({ db, at }).catch((error: unknown) => {
        logger.warn({ err: error }, 'toll notice letters left unposted');
        return 0;
      });
      return { ...climbed, noticesAddressed, lettersPosted };
    },
  });
  jobs.register({
    name: 'billing-notify',
    schedule: '0 0 * * *',
    run: async (at) => ({ told: await notifyMembers({ db, notifier, at }) }),
  });
}
