import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client } from 'pg';
import { DEFAULT_BILLING_RULES } from '@mflow/contracts/billing/billing-rules';
import { addDays, bangkokDateOf, startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import { billingCycleOf } from '@mflow/contracts/time/billing-cycle';
import { REPO_ROOT } from '../../platform/app-config';
import { jobRuns } from '../../platform/jobs/jobs.schema';
import { createCustomer } from '../../test/factories/customers';
import { TEST_GANTRY } from '../../test/factories/passages';
import { seedVehicle } from '../../test/factories/vehicles';
import { commonHeaders, createTestApp, type TTestApp } from '../../test/test-app';
import { createTestDatabase, type TTestDatabase } from '../../test/test-database';
import { invoices } from './billing.schema';

/**
 * Issue 11, "a crash during the cut then a restart": two real backend processes (main.ts under
 * tsx, as `npm start` runs it) on one database. One moves the clock to a cut instant; the one
 * that runs the member cut (that one, or the other on its minute tick) is killed with SIGKILL once
 * some slices have committed and the next one is under way; the survivor then runs the due jobs,
 * and every member ends up with exactly one invoice for the cycle with the right total.
 *
 * To kill the cut in its middle without guessing at timing, the test holds, in a transaction it
 * never commits, the key of one invoice the cut will write: (member, cycle) of a member in a
 * middle slice. The cut's insert for that slice waits on the key, so the earlier slices are
 * committed and that slice is in progress when its process is killed. The wait is visible in
 * pg_stat_activity; nothing in the test depends on wall-clock timing.
 *
 * Two dozen members and about 1,200 passages keep the whole test well under a minute; starting
 * the two processes is most of it.
 */

const MAIN = path.join(REPO_ROOT, 'backend', 'src', 'main.ts');
const TSX = pathToFileURL(require.resolve('tsx', { paths: [REPO_ROOT] })).href;
const MEMBERS = 24;
/** Two plazas with different tariffs (30 and 25 baht), so totals depend on which gantry each passage used. */
const GANTRIES = [TEST_GANTRY, 'M9-BK-G1'];
const POLL_TIMEOUT_MS = 90_000;

type TBackend = { url: string; child: ChildProcess; exited: Promise<string>; output(): string };

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + POLL_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** main.ts in a process of its own on the database, on a port it picks and prints when ready. */
async function startBackend(databaseUrl: string, dataDir: string): Promise<TBackend> {
  // Only what the process needs: the test's own environment (its DATABASE_URL above all) is not passed on.
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SIMULATION: 'true',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_MS: '1000',
  };
  const child = spawn(process.execPath, ['--import', TSX, MAIN], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`)));
  let gone: string | undefined;
  void exited.then((reason) => (gone = reason));
  const port = await until('the backend to start', async () => {
    if (gone !== undefined) throw new Error(`the backend stopped before it was ready (${gone}):\n${output}`);
    return /portal ready: http:\/\/localhost:(\d+)/.exec(output)?.[1];
  });
  return { url: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}

async function stopBackend(backend: TBackend): Promise<void> {
  if (backend.child.exitCode !== null || backend.child.signalCode !== null) return;
  backend.child.kill('SIGTERM');
  const timer = setTimeout(() => backend.child.kill('SIGKILL'), 15_000);
  await backend.exited;
  clearTimeout(timer);
}

async function call<T>(backend: TBackend, method: 'GET' | 'PUT' | 'POST', route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${backend.url}${route}`, {
    method,
    headers: { ...commonHeaders('EN'), 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

type TRecorded = { results: { ok: boolean; passage?: { customerId: string | null; price: number; billingPeriod: string } }[] };
type TRun = { job: string; scheduledFor: string; status: string; attempts: number };

let database: TTestDatabase;
let t: TTestApp;
let dataDir: string;
const backends: TBackend[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  t = createTestApp({ databaseUrl: database.url });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'mflow-cut-crash-'));
  backends.push(
    ...(await Promise.all([startBackend(database.url, path.join(dataDir, 'a')), startBackend(database.url, path.join(dataDir, 'b'))])),
  );
}, 180_000);

afterAll(async () => {
  await Promise.all(backends.map(stopBackend));
  await t.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

it('a process killed in the middle of the member cut: the other one finishes it, one invoice per member with the right total', async () => {
  const [a, b] = backends;
  if (!a || !b) throw new Error('both backends are started in beforeAll');
  // Noon on the second day of the next cycle: whatever the real date, the cut the test brings about is days away, not seconds.
  const real = new Date((await call<{ now: string }>(b, 'GET', '/simservice/api/v1/clock')).now);
  const nextCycle = billingCycleOf(addDays(billingCycleOf(bangkokDateOf(real)).end, 1));
  const noon = new Date(startOfBangkokDay(addDays(nextCycle.start, 1)).getTime() + 12 * 3_600_000);
  const now = new Date((await call<{ now: string }>(b, 'PUT', '/simservice/api/v1/clock', { now: noon.toISOString() })).now);
  const cycle = billingCycleOf(bangkokDateOf(now));
  const cutAt = startOfBangkokDay(addDays(cycle.end, 1));

  // Members whose vehicles were ACTIVE an hour before the passages, so every passage is a member passage.
  t.clock.set(new Date(now.getTime() - 3_600_000));
  const members: { customerId: string; plate: string; province: string; passages: number }[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const { customerId } = await createCustomer(t);
    const vehicle = await seedVehicle(t, customerId, { status: 'ACTIVE' });
    members.push({ customerId, plate: vehicle.plateNumber, province: vehicle.provinceCode, passages: 40 + i });
  }
  const readings = members.flatMap((member) =>
    Array.from({ length: member.passages }, (_, j) => ({
      gantryCode: GANTRIES[j % GANTRIES.length],
      lane: 1,
      plate: member.plate,
      province: member.province,
      passedAt: new Date(now.getTime() - (j + 1) * 1000).toISOString(),
    })),
  );
  const recorded = await call<TRecorded>(b, 'POST', '/simservice/api/v1/passages/batch', { passages: readings });
  const expected = new Map<string, { passages: number; total: number }>();
  for (const { ok, passage } of recorded.results) {
    if (!ok || !passage?.customerId) throw new Error(`a reading was not recorded as a member passage: ${JSON.stringify(passage)}`);
    expect(passage.billingPeriod).toBe(cycle.id);
    const sum = expected.get(passage.customerId) ?? { passages: 0, total: 0 };
    expected.set(passage.customerId, { passages: sum.passages + 1, total: sum.total + passage.price });
  }
  expect(expected.size).toBe(MEMBERS);

  // The slices go by the first hex digit of the customer id: block a member of a middle slice, so some commit before it and some wait after it.
  const digits = [...new Set(members.map((member) => member.customerId[0] ?? ''))].sort();
  expect(digits.length).toBeGreaterThanOrEqual(3);
  const blockedDigit = digits[Math.floor(digits.length / 2)] ?? '';
  const blocked = members.find((member) => member.customerId.startsWith(blockedDigit));
  if (!blocked) throw new Error('no member in the chosen slice');
  const cutBefore = members.filter((member) => (member.customerId[0] ?? '') < blockedDigit).length;

  const thisRun = and(eq(jobRuns.job, 'billing-member-cut'), eq(jobRuns.scheduledFor, cutAt));
  let survivor: TBackend | undefined;
  const blocker = new Client({ connectionString: database.url });
  await blocker.connect();
  try {
    await blocker.query('begin');
    const [{ pid } = { pid: 0 }] = (await blocker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
    await drizzle(blocker, { casing: 'snake_case' }).insert(invoices).values({
      invoiceNo: 'IVCRASHTEST',
      refNo: 'CRASHTEST',
      kind: 'MEMBER',
      customerId: blocked.customerId,
      billingPeriod: cycle.id,
      caseId: randomUUID(),
      stage: 'ISSUED',
      status: 'NORMAL',
      passageCount: 0,
      tollAmount: 0,
      firstLateFee: 0,
      secondLateFee: 0,
      fine: 0,
      vatAmount: 0,
      totalAmount: 0,
      issuedAt: now,
      dueDate: cycle.end,
      lateAt: cutAt,
      rules: DEFAULT_BILLING_RULES,
    });

    // A runs every job due up to the cut instant, the member cut last. B hears of the move and its minute tick may reach the cut first: whichever runs it is killed.
    const moving = call<unknown>(a, 'PUT', '/simservice/api/v1/clock', { now: cutAt.toISOString() });
    moving.catch(() => undefined);
    const cycleInvoices = async () =>
      (await t.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.billingPeriod, cycle.id))).length;
    await until('the cut to wait on the held key', async () => {
      const waiting = await t.db.execute<{ count: number }>(
        sql`select count(*)::int as count from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))`,
      );
      return (waiting.rows[0]?.count ?? 0) > 0 ? true : undefined;
    });
    expect(await cycleInvoices()).toBe(cutBefore);
    const [running] = await t.db.select().from(jobRuns).where(thisRun);
    expect(running).toMatchObject({ status: 'RUNNING', attempts: 1 });
    const cutter = backends.find((backend) => running?.instance.includes(`/${backend.child.pid}/`));
    survivor = backends.find((backend) => backend !== cutter);
    if (!cutter || !survivor) throw new Error(`the running cut belongs to neither backend: ${running?.instance}`);

    cutter.child.kill('SIGKILL');
    expect(await cutter.exited).toBe('SIGKILL');
    await blocker.query('rollback');
  } finally {
    await blocker.end();
  }

  // The survivor runs what is due: the member cut again from the start, as its second attempt. The
  // simulated time has gone on from the cut instant meanwhile, so the move is a second past it.
  // Its own minute tick may have been waiting on the cut's lock and run it first; the move waits
  // behind that tick, so either way the cut is done when the move answers.
  const since = new Date((await call<{ now: string }>(survivor, 'GET', '/simservice/api/v1/clock')).now);
  const moved = await call<{ runs: TRun[] }>(survivor, 'PUT', '/simservice/api/v1/clock', {
    now: new Date(since.getTime() + 1000).toISOString(),
  });
  const cut = moved.runs.find((run) => run.job === 'billing-member-cut' && new Date(run.scheduledFor).getTime() === cutAt.getTime());
  if (cut) expect(cut).toMatchObject({ status: 'DONE', attempts: 2 });
  const [done] = await t.db.select().from(jobRuns).where(thisRun);
  expect(done).toMatchObject({ status: 'DONE', attempts: 2 });
  expect(done?.instance).toContain(`/${survivor.child.pid}/`);

  const issued = await t.db.select().from(invoices).where(eq(invoices.billingPeriod, cycle.id));
  expect(issued).toHaveLength(MEMBERS);
  for (const member of members) {
    const own = issued.filter((invoice) => invoice.customerId === member.customerId);
    const want = expected.get(member.customerId);
    expect(own.map((invoice) => ({ passages: invoice.passageCount, total: invoice.totalAmount, stage: invoice.stage }))).toEqual([
      { passages: want?.passages, total: want?.total, stage: 'ISSUED' },
    ]);
  }
}, 240_000);
