import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { registerBillingJobs } from '../../billing/billing-jobs';
import { registerCaseJobs } from '../engine/case-jobs';
import { staffAudit } from '../../audit/audit.schema';
import { createMember, sessionTokenFor, type TTestCustomer } from '../../../test/factories/customers';
import { bearerHeaders, errorCodes, outboxFor } from '../../../test/factories/http';
import { recordPassage } from '../../../test/factories/passages';
import { createSignedInStaff } from '../../../test/factories/staff';
import { seedVehicle } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../../test/test-app';
import { caseEvents } from '../engine/case-engine.schema';

// The clock moves from the cut of 16 November 2026 through the dispute window: a database of its own.
let t: TTestApp;
type TMember = TTestCustomer & { token: string; passageIds: string[]; invoiceNo: string };
let alice: TMember;
let bob: TMember;
let late: TMember;
let held: TMember;
let control: TMember;
let officer: string;
let supervisor: string;
let supervisorEmail: string;
let bobsCase: string;
let approver: string;
const staffIds: Record<'officer' | 'supervisor' | 'approver', string> = { officer: '', supervisor: '', approver: '' };

const CASES = '/caseservice/api/v1';
const STAFF = '/staffservice/api/v1/cases';
const bangkok = (local: string) => new Date(`${local}+07:00`);

/** Moves the clock (the jobs catch up) and opens fresh sessions, since the old ones have expired meanwhile. */
async function moveClockTo(local: string) {
  const res = await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok(local).toISOString() });
  expect(res.status).toBe(200);
  for (const member of [alice, bob, late, held, control]) member.token = await sessionTokenFor(t, member);
  officer = await sessionTokenFor(t, { staffId: staffIds.officer });
  supervisor = await sessionTokenFor(t, { staffId: staffIds.supervisor });
  approver = await sessionTokenFor(t, { staffId: staffIds.approver });
}

async function invoicesOf(member: { token: string }) {
  const res = await request(t.app).get('/invoiceservice/api/v1/invoices').set(bearerHeaders(member.token));
  return res.body.data.invoices as {
    invoiceNo: string;
    status: string;
    stage: string;
    dueDate: string;
    tollAmount: number;
    totalAmount: number;
  }[];
}

async function invoiceDetail(member: { token: string }, invoiceNo: string) {
  const res = await request(t.app).get(`/invoiceservice/api/v1/invoices/${invoiceNo}`).set(bearerHeaders(member.token));
  return res.body.data as {
    status: string;
    lines: { passageId: string }[];
    vehicles: { plate: string; passageCount: number; totalAmount: number }[];
    remarks: { kind: string; reason: string; relatedInvoiceNo: string | null }[];
  };
}

const fileDispute = (member: { token: string }, body: object, key = randomUUID()) =>
  request(t.app)
    .post(`${CASES}/disputes`)
    .set({ ...bearerHeaders(member.token), 'Idempotency-Key': key })
    .send(body);

const staffCase = async (token: string, caseNo: string) => {
  const res = await request(t.app).get(`${STAFF}/${caseNo}`).set(bearerHeaders(token));
  expect(res.status).toBe(200);
  return res.body.data as {
    status: string;
    version: number;
    timeline: { type: string }[];
    evidence: { passages: unknown[]; samePlateSameDay: unknown[] };
  };
};

const act = (token: string, caseNo: string, path: string, body: object) =>
  request(t.app).post(`${STAFF}/${caseNo}/${path}`).set(bearerHeaders(token)).send(body);

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2026-11-10T08:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  registerCaseJobs(t.jobs, { db: t.db, notifier: t.notifier });
  await t.jobs.open();
  const billed = async (passages: number) => {
    const member = await createMember(t);
    const vehicle = await seedVehicle(t, member.customerId, { status: 'ACTIVE' });
    return { member, plate: vehicle.plateNumber, passages };
  };
  const worlds = [await billed(3), await billed(1), await billed(1), await billed(1), await billed(1)];
  t.clock.set(bangkok('2026-11-10T12:00:00'));
  const recorded: string[][] = [];
  for (const world of worlds) {
    const ids: string[] = [];
    for (let n = 0; n < world.passages; n++) {
      ids.push(
        (await recordPassage(t, { plate: world.plate, passedAt: bangkok(`2026-11-10T${String(9 + n).padStart(2, '0')}:00:00`) })).id,
      );
    }
    recorded.push(ids);
  }
  await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok('2026-11-16T09:00:00').toISOString() });
  const members: TMember[] = [];
  for (const [index, world] of worlds.entries()) {
    const token = (await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: world.member.customerId })).token;
    const [invoice] = await invoicesOf({ token });
    members.push({ ...world.member, token, passageIds: recorded[index] ?? [], invoiceNo: invoice?.invoiceNo ?? '' });
  }
  [alice, bob, late, held, control] = members as [TMember, TMember, TMember, TMember, TMember];
  ({ token: officer, staffId: staffIds.officer } = await createSignedInStaff(t, { roles: ['CASE_OFFICER'] }));
  ({
    token: supervisor,
    staffId: staffIds.supervisor,
    email: supervisorEmail,
  } = await createSignedInStaff(t, { roles: ['CASE_SUPERVISOR'] }));
  ({ token: approver, staffId: staffIds.approver } = await createSignedInStaff(t, { roles: ['APPROVER'] }));
});
afterAll(() => t.close());

