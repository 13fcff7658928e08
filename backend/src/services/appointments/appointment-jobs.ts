import type { TDatabase } from '../../platform/db/database';
import type { TJobRunner } from '../../platform/jobs/job-runner';
import type { TNotifier } from '../../platform/ports';
import type { TAppointmentListeners } from './appointment-listeners';
import { markMissedDays, remindTomorrow } from './appointment-outcomes';

/**
 * The appointment jobs (docs/decisions/0059-appointment-slots.md), each one transaction, with the
 * scheduled instant as its time: at 09:00 the holders of tomorrow's bookings are reminded, once;
 * at 00:10 the bookings of the day before that nobody checked in become NO_SHOW and the subject's
 * listener runs (an appeal lapses).
 */
export function registerAppointmentJobs(
  jobs: TJobRunner,
  { db, notifier, listeners }: { db: TDatabase; notifier: TNotifier; listeners: TAppointmentListeners },
): void {
  jobs.register({
    name: 'appointments-reminder',
    schedule: '0 9 * * *',
    run: (at) => db.transaction(async (tx) => ({ reminded: await remindTomorrow({ db: tx, at, notifier }) })),
  });
  jobs.register({
    name: 'appointments-no-show',
    schedule: '10 0 * * *',
    run: (at) => db.transaction(async (tx) => ({ missed: await markMissedDays({ db: tx, at, listeners }) })),
  });
}
