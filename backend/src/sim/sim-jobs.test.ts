import request from 'supertest';
import { createApp } from '../app';
import { createFixedClock } from '../platform/clock';
import { createDatabaseClock, type TDatabaseClock } from '../platform/clock/database-clock';
import { describeError } from '../platform/errors/error-catalogue';
import { createJobRunner, type TJobRunner } from '../platform/jobs/job-runner';
import { errorCodes } from '../test/factories/http';
import { createIsolatedTestApp } from '../test/isolated-test-app';
import { commonHeaders, createTestApp, TEST_START, type TTestApp } from '../test/test-app';

// The clock and the runs are shared state: a database of its own, with two backend instances on it.
// The tests follow each other in time, as the clock only moves forward.

type TInstance = { app: TTestApp['app']; clock: TDatabaseClock; jobs: TJobRunner };

let t: TTestApp;
let other: TTestApp;
let first: TInstance;
let second: TInstance;
let calls: string[];
let noticeFails = false;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bangkok = (local: string) => new Date(`${local}+07:00`).toISOString();

/** One backend instance: the simulated clock shared through the database, and a runner with the billing-like test jobs. */
async function startInstance(base: TTestApp, instance: string): Promise<TInstance> {
  const clock = createDatabaseClock({
    db: base.db,
    connection: { connectionString: base.config.databaseUrl },
    logger: base.logger,
    base: createFixedClock(TEST_START),
  });
  await clock.start();
  const jobs = createJobRunner({ db: base.db, pool: base.pool, clock, logger: base.logger, instance });
  const job = (name: string, schedule: string, fails = () => false) => ({
    name,
    schedule,
    async run(scheduledFor: Date) {
      calls.push(`${name} ${scheduledFor.toISOString()}`);
      await pause(2);
      if (fails()) throw new Error('the letter printer is offline');
      return { letters: 0 };
    },
  });
  jobs.register(job('cycle-cut', '0 0 1,16 * *'));
  jobs.register(job('ladder', '0 0 * * *'));
  jobs.register(job('christmas-notice', '0 12 25 12 *', () => noticeFails));
  await jobs.open();
  return { app: createApp({ ...base, clock, jobs }).app, clock, jobs };
}

const moveClock = (instance: TInstance, now: string, language: 'TH' | 'EN' = 'EN') =>
  request(instance.app).put('/simservice/api/v1/clock').set(commonHeaders(language)).send({ now });

const listRuns = (query: Record<string, string | number>, language: 'TH' | 'EN' = 'EN') =>
  request(first.app).get('/simservice/api/v1/jobs/runs').query(query).set(commonHeaders(language));

type TRunView = { job: string; scheduledFor: string; status: string };
const runsOf = (runs: TRunView[]) => runs.map((run) => `${run.job} ${run.scheduledFor}`);

beforeAll(async () => {
  t = await createIsolatedTestApp();
  other = createTestApp({ databaseUrl: t.config.databaseUrl });
  first = await startInstance(t, 'first');
  second = await startInstance(other, 'second');
});
beforeEach(() => {
  calls = [];
});
afterAll(async () => {
  for (const instance of [first, second]) {
    await instance.jobs.close();
    await instance.clock.close();
  }
  await other.close();
  await t.close();
});