describe('a member disputes a passage, staff ask for information, and accept it before payment', () => {
  let caseNo: string;

  it('lists the invoice passages that may be disputed, with the window', async () => {
    const res = await request(t.app)
      .get(`${CASES}/disputes/eligible`)
      .query({ invoiceNo: alice.invoiceNo })
      .set(bearerHeaders(alice.token));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ invoiceNo: alice.invoiceNo, paid: false, windowEndsOn: '2026-12-16' });
    expect(res.body.data.passages.map((passage: { eligible: boolean }) => passage.eligible)).toEqual([true, true, true]);
    expect(res.body.data.passages[0]).toMatchObject({
      gantryCode: expect.any(String),
      plate: expect.any(String),
      plazaNameEn: expect.any(String),
      photoUrl: expect.stringMatching(/^\/invoiceservice\/api\/v1\/passages\/.+\/photo\?key=/),
    });
  });

  it('files one case with a readable number, the 9th business day as deadline, and the same answer for the same key', async () => {
    const body = { invoiceNo: alice.invoiceNo, passageIds: [alice.passageIds[0]], reason: 'PLATE_MISREAD' };
    const key = randomUUID();
    const first = await fileDispute(alice, body, key);
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({ caseNo: 'DP2611-00001', status: 'SUBMITTED', deadlineDate: '2026-11-27' });
    const again = await fileDispute(alice, body, key);
    expect(again.body.data).toEqual(first.body.data);
    caseNo = first.body.data.caseNo;
    const told = await outboxFor(t, alice.email);
    expect(told.filter((message) => message.purpose === 'CASE_UPDATED')).toHaveLength(1);
    expect(told[0]?.text).toContain('DP2611-00001');
    expect((await outboxFor(t, alice.mobile)).map((message) => message.purpose)).toContain('CASE_UPDATED');
  });

  it('refuses a second open dispute of the same passage, passages of another invoice, and OTHER without text', async () => {
    expect(
      errorCodes(await fileDispute(alice, { invoiceNo: alice.invoiceNo, passageIds: [alice.passageIds[0]], reason: 'CLONED_PLATE' })),
    ).toEqual(['ERR_CASE_0102']);
    expect(
      errorCodes(await fileDispute(alice, { invoiceNo: alice.invoiceNo, passageIds: [bob.passageIds[0]], reason: 'CLONED_PLATE' })),
    ).toEqual(['ERR_CASE_0103']);
    expect(
      errorCodes(await fileDispute(alice, { invoiceNo: bob.invoiceNo, passageIds: [bob.passageIds[0]], reason: 'CLONED_PLATE' })),
    ).toEqual(['ERR_CASE_0108']);
    const other = await fileDispute(alice, { invoiceNo: alice.invoiceNo, passageIds: [alice.passageIds[1]], reason: 'OTHER' });
    expect(other.status).toBe(400);
  });

  it('shows the member their case, and to member B it does not exist: no read, reply, withdrawal or decision', async () => {
    const mine = await request(t.app).get(`${CASES}/cases/${caseNo}`).set(bearerHeaders(alice.token));
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({
      caseNo,
      status: 'SUBMITTED',
      dispute: { disputedToll: 3000, passages: [{ passageId: alice.passageIds[0] }] },
    });
    const list = await request(t.app).get(`${CASES}/cases`).set(bearerHeaders(alice.token));
    expect(list.body.data).toMatchObject({ total: 1, items: [{ caseNo }] });
    expect(errorCodes(await request(t.app).get(`${CASES}/cases/${caseNo}`).set(bearerHeaders(bob.token)))).toEqual(['ERR_CASE_0001']);
    expect(
      errorCodes(await request(t.app).post(`${CASES}/cases/${caseNo}/messages`).set(bearerHeaders(bob.token)).send({ text: 'mine now' })),
    ).toEqual(['ERR_CASE_0001']);
    expect(errorCodes(await request(t.app).post(`${CASES}/cases/${caseNo}/withdraw`).set(bearerHeaders(bob.token)))).toEqual([
      'ERR_CASE_0001',
    ]);
    const decided = await request(t.app)
      .post(`${STAFF}/${caseNo}/decide`)
      .set(bearerHeaders(bob.token))
      .send({ version: 1, outcome: 'ACCEPT', reasonCode: 'OTHER' });
    expect(decided.status).toBe(401);
    expect((await request(t.app).get(`${CASES}/cases`).set(bearerHeaders(bob.token))).body.data.total).toBe(0);
  });

  it('lets an officer take the case and ask, the member reply, and records every staff action', async () => {
    expect(errorCodes(await act(approver, caseNo, 'take', { version: 1 }))).toEqual(['ERR_STAFF_0004']);
    const taken = await act(officer, caseNo, 'take', { version: 1 });
    expect(taken.status).toBe(200);
    expect(taken.body.data.status).toBe('IN_REVIEW');
    expect(errorCodes(await act(officer, caseNo, 'ask', { version: 1, text: 'stale' }))).toEqual(['ERR_CASE_0002']);
    const asked = await act(officer, caseNo, 'ask', { version: taken.body.data.version, text: 'Please send the photo of your plate.' });
    expect(asked.body.data.status).toBe('INFO_REQUESTED');
    expect((await act(officer, caseNo, 'notes', { text: 'Plate looks like a misread 8/B' })).status).toBe(200);
    const replied = await request(t.app)
      .post(`${CASES}/cases/${caseNo}/messages`)
      .set(bearerHeaders(alice.token))
      .send({ text: 'Here is what I have.' });
    expect(replied.status).toBe(200);
    expect(replied.body.data.status).toBe('IN_REVIEW');
    expect(replied.body.data.timeline.map((event: { type: string }) => event.type)).not.toContain('NOTE');
    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.subjectId, caseNo));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['CASE_ASK', 'CASE_NOTE', 'CASE_TAKE']);
  });

  it('shows the officer the evidence: the passage and the plate’s other passages that day', async () => {
    const detail = await staffCase(officer, caseNo);
    expect(detail.evidence.passages).toHaveLength(1);
    expect(detail.evidence.samePlateSameDay).toHaveLength(2);
    expect(detail.timeline.map((event) => event.type)).toContain('NOTE');
  });

  it('of 50 accept calls at once, takes one: the invoice is cancelled and replaced without the passage', async () => {
    const { version } = await staffCase(officer, caseNo);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        act(officer, caseNo, 'decide', { version, outcome: 'ACCEPT', reasonCode: 'PLATE_MISREAD_CONFIRMED' }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status !== 200).every((res) => ['ERR_CASE_0002'].includes(errorCodes(res)[0] ?? ''))).toBe(true);
    const decisions = await t.db
      .select()
      .from(caseEvents)
      .where(sql`${caseEvents.type} = 'DECISION'`);
    expect(decisions).toHaveLength(1);
    const invoices = await invoicesOf(alice);
    const cancelled = invoices.find((invoice) => invoice.invoiceNo === alice.invoiceNo);
    const replacement = invoices.find((invoice) => invoice.status !== 'CANCELLED');
    expect(cancelled?.status).toBe('CANCELLED');
    expect(replacement).toMatchObject({ tollAmount: 6000, totalAmount: 6000 });
    const old = await invoiceDetail(alice, alice.invoiceNo);
    expect(old.lines).toHaveLength(3);
    expect(old.remarks).toContainEqual(
      expect.objectContaining({ kind: 'CANCELLED', reason: 'DISPUTE_ACCEPTED', relatedInvoiceNo: replacement?.invoiceNo }),
    );
    const fresh = await invoiceDetail(alice, replacement?.invoiceNo ?? '');
    expect(fresh.lines.map((line) => line.passageId)).toEqual(alice.passageIds.slice(1));
    expect(fresh.vehicles).toEqual([expect.objectContaining({ passageCount: 2, totalAmount: 6000 })]);
    expect(old.vehicles).toEqual([expect.objectContaining({ passageCount: 3 })]);
    const mine = await request(t.app).get(`${CASES}/cases/${caseNo}`).set(bearerHeaders(alice.token));
    expect(mine.body.data).toMatchObject({
      status: 'ACCEPTED',
      decision: { reasonCode: 'PLATE_MISREAD_CONFIRMED' },
      dispute: { replacementInvoiceNo: replacement?.invoiceNo },
    });
  });
});

