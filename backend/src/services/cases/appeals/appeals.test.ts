import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { CASE_TRACKING_HEADER } from '@mflow/contracts/cases/visitor-cases.contract';
import { caseTrackingGrants } from '../engine/case-engine.schema';
import request from 'supertest';
import type { TAppealDecideRequest } from '@mflow/contracts/cases/appeal.contract';
import { AppError } from '../../../platform/errors/app-error';
import { registerBillingJobs } from '../../billing/billing-jobs';
import { createMember, sessionTokenFor, type TTestCustomer } from '../../../test/factories/customers';
import { uploadOwnFile } from '../../../test/factories/files';
import { accessKeyHeaders, bearerHeaders, errorCodes, outboxFor, rejectionCode } from '../../../test/factories/http';
import { recordPassage } from '../../../test/factories/passages';
import { createSignedInStaff } from '../../../test/factories/staff';
import { seedVehicle } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../../test/test-app';
import { appealAppointmentListeners, decideAppeal } from './appeal-decision';
import { bookAppealAppointment, cancelAppealAppointment, rescheduleAppealAppointment } from './appeal-booking';
import type { TAppointment, TAppointments } from './appointments-port';
import { appealDetailOf } from './appeal-views';
import { findCase, openCase } from '../engine/case-records';

// Notices of 8 December 2026 (due 22 December) appealed, decided and lapsed as the clock moves: a database of its own.
let t: TTestApp;
type TMember = TTestCustomer & { plate: string };
const members: Record<'alice' | 'bob' | 'carol' | 'dave' | 'erin' | 'frank', TMember> = {} as never;
let officerId: string;

const CASES = '/caseservice/api/v1';
const STAFF = '/staffservice/api/v1/cases';
const bangkok = (local: string) => new Date(`${local}+07:00`);

/** The appointments service as the design describes it, in memory: one BOOKED appointment per subject, every one kept. */
function appointmentsInMemory() {
  const all: TAppointment[] = [];
  const booked: Parameters<TAppointments['bookAppointment']>[0][] = [];
  const byNumber = (appointmentNo: string) => all.find((appointment) => appointment.appointmentNo === appointmentNo);
  const live = (ref: string) => all.find((appointment) => appointment.subject.ref === ref && appointment.status === 'BOOKED');
  const port: TAppointments = {
    bookAppointment: async (input) => {
      if (live(input.subject.ref)) throw new AppError('ERR_CASE_0212');
      booked.push(input);
      const appointment = {
        appointmentNo: `AM-${all.length + 1}`,
        subject: input.subject,
        centre: { code: input.centreCode },
        slotStart: input.slotStart.toISOString(),
        status: 'BOOKED',
      };
      all.push(appointment);
      return appointment;
    },
    rescheduleAppointment: async ({ appointmentNo, centreCode, slotStart }) => {
      const appointment = byNumber(appointmentNo);
      if (!appointment) throw new AppError('ERR_CASE_0211');
      return Object.assign(appointment, { centre: { code: centreCode }, slotStart: slotStart.toISOString() });
    },
    cancelAppointment: async ({ appointmentNo }) => Object.assign(byNumber(appointmentNo) ?? {}, { status: 'CANCELLED' }),
    liveAppointmentOf: async ({ subject }) => live(subject.ref),
    appointmentsOfSubjects: async ({ subjects }) =>
      all.filter((appointment) => subjects.some((subject) => subject.ref === appointment.subject.ref)),
  };
  return { port, booked, checkIn: (caseNo: string) => Object.assign(live(caseNo) ?? {}, { status: 'CHECKED_IN' }) };
}
const appointments = appointmentsInMemory();

async function moveClockTo(local: string) {
  const res = await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok(local).toISOString() });
  expect(res.status).toBe(200);
}

const headersOf = async (member: TMember) => bearerHeaders(await sessionTokenFor(t, member));

async function noticeOf(member: TMember) {
  const res = await request(t.app)
    .get('/invoiceservice/api/v1/notices')
    .set(await headersOf(member));
  return res.body.data.notices[0] as { noticeNo: string; status: string; dueDate: string; invoiceNo: string; totalAmount: number };
}

