import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { registerBillingJobs } from '../../billing/billing-jobs';
import { checkRefundChannel, refundOf, requestRefund } from '../../payment/refunds/refunds.service';
import { createMember, sessionTokenFor, type TTestCustomer } from '../../../test/factories/customers';
import { bearerHeaders } from '../../../test/factories/http';
import { recordPassage } from '../../../test/factories/passages';
import { postPayment, savedCardMethod } from '../../../test/factories/payments';
import { createSignedInStaff } from '../../../test/factories/staff';
import { seedVehicle } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../../test/test-app';
import { appealDetailOf } from './appeal-views';
import { decideAppeal } from './appeal-decision';
import type { TAppointment, TAppointments } from './appointments-port';
import { findCase } from '../engine/case-records';

// Notices paid while under appeal, then decided: the part the outcome cancels goes back through the refunds. A database of its own.
let t: TTestApp;
let officerId: string;
const CASES = '/caseservice/api/v1';
const bangkok = (local: string) => new Date(`${local}+07:00`);
const refunds = { requestRefund, refundOf, checkChannel: checkRefundChannel };

/** Each appeal has one appointment, already checked in: the decision may be taken. */
const checkedIn: TAppointments = {
  bookAppointment: () => Promise.reject(new Error('not booked here')),
  rescheduleAppointment: () => Promise.reject(new Error('not moved here')),
  cancelAppointment: () => Promise.resolve(),
  liveAppointmentOf: () => Promise.resolve(undefined),
  appointmentsOfSubjects: async ({ subjects }): Promise<TAppointment[]> =>
    subjects.map((subject) => ({
      appointmentNo: `AM-${subject.ref}`,
      subject,
      centre: { code: 'M7-BKT' },
      slotStart: bangkok('2026-12-15T10:00:00').toISOString(),
      status: 'CHECKED_IN',
    })),
};

type TBilled = TTestCustomer & { plate: string };
type TPaid = TTestCustomer & { caseNo: string; paymentId: string };

async function appealAndPay(member: TTestCustomer, reason: string): Promise<TPaid> {
  const token = await sessionTokenFor(t, member);
  const notices = await request(t.app).get('/invoiceservice/api/v1/notices').set(bearerHeaders(token));
  const { noticeNo, invoiceNo } = notices.body.data.notices[0];
  const filed = await request(t.app)
    .post(`${CASES}/appeals`)
    .set({ ...bearerHeaders(token), 'Idempotency-Key': randomUUID() })
    .send({ noticeNo, reason });
  expect(filed.status).toBe(201);
  await savedCardMethod(t, member.customerId);
  const paid = await postPayment(t, token, { invoiceNos: [invoiceNo], channel: 'SAVED' });
  expect(paid.body.data.status).toBe('PAID');
  return { ...member, caseNo: filed.body.data.caseNo, paymentId: paid.body.data.paymentId };
}

async function take(caseNo: string): Promise<number> {
  const token = await sessionTokenFor(t, { staffId: officerId });
  const shown = await request(t.app).get(`/staffservice/api/v1/cases/${caseNo}`).set(bearerHeaders(token));
  const res = await request(t.app)
    .post(`/staffservice/api/v1/cases/${caseNo}/take`)
    .set(bearerHeaders(token))
    .send({ version: shown.body.data.version });
  expect(res.status).toBe(200);
  return res.body.data.version;
}

async function appealOf(caseNo: string) {
  const row = await findCase({ db: t.db, caseNo });
  if (!row) throw new Error(`no case ${caseNo}`);
  return { row, appeal: await appealDetailOf({ db: t.db, row, appointments: checkedIn }) };
}

let gina: TPaid;
let hank: TPaid;

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2026-11-10T08:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  const billed: TBilled[] = [];
  for (let n = 0; n < 2; n++) {
    const member = await createMember(t);
    billed.push({ ...member, plate: (await seedVehicle(t, member.customerId, { status: 'ACTIVE' })).plateNumber });
  }
  t.clock.set(bangkok('2026-11-10T12:00:00'));
  for (const member of billed) await recordPassage(t, { plate: member.plate, passedAt: bangkok('2026-11-10T09:00:00') });
  ({ staffId: officerId } = await createSignedInStaff(t, { roles: ['CASE_OFFICER'] }));
  const moved = await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok('2026-12-08T09:00:00').toISOString() });
  expect(moved.status).toBe(200);
  const [first, second] = billed as [TBilled, TBilled];
  const notices = await request(t.app)
    .get('/invoiceservice/api/v1/notices')
    .set(bearerHeaders(await sessionTokenFor(t, first)));
  expect(notices.body.data.notices).toHaveLength(1);
  gina = await appealAndPay(first, 'NOT_MY_VEHICLE');
  hank = await appealAndPay(second, 'EMERGENCY_VEHICLE');
}, 180_000);
afterAll(() => t.close());

describe('requirements/notices-and-appeals.md#appeals: an invoice paid while under appeal', () => {
  it('upheld for a vehicle not the customer’s: the whole 330.00 refunded to the card, toll included, and the notice cancelled', async () => {
    t.clock.set(bangkok('2026-12-15T10:00:00'));
    const version = await take(gina.caseNo);
    await decideAppeal({
      db: t.db,
      clock: t.clock,
      notifier: t.notifier,
      refunds,
      appointments: checkedIn,
      staffId: officerId,
      caseNo: gina.caseNo,
      request: { version, outcome: 'UPHOLD', reasonCode: 'VEHICLE_NOT_OWNED' },
    });
    const { row, appeal } = await appealOf(gina.caseNo);
    expect(row.status).toBe('UPHELD');
    expect(appeal).toMatchObject({ noticeStatus: 'CANCELLED', cancelledAmount: 33000, refundAmount: 33000, replacementInvoiceNo: null });
    expect(await refunds.refundOf({ db: t.db, sourceKey: `appeal:${gina.caseNo}` })).toMatchObject({
      paymentId: gina.paymentId,
      amount: 33000,
    });
  });

  it('fees waived: the 300.00 of fees refunded and the toll kept; the notice stays paid', async () => {
    const version = await take(hank.caseNo);
    await decideAppeal({
      db: t.db,
      clock: t.clock,
      notifier: t.notifier,
      refunds,
      appointments: checkedIn,
      staffId: officerId,
      caseNo: hank.caseNo,
      request: { version, outcome: 'WAIVE_FEES', reasonCode: 'HARDSHIP' },
    });
    const { row, appeal } = await appealOf(hank.caseNo);
    expect(row.status).toBe('FEES_WAIVED');
    expect(appeal).toMatchObject({ noticeStatus: 'PAID', cancelledAmount: 30000, refundAmount: 30000, replacementInvoiceNo: null });
    expect(await refunds.refundOf({ db: t.db, sourceKey: `appeal:${hank.caseNo}` })).toMatchObject({
      paymentId: hank.paymentId,
      amount: 30000,
    });
  });
});