describe('the ladder while a dispute is open', () => {
  let caseNo: string;

  it('skips a step for the disputed invoice and takes it for the others', async () => {
    const filed = await fileDispute(held, { invoiceNo: held.invoiceNo, passageIds: held.passageIds, reason: 'VEHICLE_SOLD' });
    expect(filed.status).toBe(201);
    caseNo = filed.body.data.caseNo;
    const [before] = await invoicesOf(held);
    expect(before?.dueDate).toBe('2026-11-22');
    await moveClockTo('2026-11-24T09:00:00');
    expect((await invoicesOf(control)).find((invoice) => invoice.status !== 'CANCELLED')?.stage).toBe('FIRST_LATE_FEE');
    expect(await invoicesOf(held)).toEqual([expect.objectContaining({ invoiceNo: held.invoiceNo, stage: 'ISSUED' })]);
  });

  it('after a rejection, is due 7 days after the decision and takes the step once that has passed', async () => {
    const taken = await act(officer, caseNo, 'take', { version: 1 });
    const rejected = await act(officer, caseNo, 'decide', {
      version: taken.body.data.version,
      outcome: 'REJECT',
      reasonCode: 'OWNED_AT_PASSAGE',
      text: 'The transfer was registered on 20 November.',
    });
    expect(rejected.status).toBe(200);
    expect((await invoicesOf(held))[0]).toMatchObject({ stage: 'ISSUED', dueDate: '2026-12-01' });
    await moveClockTo('2026-12-01T23:00:00');
    expect((await invoicesOf(held))[0]?.stage).toBe('ISSUED');
    await moveClockTo('2026-12-02T09:00:00');
    expect((await invoicesOf(held)).find((invoice) => invoice.status !== 'CANCELLED')?.stage).toBe('FIRST_LATE_FEE');
  });
});