async function invoicesOf(member: TMember) {
  const res = await request(t.app)
    .get('/invoiceservice/api/v1/invoices')
    .set(await headersOf(member));
  return res.body.data.invoices as {
    invoiceNo: string;
    status: string;
    stage: string;
    dueDate: string;
    tollAmount: number;
    totalAmount: number;
  }[];
}

const fileAppeal = async (member: TMember, body: object, key = randomUUID()) =>
  request(t.app)
    .post(`${CASES}/appeals`)
    .set({ ...(await headersOf(member)), 'Idempotency-Key': key })
    .send(body);

async function caseOf(member: TMember, caseNo: string) {
  const res = await request(t.app)
    .get(`${CASES}/cases/${caseNo}`)
    .set(await headersOf(member));
  expect(res.status).toBe(200);
  return res.body.data;
}

async function take(caseNo: string) {
  const token = await sessionTokenFor(t, { staffId: officerId });
  const shown = await request(t.app).get(`${STAFF}/${caseNo}`).set(bearerHeaders(token));
  const res = await request(t.app).post(`${STAFF}/${caseNo}/take`).set(bearerHeaders(token)).send({ version: shown.body.data.version });
  expect(res.status).toBe(200);
  return res.body.data.version as number;
}

const decide = (caseNo: string, request: TAppealDecideRequest) =>
  decideAppeal({
    db: t.db,
    clock: t.clock,
    notifier: t.notifier,
    refunds: noRefunds,
    appointments: appointments.port,
    staffId: officerId,
    caseNo,
    request,
  });

const noRefunds = {
  requestRefund: () => Promise.reject(new Error('no invoice of these is paid')),
  checkChannel: () => Promise.resolve(),
  refundOf: () => Promise.resolve(undefined),
};

const book = (member: TMember, caseNo: string, slotStart: string) =>
  bookAppealAppointment({
    db: t.db,
    clock: t.clock,
    appointments: appointments.port,
    caseNo,
    who: { customerId: member.customerId },
    request: { centreCode: 'M7-BKT', slotStart: bangkok(slotStart).toISOString() },
  });

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2026-11-10T08:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  for (const name of ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'] as const) {
    const member = await createMember(t);
    members[name] = { ...member, plate: (await seedVehicle(t, member.customerId, { status: 'ACTIVE' })).plateNumber };
  }
  t.clock.set(bangkok('2026-11-10T12:00:00'));
  for (const member of Object.values(members)) await recordPassage(t, { plate: member.plate, passedAt: bangkok('2026-11-10T09:00:00') });
  ({ staffId: officerId } = await createSignedInStaff(t, { roles: ['CASE_OFFICER'] }));
  // Issued 16 November, due 22 November; the first late fee 23 November; the notice 8 December, due 22 December.
  await moveClockTo('2026-12-08T09:00:00');
}, 180_000);
afterAll(() => t.close());