describe('moving the simulated clock runs the jobs that fall due', () => {
  it('runs them in order before answering, and lists them in the answer', async () => {
    const res = await moveClock(first, bangkok('2026-12-01T00:30:00'));
    expect(res.status).toBe(200);
    expect(res.body.data.now).toBe(bangkok('2026-12-01T00:30:00'));
    const ladderDays = Array.from(
      { length: 14 },
      (_, index) => `ladder ${bangkok(`2026-11-${String(17 + index).padStart(2, '0')}T00:00:00`)}`,
    );
    const expected = [...ladderDays, `cycle-cut ${bangkok('2026-12-01T00:00:00')}`, `ladder ${bangkok('2026-12-01T00:00:00')}`];
    expect(runsOf(res.body.data.runs)).toEqual(expected);
    expect(calls).toEqual(expected);
    expect(res.body.data.runs[0]).toEqual({
      job: 'ladder',
      scheduledFor: bangkok('2026-11-17T00:00:00'),
      status: 'DONE',
      startedAt: bangkok('2026-12-01T00:30:00'),
      finishedAt: bangkok('2026-12-01T00:30:00'),
      attempts: 1,
      instance: 'first',
      summary: { letters: 0 },
      error: null,
    });
  });

  it('still refuses to move the clock back, and runs nothing', async () => {
    const res = await moveClock(first, bangkok('2026-11-30T00:00:00'), 'TH');
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ code: 'ERR_SIM_0001', description: describeError('ERR_SIM_0001', 'TH') }]);
    expect(first.clock.now().toISOString()).toBe(bangkok('2026-12-01T00:30:00'));
    expect(calls).toEqual([]);
  });

  it('with two instances moving the clock at once, answers each only once the due runs are done, each run once', async () => {
    const target = bangkok('2026-12-04T06:00:00');
    const doneWhenAnswered = async (instance: TInstance) => {
      const res = await moveClock(instance, target);
      const { rows } = await t.pool.query("SELECT count(*)::int AS done FROM job_run WHERE status = 'DONE' AND scheduled_for <= $1", [
        target,
      ]);
      return { res, done: rows[0].done as number };
    };
    const answers = await Promise.all([doneWhenAnswered(first), doneWhenAnswered(second)]);
    const expected = ['2026-12-02', '2026-12-03', '2026-12-04'].map((day) => `ladder ${bangkok(`${day}T00:00:00`)}`);
    expect(calls).toEqual(expected);
    for (const { res, done } of answers) {
      expect(res.status).toBe(200);
      expect(done).toBe(16 + 3);
      expect(res.body.data.runs.every((run: TRunView) => run.status === 'DONE')).toBe(true);
    }
    expect(new Set(answers.flatMap(({ res }) => runsOf(res.body.data.runs)))).toEqual(new Set(expected));
  });

  it('lists a failed run as FAILED with its reason, in the answer and in the history', async () => {
    noticeFails = true;
    const res = await moveClock(second, bangkok('2026-12-25T12:00:00'));
    expect(res.status).toBe(200);
    const failed = res.body.data.runs.filter((run: TRunView) => run.status === 'FAILED');
    expect(failed).toEqual([
      expect.objectContaining({
        job: 'christmas-notice',
        scheduledFor: bangkok('2026-12-25T12:00:00'),
        error: 'the letter printer is offline',
        instance: 'second',
      }),
    ]);
    const history = await listRuns({ status: 'FAILED' });
    expect(history.body.data).toEqual({ items: failed, total: 1, page: 1, size: 50 });
  });
});

describe('the job run history', () => {
  it('lists runs newest first, by page, of one job', async () => {
    const page = await listRuns({ job: 'ladder', size: 2, page: 2 });
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(39);
    expect(runsOf(page.body.data.items)).toEqual([`ladder ${bangkok('2026-12-23T00:00:00')}`, `ladder ${bangkok('2026-12-22T00:00:00')}`]);
    const cuts = await listRuns({ job: 'cycle-cut', status: 'DONE' });
    expect(runsOf(cuts.body.data.items)).toEqual([
      `cycle-cut ${bangkok('2026-12-16T00:00:00')}`,
      `cycle-cut ${bangkok('2026-12-01T00:00:00')}`,
    ]);
    const sameInstant = await listRuns({ size: 3 });
    expect(runsOf(sameInstant.body.data.items)).toEqual([
      `christmas-notice ${bangkok('2026-12-25T12:00:00')}`,
      `ladder ${bangkok('2026-12-25T00:00:00')}`,
      `ladder ${bangkok('2026-12-24T00:00:00')}`,
    ]);
  });

  it('refuses a job that does not exist and a malformed filter, in the language asked', async () => {
    const unknown = await listRuns({ job: 'billing-cutt' }, 'TH');
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors).toEqual([
      { code: 'ERR_SIM_0003', description: describeError('ERR_SIM_0003', 'TH', { job: 'billing-cutt' }) },
    ]);
    const malformed: Record<string, string | number>[] = [{ status: 'SUCCESS' }, { job: 'Ladder Job' }, { size: 0 }, { page: 'last' }];
    for (const query of malformed) {
      const res = await listRuns(query);
      expect({ query, status: res.status, codes: errorCodes(res) }).toEqual({ query, status: 400, codes: ['ERR_COMMON_0002'] });
    }
    const unexpected = await listRuns({ instance: 'first' });
    expect(errorCodes(unexpected)).toEqual(['ERR_COMMON_0003']);
  });
});
