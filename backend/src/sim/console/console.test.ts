import { Client } from 'pg';
import request from 'supertest';
import { systemClock } from '../../platform/clock';
import { registerBillingJobs } from '../../services/billing/billing-jobs';
import { createMember, signIn } from '../../test/factories/customers';
import { bearerHeaders } from '../../test/factories/http';
import { createSignedInStaff, staffToken } from '../../test/factories/staff';
import { seedVehicle } from '../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import { createTestDatabase } from '../../test/test-database';
import { commonHeaders, createTestApp, type TTestApp } from '../../test/test-app';
import { KEPT_TABLES } from './world-reset';

// The console moves the clock and resets the world: a database of its own. The tests follow each other in time.
let t: TTestApp;
let member: Awaited<ReturnType<typeof createMember>>;
let plate: string;

const bangkok = (local: string) => new Date(`${local}+07:00`);

type TEntry = {
  id: string;
  at: string;
  kind: string;
  reference: string;
  detail: string;
  amount: number | null;
  customerId: string | null;
  plate: string | null;
};

async function overview() {
  const res = await request(t.app).get('/simservice/api/v1/console').set(commonHeaders());
  expect(res.status).toBe(200);
  return res.body.data as {
    now: string;
    nextEvents: { kind: string; at: string; invoiceNo: string | null; stage: string | null; billingPeriod: string | null }[];
  };
}

async function timeline(): Promise<TEntry[]> {
  const res = await request(t.app).get('/simservice/api/v1/console/timeline').query({ limit: 100 }).set(commonHeaders());
  expect(res.status).toBe(200);
  return res.body.data.entries;
}

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2026-11-03T08:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  member = await createMember(t, { firstName: 'Somchai', lastName: 'Console' });
  plate = (await seedVehicle(t, member.customerId, { status: 'ACTIVE' })).plateNumber;
});
afterAll(() => t.close());