describe('requirements/notices-and-appeals.md#appeals: filing', () => {
  let davesCase: string;

  it('files an appeal of the member’s notice: the case numbered AP, the notice APPEALED, the same answer for the same key', async () => {
    const notice = await noticeOf(members.dave);
    expect(notice).toMatchObject({ status: 'OPEN', dueDate: '2026-12-22', totalAmount: 33000 });
    const key = randomUUID();
    const first = await fileAppeal(members.dave, { noticeNo: notice.noticeNo, reason: 'VEHICLE_SOLD' }, key);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ caseNo: 'AP2612-00001', status: 'SUBMITTED', noticeNo: notice.noticeNo });
    expect((await fileAppeal(members.dave, { noticeNo: notice.noticeNo, reason: 'VEHICLE_SOLD' }, key)).body.data).toEqual(first.body.data);
    davesCase = first.body.data.caseNo;
    expect((await noticeOf(members.dave)).status).toBe('APPEALED');
    expect((await outboxFor(t, members.dave.email)).some((message) => message.text.includes(davesCase))).toBe(true);
    expect(await caseOf(members.dave, davesCase)).toMatchObject({
      kind: 'APPEAL',
      appeal: { noticeNo: notice.noticeNo, noticeStatus: 'APPEALED', reason: 'VEHICLE_SOLD', plate: members.dave.plate, appointment: null },
    });
  });

  it('refuses a second open appeal of the notice, OTHER without text and a stolen vehicle without the police report', async () => {
    const { noticeNo } = await noticeOf(members.dave);
    expect(errorCodes(await fileAppeal(members.dave, { noticeNo, reason: 'EXEMPT_VEHICLE' }))).toEqual(['ERR_CASE_0203']);
    const erins = (await noticeOf(members.erin)).noticeNo;
    expect(errorCodes(await fileAppeal(members.erin, { noticeNo: erins, reason: 'OTHER' }))).toEqual(['ERR_CASE_0207']);
    expect(errorCodes(await fileAppeal(members.erin, { noticeNo: erins, reason: 'STOLEN_VEHICLE' }))).toEqual(['ERR_CASE_0208']);
    expect((await noticeOf(members.erin)).status).toBe('OPEN');
  });

  it('attaches the police report with the files, owned by the member', async () => {
    const report = await uploadOwnFile(t, await sessionTokenFor(t, members.frank));
    const res = await fileAppeal(members.frank, {
      noticeNo: (await noticeOf(members.frank)).noticeNo,
      reason: 'STOLEN_VEHICLE',
      policeReportFileId: report,
    });
    expect(res.status).toBe(201);
    expect((await caseOf(members.frank, res.body.data.caseNo)).attachments).toEqual([{ fileId: report, addedBy: 'CUSTOMER' }]);
  });

  it('member B cannot appeal, see, book or withdraw A’s appeal: it does not exist for them', async () => {
    const { noticeNo } = await noticeOf(members.dave);
    expect(errorCodes(await fileAppeal(members.bob, { noticeNo, reason: 'NOT_MY_VEHICLE' }))).toEqual(['ERR_CASE_0201']);
    const bob = await headersOf(members.bob);
    expect(errorCodes(await request(t.app).get(`${CASES}/cases/${davesCase}`).set(bob))).toEqual(['ERR_CASE_0001']);
    const slot = { centreCode: 'M7-BKT', slotStart: '2026-12-15T10:00:00+07:00' };
    expect(errorCodes(await request(t.app).post(`${CASES}/appeals/${davesCase}/appointment`).set(bob).send(slot))).toEqual([
      'ERR_CASE_0001',
    ]);
    expect(errorCodes(await request(t.app).put(`${CASES}/appeals/${davesCase}/appointment`).set(bob).send(slot))).toEqual([
      'ERR_CASE_0001',
    ]);
    expect(errorCodes(await request(t.app).delete(`${CASES}/appeals/${davesCase}/appointment`).set(bob))).toEqual(['ERR_CASE_0001']);
    expect(errorCodes(await request(t.app).post(`${CASES}/cases/${davesCase}/withdraw`).set(bob))).toEqual(['ERR_CASE_0001']);
    expect(await rejectionCode(book(members.bob, davesCase, '2026-12-15T10:00:00'))).toBe('ERR_CASE_0001');
  });
});

