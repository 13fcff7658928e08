import request from 'supertest';
import { createMember, sessionTokenFor } from '../../test/factories/customers';
import { bearerHeaders, outboxFor } from '../../test/factories/http';
import { seedVehicle } from '../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../test/test-app';
import { registerBillingJobs } from './billing-jobs';

// The worked example (requirements/billing.md#worked-example), driven by passages and clock moves only, through the API.
let t: TTestApp;
let customerId: string;
let email: string;
let plate: string;

const bangkok = (local: string) => new Date(`${local}+07:00`);

/** A session opened now: each clock move leaves the last one idle for days, which ends it. */
const member = async () => bearerHeaders(await sessionTokenFor(t, { customerId }));

async function moveClockTo(local: string) {
  const res = await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok(local).toISOString() });
  expect(res.status).toBe(200);
  return res.body.data.runs as { job: string; scheduledFor: string; status: string }[];
}

async function invoices() {
  const res = await request(t.app)
    .get('/invoiceservice/api/v1/invoices')
    .set(await member());
  expect(res.status).toBe(200);
  return res.body.data.invoices as { invoiceNo: string; status: string; stage: string; totalAmount: number; dueDate: string }[];
}

async function detail(invoiceNo: string) {
  const res = await request(t.app)
    .get(`/invoiceservice/api/v1/invoices/${invoiceNo}`)
    .set(await member());
  expect(res.status).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2026-11-03T08:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  const created = await createMember(t, { firstName: 'Somchai', lastName: 'Jaidee' });
  customerId = created.customerId;
  email = created.email;
  plate = (await seedVehicle(t, customerId, { status: 'ACTIVE' })).plateNumber;
});
afterAll(() => t.close());

describe('requirements/billing.md#worked-example: a member, one 30 baht passage on 3 Nov', () => {
  it('accrues the passage until the cut', async () => {
    t.clock.set(bangkok('2026-11-03T08:15:00'));
    const passage = await request(t.app)
      .post('/simservice/api/v1/passages')
      .set(commonHeaders())
      .send({
        gantryCode: 'M9-TC1-G1',
        lane: 1,
        plate,
        province: '10',
        vehicleClass: 1,
        passedAt: bangkok('2026-11-03T08:10:00').toISOString(),
      });
    expect(passage.status).toBe(200);
    expect(passage.body.data).toMatchObject({ price: 3000, isMember: true, billingPeriod: '2026-11-1' });
    const accruals = await request(t.app)
      .get('/invoiceservice/api/v1/accruals')
      .set(await member());
    expect(accruals.body.data).toMatchObject({ passageCount: 1, totalAmount: 3000, dueDate: '2026-11-22', cycle: { id: '2026-11-1' } });
    await moveClockTo('2026-11-15T23:59:59');
    expect(await invoices()).toEqual([]);
  });

  it('16 Nov: invoice 30.00 NORMAL, due 22 Nov, and the member is told', async () => {
    const runs = await moveClockTo('2026-11-16T00:00:00');
    expect(runs.map((run) => [run.job, run.status])).toContainEqual(['billing-member-cut', 'DONE']);
    const [invoice] = await invoices();
    expect(invoice).toMatchObject({ status: 'NORMAL', stage: 'ISSUED', totalAmount: 3000, dueDate: '2026-11-22' });
    const shown = await detail(invoice?.invoiceNo ?? '');
    expect(shown.lines).toHaveLength(1);
    expect(shown).toMatchObject({ tollAmount: 3000, vatAmount: 196, dueAt: bangkok('2026-11-22T23:59:59.999').toISOString() });
    expect(
      shown.upcoming.map((step: { step: string; totalAmount: number; dueDate: string }) => [step.step, step.totalAmount, step.dueDate]),
    ).toEqual([
      ['NEAR_DUE', 3000, '2026-11-22'],
      ['FIRST_LATE_FEE', 9000, '2026-12-07'],
      ['SECOND_LATE_FEE', 33000, '2026-12-22'],
      ['FINED', 53000, '2026-12-22'],
    ]);
    expect((await outboxFor(t, email)).map((message) => message.purpose)).toContain('INVOICE_ISSUED');
    const accruals = await request(t.app)
      .get('/invoiceservice/api/v1/accruals')
      .set(await member());
    expect(accruals.body.data).toMatchObject({ passageCount: 0, totalAmount: 0 });
  });

  it('20 Nov 00:00: NEAR_DUE, not one second before', async () => {
    await moveClockTo('2026-11-19T23:59:59');
    expect((await invoices())[0]?.status).toBe('NORMAL');
    await moveClockTo('2026-11-20T00:00:00');
    expect((await invoices())[0]?.status).toBe('NEAR_DUE');
    expect((await outboxFor(t, email)).map((message) => message.purpose)).toContain('INVOICE_NEAR_DUE');
  });

  it('23 Nov: cancelled and replaced by 90.00 due 7 Dec, each remark naming the other', async () => {
    await moveClockTo('2026-11-22T23:59:59');
    expect(await invoices()).toHaveLength(1);
    await moveClockTo('2026-11-23T00:00:00');
    const [latest, first] = await invoices();
    expect(first).toMatchObject({ status: 'CANCELLED', totalAmount: 3000 });
    expect(latest).toMatchObject({ status: 'OVERDUE', stage: 'FIRST_LATE_FEE', totalAmount: 9000, dueDate: '2026-12-07' });
    const shown = await detail(latest?.invoiceNo ?? '');
    expect(shown).toMatchObject({ tollAmount: 3000, firstLateFee: 6000, replacesInvoiceNo: first?.invoiceNo });
    expect(shown.remarks).toEqual([expect.objectContaining({ kind: 'NEW_INVOICE', relatedInvoiceNo: first?.invoiceNo })]);
    const old = await detail(first?.invoiceNo ?? '');
    expect(old).toMatchObject({ replacedByInvoiceNo: latest?.invoiceNo });
    expect(old.remarks).toEqual([expect.objectContaining({ kind: 'CANCELLED', relatedInvoiceNo: latest?.invoiceNo })]);
  });

  it('8 Dec: a toll notice, and 330.00 due 22 Dec', async () => {
    await moveClockTo('2026-12-08T00:00:00');
    const [latest] = await invoices();
    expect(latest).toMatchObject({ status: 'OVERDUE', stage: 'SECOND_LATE_FEE', totalAmount: 33000, dueDate: '2026-12-22' });
    const notices = await request(t.app)
      .get('/invoiceservice/api/v1/notices')
      .set(await member());
    expect(notices.body.data.notices).toEqual([
      expect.objectContaining({
        status: 'OPEN',
        dueDate: '2026-12-22',
        invoiceNo: latest?.invoiceNo,
        totalAmount: 33000,
        addresseeName: 'Somchai Jaidee',
      }),
    ]);
  });

  it('23 Dec: the 200 baht fine, 530.00, and the case goes to collection', async () => {
    await moveClockTo('2026-12-23T00:00:00');
    const [latest] = await invoices();
    expect(latest).toMatchObject({ stage: 'FINED', totalAmount: 53000 });
    const notices = await request(t.app)
      .get('/invoiceservice/api/v1/notices')
      .set(await member());
    expect(notices.body.data.notices[0]).toMatchObject({ status: 'FINED', totalAmount: 53000 });
    expect(notices.body.data.notices[0].collectionAt).not.toBeNull();
    await moveClockTo('2027-01-20T00:00:00');
    expect(await invoices()).toHaveLength(4);
  });
});