describe("the trainer's console", () => {
  it('names the next cuts and the due date the next member cut will give', async () => {
    const { now, nextEvents } = await overview();
    expect(now).toBe('2026-11-03T01:00:00.000Z');
    expect(nextEvents).toEqual([
      { kind: 'DAILY_CUT', at: '2026-11-03T17:00:00.000Z', invoiceNo: null, stage: null, billingPeriod: '2026-11-03' },
      { kind: 'MEMBER_CUT', at: '2026-11-15T17:00:00.000Z', invoiceNo: null, stage: null, billingPeriod: '2026-11-1' },
      { kind: 'DUE_DATE', at: '2026-11-22T16:59:59.999Z', invoiceNo: null, stage: null, billingPeriod: '2026-11-1' },
    ]);
  });

  it('lists the member vehicles to drive through a gantry', async () => {
    const res = await request(t.app).get('/simservice/api/v1/console/vehicles').set(commonHeaders());
    expect(res.status).toBe(200);
    expect(res.body.data.vehicles).toContainEqual({ plate, province: '10', owner: 'Somchai Console', email: member.email });
  });

  it("shows on the timeline what a move to the next cut did, read from the world's records, and the invoice's dates come next", async () => {
    const passage = await request(t.app)
      .post('/simservice/api/v1/passages')
      .set(commonHeaders())
      .send({ gantryCode: 'M9-TC1-G1', lane: 2, plate, province: '10' });
    expect(passage.status).toBe(200);
    const cut = (await overview()).nextEvents.find((event) => event.kind === 'MEMBER_CUT');
    const moved = await request(t.app).put('/simservice/api/v1/clock').set(commonHeaders()).send({ now: cut?.at });
    expect(moved.status).toBe(200);

    const entries = await timeline();
    const invoice = entries.find((entry) => entry.kind === 'invoice' && entry.customerId === member.customerId);
    expect(invoice).toMatchObject({ at: '2026-11-15T17:00:00.000Z', detail: 'ISSUED MEMBER', amount: 3000 });
    expect(entries).toContainEqual(
      expect.objectContaining({ kind: 'passage', reference: plate, amount: 3000, customerId: member.customerId }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ kind: 'job', reference: 'billing-member-cut', at: '2026-11-15T17:00:00.000Z' }),
    );
    expect(entries.find((entry) => entry.kind === 'job' && entry.reference === 'billing-member-cut')?.detail).toMatch(
      /^DONE \(cycle 2026-11-1, invoices 1, /,
    );
    expect(entries).toContainEqual(expect.objectContaining({ kind: 'message', reference: member.email, detail: 'EMAIL INVOICE_ISSUED' }));
    // Newest first; the daily runs before the cut had nothing to do and are left out.
    expect(entries.some((entry) => entry.kind === 'job' && entry.at === '2026-11-03T17:00:00.000Z')).toBe(false);
    expect(entries.map((entry) => entry.at)).toEqual([...entries.map((entry) => entry.at)].sort().reverse());

    const next = (await overview()).nextEvents;
    expect(next.filter((event) => event.invoiceNo === invoice?.reference).map((event) => [event.kind, event.at, event.stage])).toEqual([
      ['NEAR_DUE', '2026-11-19T17:00:00.000Z', null],
      ['DUE_DATE', '2026-11-22T16:59:59.999Z', null],
      ['FEE_STEP', '2026-11-22T17:00:00.000Z', 'FIRST_LATE_FEE'],
    ]);
  });

  it('resets the world to the seeded state: the clock back to wall time, the records gone, the demo accounts back, the staff accounts kept', async () => {
    const staff = await createSignedInStaff(t, { roles: ['TRAINER'] });
    const before = systemClock.now().getTime();
    const res = await request(t.app).post('/simservice/api/v1/console/reset').set(commonHeaders());
    const after = systemClock.now().getTime();
    expect(res.status).toBe(200);
    const now = new Date(res.body.data.now).getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(after);

    // Table by table, as many rows as in a database freshly migrated and seeded, apart from the kept tables and the jobs' start points.
    const seeded = await createTestDatabase();
    const fresh = new Client({ connectionString: seeded.url });
    await fresh.connect();
    try {
      const names = (
        await t.pool.query<{ name: string }>(
          // Partitions made on demand (passages by month) are counted through their parent table.
          "select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1",
        )
      ).rows
        .map((row) => row.name)
        .filter((name) => !KEPT_TABLES.has(name) && name !== 'job_start');
      const counts = async (query: (text: string) => Promise<{ rows: { count: string }[] }>) =>
        Object.fromEntries(
          await Promise.all(names.map(async (name) => [name, Number((await query(`select count(*) from "${name}"`)).rows[0]?.count)])),
        );
      expect(await counts((text) => t.pool.query(text))).toEqual(await counts((text) => fresh.query(text)));
    } finally {
      await fresh.end();
      await seeded.drop();
    }

    expect(await timeline()).toEqual([]);
    expect((await overview()).nextEvents.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['DAILY_CUT', 'MEMBER_CUT', 'DUE_DATE']),
    );
    const vehicles = await request(t.app).get('/simservice/api/v1/console/vehicles').set(commonHeaders());
    expect(vehicles.body.data.vehicles.map((vehicle: { plate: string }) => vehicle.plate)).not.toContain(plate);
    expect(vehicles.body.data.vehicles).toContainEqual(
      expect.objectContaining({ plate: '1กข 1234', province: '10', email: 'somchai@mflow.local' }),
    );

    expect((await signIn(t, member.email, member.password)).status).toBe(401);
    expect((await signIn(t, 'somchai@mflow.local', 'MflowDemo1')).body.status).toBe('SUCCESS');
    expect(await staffToken(t, staff)).toEqual(expect.any(String));
  });

  it('starts the jobs again from the reset: the next move runs the cuts from there, not the ones already run before', async () => {
    const { nextEvents } = await overview();
    const daily = nextEvents.find((event) => event.kind === 'DAILY_CUT');
    const res = await request(t.app).put('/simservice/api/v1/clock').set(commonHeaders()).send({ now: daily?.at });
    expect(res.status).toBe(200);
    expect(res.body.data.runs.map((run: { job: string; scheduledFor: string }) => run.scheduledFor)).toEqual(
      expect.arrayContaining([daily?.at]),
    );
    expect(new Set(res.body.data.runs.map((run: { scheduledFor: string }) => run.scheduledFor))).toEqual(new Set([daily?.at]));
  });
});