describe('requirements/notices-and-appeals.md#appeals: appointments and outcomes', () => {
  let davesCase: string;
  let erinsCase: string;

  beforeAll(async () => {
    davesCase = (
      await request(t.app)
        .get(`${CASES}/cases`)
        .set(await headersOf(members.dave))
    ).body.data.items[0].caseNo;
    erinsCase = (await fileAppeal(members.erin, { noticeNo: (await noticeOf(members.erin)).noticeNo, reason: 'EMERGENCY_VEHICLE' })).body
      .data.caseNo;
  });

  it('books one live appointment per appeal, with the appeal’s plate and the member’s contact, and shows it on the case', async () => {
    const booked = await book(members.dave, davesCase, '2026-12-14T09:00:00');
    expect(appointments.booked.at(-1)).toMatchObject({
      subject: { kind: 'APPEAL', ref: davesCase },
      plate: members.dave.plate,
      contact: { email: members.dave.email, mobile: members.dave.mobile },
      customerId: members.dave.customerId,
    });
    expect(await rejectionCode(book(members.dave, davesCase, '2026-12-14T10:00:00'))).toBe('ERR_CASE_0212');
    const moved = await rescheduleAppealAppointment({
      db: t.db,
      clock: t.clock,
      appointments: appointments.port,
      caseNo: davesCase,
      who: { customerId: members.dave.customerId },
      request: { centreCode: 'M9-BPI', slotStart: bangkok('2026-12-15T10:00:00').toISOString() },
    });
    expect(moved).toMatchObject({ appointmentNo: booked.appointmentNo, centre: { code: 'M9-BPI' } });
    const shown = await caseOf(members.dave, davesCase);
    const row = await findCase({ db: t.db, caseNo: davesCase });
    if (!row) throw new Error(`no case ${davesCase}`);
    expect((await appealDetailOf({ db: t.db, row, appointments: appointments.port }))?.appointment).toEqual({
      appointmentNo: booked.appointmentNo,
      centreCode: 'M9-BPI',
      slotStart: bangkok('2026-12-15T10:00:00').toISOString(),
      status: 'BOOKED',
    });
    expect(shown.timeline.filter((event: { type: string }) => event.type === 'APPOINTMENT')).toHaveLength(2);
    await book(members.erin, erinsCase, '2026-12-15T10:30:00');
  });

  it('is decided only at or after the appointment’s start, or once checked in; without an appointment, never', async () => {
    const version = await take(davesCase);
    t.clock.set(bangkok('2026-12-15T09:59:59'));
    const upheld = { version, outcome: 'UPHOLD', reasonCode: 'VEHICLE_NOT_OWNED' } as const;
    expect(await rejectionCode(decide(davesCase, upheld))).toBe('ERR_CASE_0210');
    await cancelAppealAppointment({
      db: t.db,
      clock: t.clock,
      appointments: appointments.port,
      caseNo: davesCase,
      who: { customerId: members.dave.customerId },
    });
    expect(await rejectionCode(decide(davesCase, upheld))).toBe('ERR_CASE_0211');
    const staff = await sessionTokenFor(t, { staffId: officerId });
    const viaRoute = await request(t.app).post(`${STAFF}/${davesCase}/decide`).set(bearerHeaders(staff)).send(upheld);
    expect(errorCodes(viaRoute)).toEqual(['ERR_CASE_0211']);
    await book(members.dave, davesCase, '2026-12-16T10:00:00');
    appointments.checkIn(davesCase);
    await decide(davesCase, upheld);
  });

  it('upheld for a sold vehicle: the notice cancelled with its invoice, toll included, and nothing reissued', async () => {
    const shown = await caseOf(members.dave, davesCase);
    expect(shown).toMatchObject({
      status: 'UPHELD',
      appeal: { noticeStatus: 'CANCELLED', cancelledAmount: 33000, replacementInvoiceNo: null },
    });
    const [latest] = await invoicesOf(members.dave);
    expect(latest).toMatchObject({ status: 'CANCELLED', stage: 'SECOND_LATE_FEE' });
    expect((await outboxFor(t, members.dave.email))[0]?.text).toMatch(/upheld/);
  });

  it('fees waived: the toll alone reissued, due 7 days after the decision, and the notice open with that date', async () => {
    t.clock.set(bangkok('2026-12-16T10:30:00'));
    const version = await take(erinsCase);
    const staff = bearerHeaders(await sessionTokenFor(t, { staffId: officerId }));
    const misfit = await request(t.app)
      .post(`${STAFF}/${erinsCase}/decide`)
      .set(staff)
      .send({ version, outcome: 'WAIVE_FEES', reasonCode: 'VEHICLE_NOT_OWNED' });
    expect(errorCodes(misfit)).toEqual(['ERR_CASE_0109']);
    const disputeOutcome = await request(t.app)
      .post(`${STAFF}/${erinsCase}/decide`)
      .set(staff)
      .send({ version, outcome: 'ACCEPT', reasonCode: 'OTHER' });
    expect(disputeOutcome.status).toBe(400);
    await decide(erinsCase, { version, outcome: 'WAIVE_FEES', reasonCode: 'NOTICE_NOT_RECEIVED' });
    const [latest, before] = await invoicesOf(members.erin);
    expect(before).toMatchObject({ status: 'CANCELLED', totalAmount: 33000 });
    expect(latest).toMatchObject({ stage: 'SECOND_LATE_FEE', tollAmount: 3000, totalAmount: 3000, dueDate: '2026-12-23' });
    expect(await noticeOf(members.erin)).toMatchObject({ status: 'OPEN', dueDate: '2026-12-23', invoiceNo: latest?.invoiceNo });
    expect((await caseOf(members.erin, erinsCase)).appeal).toMatchObject({
      cancelledAmount: 30000,
      replacementInvoiceNo: latest?.invoiceNo,
    });
  });
});

