import { createFixedClock } from '../clock';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { createJobRunner, type TJobContext, type TJobRunner } from './job-runner';
import { jobRuns } from './jobs.schema';

// The runs live in shared tables: these tests run on a database of their own, with a second app instance on it.
let t: TTestApp;
let other: TTestApp;
const runners: TJobRunner[] = [];

/** The runner is first opened at this instant: 09:00 Bangkok on 16 Nov 2026. */
const OPENED = new Date('2026-11-16T09:00:00+07:00');

type TCall = { job: string; scheduledFor: string; attempt: number };
let calls: TCall[];

/** A runner as a backend instance has it: its own pool and clock, the jobs registered in the order given. */
function startInstance(app: TTestApp, instance: string, register: (runner: TJobRunner) => void, startedAt = OPENED): TJobRunner {
  const runner = createJobRunner({ db: app.db, pool: app.pool, clock: createFixedClock(startedAt), logger: app.logger, instance });
  register(runner);
  runners.push(runner);
  return runner;
}

/** A job that notes each call and, given `work`, does something first (waits, fails). */
function recordingJob(name: string, schedule: string, work?: (scheduledFor: Date, context: TJobContext) => Promise<void>) {
  return {
    name,
    schedule,
    async run(scheduledFor: Date, context: TJobContext) {
      calls.push({ job: name, scheduledFor: scheduledFor.toISOString(), attempt: context.attempt });
      await work?.(scheduledFor, context);
      return { done: 1 };
    },
  };
}

const cut = () => recordingJob('cycle-cut', '0 0 1,16 * *');
const ladder = () => recordingJob('ladder', '0 0 * * *');

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const bangkokMidnight = (date: string) => new Date(`${date}T00:00:00+07:00`).toISOString();
const runsOf = (runs: { job: string; scheduledFor: string }[]) => runs.map((run) => `${run.job} ${run.scheduledFor}`);

beforeAll(async () => {
  t = await createIsolatedTestApp();
  other = createTestApp({ databaseUrl: t.config.databaseUrl });
});
beforeEach(() => {
  calls = [];
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.close()));
  await t.pool.query('DELETE FROM job_run; DELETE FROM job_start');
});
afterAll(async () => {
  await other.close();
  await t.close();
});