describe('a shipped scenario, step by step on the live world', () => {
  type TState = {
    next: number;
    finished: boolean;
    steps: { verb: string }[];
    verdicts: { line: number; what: string; pass: boolean; diffs: unknown[] }[];
    events: { kind: string; text: string }[];
  };

  it('lists the shipped scenarios, with those that cannot run on the live world said so', async () => {
    const res = await request(t.app).get('/simservice/api/v1/console/scenarios').set(commonHeaders());
    expect(res.status).toBe(200);
    const byFile = new Map(
      res.body.data.scenarios.map((scenario: { file: string; unavailable: string | null }) => [scenario.file, scenario.unavailable]),
    );
    expect(byFile.get('worked-example.yaml')).toBeNull();
    expect(byFile.get('crash-during-cut.yaml')).toMatch(/crash/);
    expect(res.body.data.current).toBeNull();
  });

  it('refuses a scenario that is not shipped, and one that would kill the backend', async () => {
    const unknown = await request(t.app)
      .post('/simservice/api/v1/console/scenario')
      .set(commonHeaders())
      .send({ file: 'nowhere.yaml', reset: false });
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.errors[0].code).toBe('ERR_CONSOLE_0001');
    const crash = await request(t.app)
      .post('/simservice/api/v1/console/scenario')
      .set(commonHeaders())
      .send({ file: 'crash-during-cut.yaml', reset: false });
    expect(crash.status).toBe(400);
    expect(crash.body.data.errors[0].code).toBe('ERR_CONSOLE_0002');
    const noRun = await request(t.app).post('/simservice/api/v1/console/scenario/step').set(commonHeaders()).send({ until: 'STEP' });
    expect(noRun.body.data.errors[0].code).toBe('ERR_CONSOLE_0003');
  });

  // The worked example's months of billing, paused at each expectation, in one test.
  it('runs the worked example of requirements/billing.md#worked-example after a reset to its start, pausing at each expectation, every one passing', async () => {
    const loaded = await request(t.app)
      .post('/simservice/api/v1/console/scenario')
      .set(commonHeaders())
      .send({ file: 'worked-example.yaml', reset: true });
    expect(loaded.status).toBe(200);
    expect(t.clock.now().toISOString()).toBe('2026-11-03T01:00:00.000Z');
    let state = loaded.body.data.run as TState;
    expect(state.next).toBe(0);

    const one = await request(t.app).post('/simservice/api/v1/console/scenario/step').set(commonHeaders()).send({ until: 'STEP' });
    state = one.body.data.run;
    expect(state.next).toBe(1);
    expect(state.events.map((event) => event.kind)).toContain('passage');
    expect(state.verdicts).toEqual([]);

    const pauses: number[] = [];
    while (!state.finished) {
      const res = await request(t.app).post('/simservice/api/v1/console/scenario/step').set(commonHeaders()).send({ until: 'EXPECTATION' });
      expect(res.status).toBe(200);
      state = res.body.data.run;
      pauses.push(state.next);
      expect(state.steps[state.next - 1]?.verb).toBe('expect');
    }
    expect(pauses).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(state.verdicts.filter((verdict) => !verdict.pass)).toEqual([]);
    expect(state.verdicts.length).toBeGreaterThanOrEqual(7);
    expect(state.events.map((event) => event.text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^IV\d{12} issued for somchai: 30\.00, due 2026-11-22$/)]),
    );

    const listed = await request(t.app).get('/simservice/api/v1/console/scenarios').set(commonHeaders());
    expect(listed.body.data.current).toMatchObject({ file: 'worked-example.yaml', finished: true });
  }, 120_000);

  it("shows the scenario's world on the timeline: the ladder's invoices, the near-due turn, the notice, and a payment at a counter", async () => {
    const signedIn = await signIn(t, 'somchai@mflow.local', 'MflowDemo1');
    const invoices = await request(t.app).get('/invoiceservice/api/v1/invoices').set(bearerHeaders(signedIn.body.data.token));
    const fined = (
      invoices.body.data.invoices as { invoiceNo: string; refNo: string; stage: string; totalAmount: number; status: string }[]
    ).find((invoice) => invoice.stage === 'FINED');
    expect(fined).toMatchObject({ totalAmount: 53000, status: 'OVERDUE' });
    const paid = await request(t.app)
      .post('/simservice/api/v1/gateway/counter-payments')
      .set(commonHeaders())
      .send({ ref1: fined?.refNo, amountSatang: 53000, channel: 'ATM' });
    expect(paid.status).toBe(200);

    const entries = await timeline();
    const somchai = entries.filter((entry) => entry.customerId !== null);
    expect(somchai.filter((entry) => entry.kind === 'invoice').map((entry) => entry.detail)).toEqual(
      expect.arrayContaining(['ISSUED MEMBER', 'NEAR_DUE', 'FIRST_LATE_FEE MEMBER', 'SECOND_LATE_FEE MEMBER', 'FINED MEMBER']),
    );
    expect(somchai.find((entry) => entry.kind === 'invoice' && entry.detail === 'NEAR_DUE')?.at).toBe('2026-11-19T17:00:00.000Z');
    expect(somchai).toContainEqual(expect.objectContaining({ kind: 'notice', at: '2026-12-07T17:00:00.000Z', amount: 33000 }));
    expect(somchai.find((entry) => entry.kind === 'notice')?.detail).toMatch(/^IV\d{12} FINED$/);
    expect(somchai[0]).toMatchObject({ kind: 'payment', reference: fined?.invoiceNo, detail: 'COUNTER', amount: 53000 });
  });
});