describe('requirements/notices-and-appeals.md#appeals: the ladder paused and resumed', () => {
  let alicesCase: string;

  it('lapses an appeal whose appointment was missed: the notice due 7 days after the missed day, and the customer told', async () => {
    const [franksCase] = (
      await request(t.app)
        .get(`${CASES}/cases`)
        .set(await headersOf(members.frank))
    ).body.data.items;
    const appointment = await book(members.frank, franksCase.caseNo, '2026-12-17T09:00:00');
    t.clock.set(bangkok('2026-12-17T23:59:59'));
    await t.db.transaction((tx) =>
      appealAppointmentListeners({ notifier: t.notifier }).onMissed({
        db: tx,
        at: t.clock.now(),
        appointment: { ...appointment, status: 'NO_SHOW' },
      }),
    );
    expect(await caseOf(members.frank, franksCase.caseNo)).toMatchObject({
      status: 'LAPSED',
      appeal: { noticeStatus: 'OPEN', noticeDueDate: '2026-12-24' },
    });
    expect((await invoicesOf(members.frank))[0]).toMatchObject({ stage: 'SECOND_LATE_FEE', dueDate: '2026-12-24' });
    expect((await outboxFor(t, members.frank.email))[0]?.text).toMatch(/appointment was missed.*24 December 2026/);
  });

  it('accepts an appeal on the notice’s due date and refuses it the day after', async () => {
    t.clock.set(bangkok('2026-12-22T23:59:59'));
    const filed = await fileAppeal(members.alice, { noticeNo: (await noticeOf(members.alice)).noticeNo, reason: 'NOT_MY_VEHICLE' });
    expect(filed.status).toBe(201);
    alicesCase = filed.body.data.caseNo;
    t.clock.set(bangkok('2026-12-23T00:00:00'));
    const late = await fileAppeal(members.carol, { noticeNo: (await noticeOf(members.carol)).noticeNo, reason: 'NOT_MY_VEHICLE' });
    expect(errorCodes(late)).toEqual(['ERR_CASE_0202']);
  });

  it('adds no fine while APPEALED, though the clock passes the notice’s due date', async () => {
    await moveClockTo('2026-12-23T00:00:01');
    expect((await invoicesOf(members.carol))[0]).toMatchObject({ stage: 'FINED' });
    expect((await invoicesOf(members.alice))[0]).toMatchObject({ stage: 'SECOND_LATE_FEE', totalAmount: 33000 });
    expect(await noticeOf(members.alice)).toMatchObject({ status: 'APPEALED' });
  });

  it('fines a lapsed appeal’s notice the day after its resumed due date, not before', async () => {
    await moveClockTo('2026-12-24T23:59:59');
    expect((await invoicesOf(members.frank))[0]).toMatchObject({ stage: 'SECOND_LATE_FEE' });
    await moveClockTo('2026-12-25T00:00:00');
    expect((await invoicesOf(members.frank))[0]).toMatchObject({ stage: 'FINED', totalAmount: 53000 });
    expect(await noticeOf(members.frank)).toMatchObject({ status: 'FINED' });
  });

  it('rejected: the ladder resumes with the notice due 7 days after the decision, and the customer told the date', async () => {
    await book(members.alice, alicesCase, '2026-12-28T10:00:00');
    const version = await take(alicesCase);
    t.clock.set(bangkok('2026-12-28T10:00:00'));
    await decide(alicesCase, { version, outcome: 'REJECT', reasonCode: 'OWNED_AT_PASSAGE', text: 'The photo shows your car.' });
    expect(await noticeOf(members.alice)).toMatchObject({ status: 'OPEN', dueDate: '2027-01-04' });
    expect((await invoicesOf(members.alice))[0]).toMatchObject({ stage: 'SECOND_LATE_FEE', dueDate: '2027-01-04' });
    expect((await caseOf(members.alice, alicesCase)).status).toBe('REJECTED');
    expect((await outboxFor(t, members.alice.email))[0]?.text).toMatch(/4 January 2027/);
  });

  it('adds the fine after a rejection on the day after the resumed due date, and not a day earlier', async () => {
    await moveClockTo('2027-01-04T23:59:59');
    expect((await invoicesOf(members.alice))[0]).toMatchObject({ stage: 'SECOND_LATE_FEE', totalAmount: 33000 });
    await moveClockTo('2027-01-05T00:00:00');
    expect((await invoicesOf(members.alice))[0]).toMatchObject({ stage: 'FINED', totalAmount: 53000 });
    expect(await noticeOf(members.alice)).toMatchObject({ status: 'FINED' });
  });
});