describe('the dispute window and the deadline across holidays', () => {
  it('counts the 9th business day over a holiday weekend, its day in lieu and Constitution Day', async () => {
    await moveClockTo('2026-12-02T10:00:00');
    const res = await fileDispute(bob, { invoiceNo: bob.invoiceNo, passageIds: bob.passageIds, reason: 'CHARGED_TWICE' });
    expect(res.status).toBe(201);
    // From Wednesday 2 December 2026: Sat 5 (King Bhumibol's birthday), Mon 7 (its day in lieu), Thu 10 (Constitution Day) do not count.
    expect(res.body.data.deadlineDate).toBe('2026-12-17');
    bobsCase = res.body.data.caseNo;
  });

  it('accepts a dispute on day 30 after the first invoice and refuses it on day 31', async () => {
    await moveClockTo('2026-12-16T23:59:00');
    const onDay30 = await fileDispute(late, { invoiceNo: late.invoiceNo, passageIds: late.passageIds, reason: 'WRONG_CLASS' });
    expect(onDay30.status).toBe(201);
    expect((await request(t.app).post(`${CASES}/cases/${onDay30.body.data.caseNo}/withdraw`).set(bearerHeaders(late.token))).status).toBe(
      200,
    );
    await moveClockTo('2026-12-17T00:00:00');
    expect(errorCodes(await fileDispute(late, { invoiceNo: late.invoiceNo, passageIds: late.passageIds, reason: 'WRONG_CLASS' }))).toEqual([
      'ERR_CASE_0101',
    ]);
  });
});

describe('the staff queue', () => {
  it('lists undecided cases by deadline to case officers only, with the assigned-to-me filter', async () => {
    const queue = await request(t.app).get(STAFF).set(bearerHeaders(supervisor));
    expect(queue.status).toBe(200);
    expect(errorCodes(await request(t.app).get(STAFF).set(bearerHeaders(approver)))).toEqual(['ERR_STAFF_0004']);
    expect(queue.body.data.items).toEqual([
      expect.objectContaining({ caseNo: bobsCase, status: 'SUBMITTED', overdue: false, deadlineDate: '2026-12-17' }),
    ]);
    const mine = await request(t.app).get(STAFF).query({ mine: 'true' }).set(bearerHeaders(officer));
    expect(mine.body.data.items).toEqual([]);
  });

  it('marks a case undecided after its deadline day overdue and tells the supervisors', async () => {
    await moveClockTo('2026-12-17T23:00:00');
    expect((await request(t.app).get(STAFF).query({ overdue: 'true' }).set(bearerHeaders(supervisor))).body.data.items).toEqual([]);
    await moveClockTo('2026-12-18T01:00:00');
    const overdue = await request(t.app).get(STAFF).query({ overdue: 'true' }).set(bearerHeaders(supervisor));
    expect(overdue.body.data.items).toEqual([expect.objectContaining({ caseNo: bobsCase, overdue: true })]);
    expect((await outboxFor(t, supervisorEmail)).map((message) => message.purpose)).toEqual(['CASE_OVERDUE']);
  });
});
