import type { TConfig } from '../../platform/app-config';
import type { TDatabase } from '../../platform/db/database';
import type { TJobRunner } from '../../platform/jobs/job-runner';
import { deleteUnclaimedUploads } from './file.service';

/**
 * Every hour, the online uploads no registration claimed within UPLOAD_UNCLAIMED_RETENTION_HOURS
 * are deleted: anyone with an access key can upload, and what nobody claims would otherwise stay
 * for ever. A sweep: a moved clock runs it once for a row of due hours (job-catch-up.ts).
 */
export function registerFileJobs(jobs: TJobRunner, { db, config }: { db: TDatabase; config: TConfig }): void {
  const retentionMs = config.uploadUnclaimedRetentionHours * 3_600_000;
  jobs.register({
    name: 'file-unclaimed-cleanup',
    schedule: '15 * * * *',
    catchUp: 'latest',
    run: async (at) => ({ deleted: await deleteUnclaimedUploads({ db, before: new Date(at.getTime() - retentionMs) }) }),
  });
}