describe('a trainer on another machine', () => {
  // Supertest connects from 127.0.0.1: a request a proxy forwarded for another address is from elsewhere.
  const remote = (token: string) => ({ ...bearerHeaders(token), 'X-Forwarded-For': '203.0.113.7' });

  it('moves the clock from the console and is answered a session opened after the move, the one before having idled out', async () => {
    const trainer = await createSignedInStaff(t, { roles: ['TRAINER'] });
    const to = new Date(t.clock.now().getTime() + 2 * 86_400_000);
    const moved = await request(t.app).post('/simservice/api/v1/console/clock').set(remote(trainer.token)).send({ now: to.toISOString() });
    expect(moved.status).toBe(200);
    expect(moved.body.data.now).toBe(to.toISOString());
    expect(moved.body.data.staffToken).toEqual(expect.any(String));
    const before = await request(t.app).get('/simservice/api/v1/console').set(remote(trainer.token));
    expect(before.status).toBe(401);
    const after = await request(t.app).get('/simservice/api/v1/console').set(remote(moved.body.data.staffToken));
    expect(after.status).toBe(200);
  });

  it('answers a caller on this machine without a token no token', async () => {
    const to = new Date(t.clock.now().getTime() + 60_000);
    const moved = await request(t.app).post('/simservice/api/v1/console/clock').set(commonHeaders()).send({ now: to.toISOString() });
    expect(moved.status).toBe(200);
    expect(moved.body.data.staffToken).toBeNull();
  });

  it("runs a scenario's steps across clock moves with the trainer's role, each answer carrying the session on", async () => {
    let token = (await createSignedInStaff(t, { roles: ['TRAINER'] })).token;
    const loaded = await request(t.app)
      .post('/simservice/api/v1/console/scenario')
      .set(remote(token))
      .send({ file: 'worked-example.yaml', reset: true });
    expect(loaded.status).toBe(200);
    token = loaded.body.data.staffToken;
    for (const next of [2, 3]) {
      const res = await request(t.app).post('/simservice/api/v1/console/scenario/step').set(remote(token)).send({ until: 'EXPECTATION' });
      expect(res.status).toBe(200);
      expect(res.body.data.run.next).toBe(next);
      token = res.body.data.staffToken;
    }
    const state = (await request(t.app).get('/simservice/api/v1/console/scenarios').set(remote(token))).body.data.current;
    expect(state.verdicts.map((verdict: { pass: boolean }) => verdict.pass)).toEqual([true, true]);
  });
});

describe('outside simulation mode', () => {
  it('has no console: no next events, no timeline, no reset, no scenarios', async () => {
    const production = createTestApp({ simulation: false });
    try {
      for (const [method, path] of [
        ['get', '/simservice/api/v1/console'],
        ['get', '/simservice/api/v1/console/timeline'],
        ['post', '/simservice/api/v1/console/reset'],
        ['get', '/simservice/api/v1/console/scenarios'],
        ['post', '/simservice/api/v1/console/scenario/step'],
      ] as const) {
        expect((await request(production.app)[method](path).set(commonHeaders()).send({ until: 'STEP' })).status).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});
