import { eq } from 'drizzle-orm';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import type { TTestApp } from '../../test/test-app';
import { registerChallengeJobs, SPENT_CHALLENGE_MARGIN_MS } from './challenge-jobs';
import { spentChallenges } from './challenge.schema';

// The clean-up deletes rows and runs on a moved clock: a database of its own.
let t: TTestApp;
const bangkok = (local: string) => new Date(`${local}+07:00`);
const SECOND = 1000;
/** The hourly run the test looks at: 10:25 Bangkok. */
const runAt = bangkok('2026-12-01T10:25:00');

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2026-12-01T09:30:00'));
  registerChallengeJobs(t.jobs, { db: t.db });
  await t.jobs.open();
});
afterAll(() => t.close());

const spent = (signature: string, expiresAt: Date) =>
  t.db.insert(spentChallenges).values({ signature, spentAt: new Date(expiresAt.getTime() - 60 * SECOND), expiresAt });
const kept = async (signature: string) =>
  (await t.db.select().from(spentChallenges).where(eq(spentChallenges.signature, signature))).length === 1;

describe('the clean-up of spent challenges', () => {
  it('deletes a row whose challenge expired one second more than the margin before the run, and keeps one expired one second less', async () => {
    const edge = runAt.getTime() - SPENT_CHALLENGE_MARGIN_MS;
    await spent('expired-margin-plus-one-second', new Date(edge - SECOND));
    await spent('expired-margin-minus-one-second', new Date(edge + SECOND));
    await spent('not-yet-expired', new Date(runAt.getTime() + 5 * 60 * SECOND));

    const runs = await t.jobs.runDueJobs(runAt);
    expect(runs).toEqual([expect.objectContaining({ job: 'challenge-spent-cleanup', status: 'DONE', summary: { deleted: 1 } })]);

    expect(await kept('expired-margin-plus-one-second')).toBe(false);
    expect(await kept('expired-margin-minus-one-second')).toBe(true);
    expect(await kept('not-yet-expired')).toBe(true);
  });
});
