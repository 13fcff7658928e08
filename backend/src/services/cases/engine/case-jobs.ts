import type { TDatabase } from '../../../platform/db/database';
import type { TJobRunner } from '../../../platform/jobs/job-runner';
import type { TNotifier } from '../../../platform/ports';
import { staffEmailsWith } from '../../staff/staff.service';
import { notifyOverdue } from './case-notify';
import { markOverdueCases } from './case-records';

/**
 * The overdue job (docs/decisions/0052-case-engine.md): at 00:05, after the day a deadline names
 * has ended, undecided cases past it are marked overdue, and the case supervisors are told, in the
 * same transaction, so a rerun never marks or tells twice.
 */
export function registerCaseJobs(jobs: TJobRunner, { db, notifier }: { db: TDatabase; notifier: TNotifier }): void {
  jobs.register({
    name: 'cases-overdue',
    schedule: '5 0 * * *',
    run: (at) =>
      db.transaction(async (tx) => {
        const marked = await markOverdueCases({ db: tx, at });
        const supervisors = marked.length > 0 ? await staffEmailsWith({ db: tx, permission: 'superviseCases' }) : [];
        for (const row of marked) await notifyOverdue({ db: tx, notifier, row, to: supervisors });
        return { overdue: marked.length };
      }),
  });
}