describe('the jobs runner', () => {
  it('runs what fell due in time order, ties in registration order', async () => {
    const runner = startInstance(t, 'one', (r) => {
      r.register(cut());
      r.register(ladder());
    });
    await runner.open();
    const runs = await runner.runDueJobs(new Date('2026-12-02T00:00:00+07:00'));
    const ladderDays = [
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ];
    const expected = [
      ...ladderDays.map((day) => `ladder ${bangkokMidnight(day)}`),
      `cycle-cut ${bangkokMidnight('2026-12-01')}`,
      `ladder ${bangkokMidnight('2026-12-01')}`,
      `ladder ${bangkokMidnight('2026-12-02')}`,
    ];
    expect(runsOf(calls)).toEqual(expected);
    expect(runsOf(runs)).toEqual(expected);
    expect(runs.every((run) => run.status === 'DONE' && run.attempts === 1 && run.instance === 'one' && run.summary?.done === 1)).toBe(
      true,
    );
    expect(await runner.runDueJobs(new Date('2026-12-02T00:00:00+07:00'))).toEqual([]);
  });

  it('lets the registration order, not the name, break a tie', async () => {
    const runner = startInstance(t, 'one', (r) => {
      r.register(ladder());
      r.register(cut());
    });
    await runner.open();
    await runner.runDueJobs(new Date('2026-12-01T00:00:00+07:00'));
    expect(runsOf(calls).slice(-2)).toEqual([`ladder ${bangkokMidnight('2026-12-01')}`, `cycle-cut ${bangkokMidnight('2026-12-01')}`]);
  });

  it('starts a fresh database at the instant the runner first opened it, not at the start of time', async () => {
    const first = startInstance(t, 'one', (r) => r.register(ladder()));
    await first.open();
    expect(await first.runDueJobs(OPENED)).toEqual([]);
    // A start a day later, by a release that adds a job: the known job keeps its start point, the new one starts now.
    const later = startInstance(
      t,
      'one',
      (r) => {
        r.register(ladder());
        r.register(recordingJob('added-later', '0 0 * * *'));
      },
      new Date('2026-11-17T12:00:00+07:00'),
    );
    await later.open();
    const runs = await later.runDueJobs(new Date('2026-11-19T00:00:00+07:00'));
    expect(runsOf(runs)).toEqual([
      `ladder ${bangkokMidnight('2026-11-17')}`,
      `ladder ${bangkokMidnight('2026-11-18')}`,
      `added-later ${bangkokMidnight('2026-11-18')}`,
      `ladder ${bangkokMidnight('2026-11-19')}`,
      `added-later ${bangkokMidnight('2026-11-19')}`,
    ]);
  });

  it('runs each run once when two instances on one database run the due jobs at the same time', async () => {
    const register = (r: TJobRunner) => {
      r.register(recordingJob('cycle-cut', '0 0 1,16 * *', () => pause(5)));
      r.register(recordingJob('ladder', '0 0 * * *', () => pause(5)));
    };
    const first = startInstance(t, 'first', register);
    const second = startInstance(other, 'second', register);
    await Promise.all([first.open(), second.open()]);
    const now = new Date('2026-12-03T00:00:00+07:00');
    const answers = await Promise.all([first.runDueJobs(now), second.runDueJobs(now)]);
    const expected = [...new Set(runsOf(calls))];
    expect(expected).toHaveLength(18);
    expect(runsOf(calls)).toEqual(expected);
    for (const runs of answers) expect(runs.every((run) => run.status === 'DONE' && run.attempts === 1)).toBe(true);
    expect(new Set(answers.flatMap(runsOf))).toEqual(new Set(expected));
    const { rows } = await t.pool.query("SELECT count(*)::int AS runs FROM job_run WHERE status = 'DONE' AND attempts = 1");
    expect(rows[0].runs).toBe(18);
  });

  it('waits for a run another instance has under way, and reports it without running it again', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = startInstance(t, 'first', (r) => r.register(recordingJob('ladder', '0 0 * * *', () => gate)));
    const second = startInstance(other, 'second', (r) => r.register(recordingJob('ladder', '0 0 * * *')));
    await first.open();
    const now = new Date('2026-11-17T00:00:00+07:00');
    const running = first.runDueJobs(now);
    while (calls.length === 0) await pause(5);
    const waiting = second.runDueJobs(now);
    await pause(50);
    const [row] = await t.db.select().from(jobRuns);
    expect(row?.status).toBe('RUNNING');
    release();
    const [firstRuns, secondRuns] = await Promise.all([running, waiting]);
    expect(calls).toHaveLength(1);
    expect(firstRuns).toEqual(secondRuns);
    expect(secondRuns).toEqual([expect.objectContaining({ job: 'ladder', status: 'DONE', instance: 'first', attempts: 1 })]);
  });

  it('runs again a run left RUNNING by an instance that stopped midway, counting the attempt', async () => {
    const runner = startInstance(t, 'one', (r) => r.register(ladder()));
    await runner.open();
    const crashed = new Date(bangkokMidnight('2026-11-17'));
    await t.db
      .insert(jobRuns)
      .values({ job: 'ladder', scheduledFor: crashed, status: 'RUNNING', startedAt: crashed, attempts: 1, instance: 'gone' });
    const runs = await runner.runDueJobs(new Date('2026-11-17T06:00:00+07:00'));
    expect(calls).toEqual([{ job: 'ladder', scheduledFor: crashed.toISOString(), attempt: 2 }]);
    expect(runs).toEqual([expect.objectContaining({ job: 'ladder', status: 'DONE', attempts: 2, instance: 'one', error: null })]);
  });

  it('records a failing run FAILED with its message, holds back that job only, and tries again at the next call', async () => {
    let failing = true;
    const runner = startInstance(t, 'one', (r) => {
      r.register(
        recordingJob('cycle-cut', '0 0 1,16 * *', async () => {
          if (failing) throw new Error('invoice numbering is exhausted');
        }),
      );
      r.register(ladder());
    });
    await runner.open();
    const now = new Date('2026-12-02T00:00:00+07:00');
    const failed = await runner.runDueJobs(now);
    const cutRun = failed.find((run) => run.job === 'cycle-cut');
    expect(cutRun).toEqual(
      expect.objectContaining({
        scheduledFor: bangkokMidnight('2026-12-01'),
        status: 'FAILED',
        error: 'invoice numbering is exhausted',
        summary: null,
        attempts: 1,
      }),
    );
    expect(runsOf(failed).slice(-3)).toEqual([
      `cycle-cut ${bangkokMidnight('2026-12-01')}`,
      `ladder ${bangkokMidnight('2026-12-01')}`,
      `ladder ${bangkokMidnight('2026-12-02')}`,
    ]);

    const stillFailing = await runner.runDueJobs(now);
    expect(stillFailing).toEqual([expect.objectContaining({ job: 'cycle-cut', status: 'FAILED', attempts: 2 })]);

    failing = false;
    const retried = await runner.runDueJobs(new Date('2026-12-16T00:00:00+07:00'));
    expect(retried[0]).toEqual(
      expect.objectContaining({ job: 'cycle-cut', scheduledFor: bangkokMidnight('2026-12-01'), status: 'DONE', attempts: 3, error: null }),
    );
    expect(runsOf(retried).filter((run) => run.startsWith('cycle-cut'))).toEqual([
      `cycle-cut ${bangkokMidnight('2026-12-01')}`,
      `cycle-cut ${bangkokMidnight('2026-12-16')}`,
    ]);
  });

  it('keeps the later runs of a failed job waiting until the failed one is done', async () => {
    const failOn = bangkokMidnight('2026-11-18');
    let failing = true;
    const runner = startInstance(t, 'one', (r) =>
      r.register(
        recordingJob('ladder', '0 0 * * *', async (scheduledFor) => {
          if (failing && scheduledFor.toISOString() === failOn) throw new Error('the ladder broke');
        }),
      ),
    );
    await runner.open();
    const now = new Date('2026-11-20T00:00:00+07:00');
    expect((await runner.runDueJobs(now)).map((run) => run.status)).toEqual(['DONE', 'FAILED']);
    failing = false;
    expect(runsOf(await runner.runDueJobs(now))).toEqual([
      `ladder ${failOn}`,
      `ladder ${bangkokMidnight('2026-11-19')}`,
      `ladder ${bangkokMidnight('2026-11-20')}`,
    ]);
  });

  it('refuses a job it could not schedule or tell apart', () => {
    const runner = startInstance(t, 'one', (r) => r.register(ladder()));
    expect(() => runner.register(ladder())).toThrow('Job ladder is registered twice');
    expect(() => runner.register(recordingJob('Billing Cut', '0 0 * * *'))).toThrow('is not kebab-case');
    expect(() => runner.register(recordingJob('nightly', 'every night'))).toThrow();
    expect(runner.jobNames()).toEqual(['ladder']);
  });
});