describe('docs/decisions/0053-visitor-case-proofs.md: a visitor’s session opens its own appeal only', () => {
  /** A visitor's appeal case and a live tracking session of it, as POST …/session leaves them. */
  async function visitorAppealWithSession(email: string) {
    const at = t.clock.now();
    const { row } = await openCase({
      db: t.db,
      kase: {
        kind: 'APPEAL',
        customerId: null,
        visitor: { name: '', email, mobile: null },
        language: 'EN',
        summary: 'TN: OTHER',
        deadlineDate: '2027-02-20',
        at,
      },
      actor: { kind: 'VISITOR', id: null },
    });
    const token = randomBytes(32).toString('base64url');
    await t.db.insert(caseTrackingGrants).values({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      caseId: row.id,
      createdAt: at,
      expiresAt: new Date(at.getTime() + 1_800_000),
    });
    return { caseNo: row.caseNo, token };
  }

  it('a session of case A cannot read, book, move or cancel case B’s appointment, nor withdraw it', async () => {
    const a = await visitorAppealWithSession('a@example.com');
    const b = await visitorAppealWithSession('b@example.com');
    const asA = { ...accessKeyHeaders(t), [CASE_TRACKING_HEADER]: a.token };
    const slot = { centreCode: 'M7-BKT', slotStart: '2027-01-20T10:00:00+07:00' };
    const own = await request(t.app).get(`${CASES}/public/cases/${a.caseNo}`).set(asA);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ caseNo: a.caseNo, kind: 'APPEAL' });
    expect(errorCodes(await request(t.app).get(`${CASES}/public/cases/${b.caseNo}`).set(asA))).toEqual(['ERR_CASE_0001']);
    const appointment = `${CASES}/public/cases/${b.caseNo}/appointment`;
    expect(errorCodes(await request(t.app).post(appointment).set(asA).send(slot))).toEqual(['ERR_CASE_0001']);
    expect(errorCodes(await request(t.app).put(appointment).set(asA).send(slot))).toEqual(['ERR_CASE_0001']);
    expect(errorCodes(await request(t.app).delete(appointment).set(asA))).toEqual(['ERR_CASE_0001']);
    expect(errorCodes(await request(t.app).post(`${CASES}/public/cases/${b.caseNo}/withdraw`).set(asA))).toEqual(['ERR_CASE_0001']);
  });
});
