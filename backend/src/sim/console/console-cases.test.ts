import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { staffAudit } from '../../services/audit/audit.schema';
import { registerBillingJobs } from '../../services/billing/billing-jobs';
import { createMember, sessionTokenFor } from '../../test/factories/customers';
import { bearerHeaders, errorCodes } from '../../test/factories/http';
import { recordPassage } from '../../test/factories/passages';
import { createSignedInStaff } from '../../test/factories/staff';
import { seedVehicle } from '../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import { commonHeaders, createTestApp, type TTestApp } from '../../test/test-app';

// The clock moves to the members' cut to bill the passages disputed: a database of its own.
let t: TTestApp;
let trainer: { staffId: string; token: string };
let officer: { staffId: string; token: string };
const filed: string[] = [];

const CONSOLE = '/simservice/api/v1/console';
const bangkok = (local: string) => new Date(`${local}+07:00`);

type TConsoleCase = { caseNo: string; kind: string; status: string; deadlineDate: string; overdue: boolean; version: number };

async function consoleCases(): Promise<TConsoleCase[]> {
  const res = await request(t.app).get(`${CONSOLE}/cases`).set(commonHeaders());
  expect(res.status).toBe(200);
  return res.body.data.cases;
}

// Supertest connects from 127.0.0.1: a request a proxy forwarded for another address is from elsewhere.
const remote = (token: string) => ({ ...bearerHeaders(token), 'X-Forwarded-For': '203.0.113.7' });

/** A decision from the console of a trainer on another machine. */
const decide = (token: string, caseNo: string, body: object) =>
  request(t.app).post(`${CONSOLE}/cases/${caseNo}/decide`).set(remote(token)).send(body);

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2026-11-10T08:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  const members = [];
  for (let n = 0; n < 3; n++) {
    const member = await createMember(t);
    members.push({ member, plate: (await seedVehicle(t, member.customerId, { status: 'ACTIVE' })).plateNumber });
  }
  // The vehicles are active from 08:00; their passages at 09:00 are recorded once the clock has passed them.
  t.clock.set(bangkok('2026-11-10T12:00:00'));
  const worlds = [];
  for (const { member, plate } of members) {
    worlds.push({ member, passageId: (await recordPassage(t, { plate, passedAt: bangkok('2026-11-10T09:00:00') })).id });
  }
  await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok('2026-11-16T09:00:00').toISOString() });
  for (const { member, passageId } of worlds) {
    const token = await sessionTokenFor(t, member);
    const invoices = await request(t.app).get('/invoiceservice/api/v1/invoices').set(bearerHeaders(token));
    const res = await request(t.app)
      .post('/caseservice/api/v1/disputes')
      .set({ ...bearerHeaders(token), 'Idempotency-Key': randomUUID() })
      .send({ invoiceNo: invoices.body.data.invoices[0].invoiceNo, passageIds: [passageId], reason: 'PLATE_MISREAD' });
    expect(res.status).toBe(201);
    filed.push(res.body.data.caseNo);
  }
  trainer = await createSignedInStaff(t, { roles: ['TRAINER'] });
  officer = await createSignedInStaff(t, { roles: ['CASE_OFFICER'] });
});
afterAll(() => t.close());

describe("the trainer's console: open cases", () => {
  it('lists the undecided cases by deadline with their version', async () => {
    const cases = await consoleCases();
    expect(cases.map((item) => item.caseNo).sort()).toEqual([...filed].sort());
    expect(cases[0]).toMatchObject({ kind: 'DISPUTE', status: 'SUBMITTED', overdue: false, version: 1, deadlineDate: expect.any(String) });
  });

  it('decides a submitted dispute as the trainer: taken and accepted, the timeline and the audit naming the trainer', async () => {
    const caseNo = filed[0] ?? '';
    const res = await decide(trainer.token, caseNo, {
      version: 1,
      outcome: 'ACCEPT',
      reasonCode: 'PLATE_MISREAD_CONFIRMED',
      text: 'Training',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ caseNo, status: 'ACCEPTED', decidedAt: t.clock.now().toISOString() });
    const detail = await request(t.app).get(`/staffservice/api/v1/cases/${caseNo}`).set(bearerHeaders(officer.token));
    const decision = detail.body.data.timeline.find((event: { type: string }) => event.type === 'DECISION');
    expect(decision).toMatchObject({ actorKind: 'STAFF', data: { outcome: 'ACCEPT', reasonCode: 'PLATE_MISREAD_CONFIRMED' } });
    expect(detail.body.data.assignedStaffId).toBe(trainer.staffId);
    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.subjectId, caseNo));
    expect(audit.map((entry) => [entry.action, entry.staffId]).sort()).toEqual([
      ['CASE_DECIDE', trainer.staffId],
      ['CASE_TAKE', trainer.staffId],
    ]);
    expect((await consoleCases()).map((item) => item.caseNo)).not.toContain(caseNo);
  });

  it('rejects a dispute in review with a reason of the rejection list, and refuses a reason of the other list', async () => {
    const caseNo = filed[1] ?? '';
    const taken = await request(t.app)
      .post(`/staffservice/api/v1/cases/${caseNo}/take`)
      .set(bearerHeaders(officer.token))
      .send({ version: 1 });
    expect(taken.status).toBe(200);
    const version = taken.body.data.version as number;
    expect((await decide(trainer.token, caseNo, { version, outcome: 'REJECT', reasonCode: 'PLATE_MISREAD_CONFIRMED' })).status).toBe(400);
    const res = await decide(trainer.token, caseNo, { version, outcome: 'REJECT', reasonCode: 'PHOTO_MATCHES_VEHICLE' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('REJECTED');
  });

  it('tells a trainer who saw an older version that the case changed', async () => {
    expect(errorCodes(await decide(trainer.token, filed[2] ?? '', { version: 7, outcome: 'ACCEPT', reasonCode: 'OTHER' }))).toEqual([
      'ERR_CASE_0002',
    ]);
  });

  it('lets a trainer decide from another machine, and any staff member on this one, always signed in as who decides', async () => {
    const caseNo = filed[2] ?? '';
    const body = { version: 1, outcome: 'REJECT', reasonCode: 'NO_EVIDENCE' };
    expect(errorCodes(await decide(officer.token, caseNo, body))).toEqual(['ERR_SIM_0002']);
    expect((await request(t.app).post(`${CONSOLE}/cases/${caseNo}/decide`).set(commonHeaders()).send(body)).status).toBe(401);
    expect((await consoleCases()).find((item) => item.caseNo === caseNo)).toMatchObject({ status: 'SUBMITTED', version: 1 });
    const reviewer = await createSignedInStaff(t, { roles: ['APPROVER'] });
    const onThisMachine = await request(t.app).post(`${CONSOLE}/cases/${caseNo}/decide`).set(bearerHeaders(reviewer.token)).send(body);
    expect(onThisMachine.status).toBe(200);
    expect(onThisMachine.body.data.status).toBe('REJECTED');
    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.subjectId, caseNo));
    expect(audit.map((entry) => entry.staffId)).toEqual([reviewer.staffId, reviewer.staffId]);
  });
});

describe('outside simulation mode', () => {
  it('has no open cases and no deciding on the console', async () => {
    const production = createTestApp({ simulation: false });
    try {
      expect((await request(production.app).get(`${CONSOLE}/cases`).set(commonHeaders())).status).toBe(404);
      const decided = await request(production.app)
        .post(`${CONSOLE}/cases/DP2611-00001/decide`)
        .set(commonHeaders())
        .send({ version: 1, outcome: 'ACCEPT', reasonCode: 'OTHER' });
      expect(decided.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
