import { eq } from 'drizzle-orm';
import request from 'supertest';
import { createApp } from '../../app';
import { createMember } from '../../test/factories/customers';
import { fileContent, uploadOwnFile } from '../../test/factories/files';
import { accessKeyHeaders, errorCodes } from '../../test/factories/http';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../test/test-app';
import { registerFileJobs } from './file-jobs';
import { storedFiles } from './file.schema';
import { claimUploadedFiles, storePublicFile } from './file.service';

// The clean-up job runs on a moved clock and the limits are small: a database of its own.
let t: TTestApp;
/** The same app behind one trusted proxy, so that a test can call from several addresses. */
let behindProxy: TTestApp['app'];

const RATE_LIMIT = 4;
/** Each test file is 204 bytes: four of them fit, a fifth does not. */
const UNCLAIMED_BYTES = 900;

const bangkok = (local: string) => new Date(`${local}+07:00`);

beforeAll(async () => {
  t = await createIsolatedTestApp({
    uploadRateLimitPerMinute: RATE_LIMIT,
    uploadUnclaimedBytesPerAddress: UNCLAIMED_BYTES,
    uploadUnclaimedRetentionHours: 24,
  });
  behindProxy = createApp({ ...t, config: { ...t.config, trustProxyHops: 1 } }).app;
  t.clock.set(bangkok('2026-11-16T09:00:00'));
  registerFileJobs(t.jobs, { db: t.db, config: t.config });
  await t.jobs.open();
});
afterAll(() => t.close());

function onlineUpload(from: string, headers: Record<string, string> = accessKeyHeaders(t)) {
  return request(behindProxy)
    .post('/fileservice/api/v1/online/uploadFile')
    .set({ ...headers, 'X-Forwarded-For': from })
    .attach('file', fileContent.png(), 'photo.png');
}

const fileExists = async (fileId: string) => (await t.db.select().from(storedFiles).where(eq(storedFiles.id, fileId))).length === 1;

describe('anonymous uploads', () => {
  it('are limited per address, whatever access key each carries (an access key names no one: anyone may fetch one)', async () => {
    const answers = [];
    for (let i = 0; i <= RATE_LIMIT; i++) answers.push(await onlineUpload('203.0.113.1'));
    expect(answers.slice(0, RATE_LIMIT).map((res) => res.status)).toEqual(Array(RATE_LIMIT).fill(200));
    expect(answers[RATE_LIMIT]?.status).toBe(429);
    expect(errorCodes(answers[RATE_LIMIT] as request.Response)).toEqual(['ERR_COMMON_0429']);
    expect((await onlineUpload('203.0.113.2')).status).toBe(200);
  });

  it('stop at the cap of unclaimed bytes per address, until the files are claimed', async () => {
    const from = '192.0.2.7';
    const fileIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await onlineUpload(from);
      expect(res.status).toBe(200);
      fileIds.push(res.body.data.fileId);
    }
    // The rate limit counts in wall time: a new minute is a new app (and the cap lives in the database).
    const fresh = () =>
      request(createApp({ ...t, config: { ...t.config, trustProxyHops: 1 } }).app)
        .post('/fileservice/api/v1/online/uploadFile')
        .set({ ...accessKeyHeaders(t), 'X-Forwarded-For': from })
        .attach('file', fileContent.png(), 'photo.png');
    const over = await fresh();
    expect(over.status).toBe(429);
    expect(errorCodes(over)).toEqual(['ERR_FILE_0013']);
    const { customerId } = await createMember(t);
    await claimUploadedFiles({ db: t.db, clock: t.clock, fileIds, customerId });
    expect((await fresh()).status).toBe(200);
  });
});

describe('the clean-up of unclaimed uploads', () => {
  it('deletes, on the moved clock, files no registration claimed within 24 hours, and nothing that is claimed', async () => {
    const uploaded = async () => (await onlineUpload(`100.64.0.${Math.floor(Math.random() * 200) + 1}`)).body.data.fileId as string;
    const abandoned = await uploaded();
    const registered = await uploaded();
    const member = await createMember(t);
    await claimUploadedFiles({ db: t.db, clock: t.clock, fileIds: [registered], customerId: member.customerId });
    const owned = await uploadOwnFile(t, member.token);
    const content = await storePublicFile({ db: t.db, clock: t.clock, content: fileContent.png(), allowed: ['image/png'] });
    t.clock.set(bangkok('2026-11-17T08:00:00'));
    const recent = await uploaded();

    const moved = await request(t.app)
      .put('/simservice/api/v1/clock')
      .set(commonHeaders())
      .send({ now: bangkok('2026-11-17T09:30:00').toISOString() });
    expect(moved.status).toBe(200);
    const runs = (moved.body.data.runs as { job: string; status: string; summary: { deleted: number } }[]).filter(
      (run) => run.job === 'file-unclaimed-cleanup',
    );
    expect(runs.map((run) => run.status)).toContain('DONE');

    expect(await fileExists(abandoned)).toBe(false);
    expect(await fileExists(registered)).toBe(true);
    expect(await fileExists(owned)).toBe(true);
    expect(await fileExists(content?.id ?? '')).toBe(true);
    expect(await fileExists(recent)).toBe(true);
  });
});
