import type { TDatabase } from '../../platform/db/database';
import type { TJobRunner } from '../../platform/jobs/job-runner';
import { awardPointsForPayments } from './points-earning';

/**
 * Points for the day's paid tolls, credited at 02:00 Bangkok each day (docs/decisions/0025). Daily
 * rather than hourly: a clock moved by a month replays every run, and a day's delay is what
 * members of loyalty programmes expect.
 */
export function registerPointsJobs(jobs: TJobRunner, { db }: { db: TDatabase }): void {
  jobs.register({
    name: 'points-earning',
    schedule: '0 2 * * *',
    run: (at) => awardPointsForPayments({ db, at }),
  });
}
