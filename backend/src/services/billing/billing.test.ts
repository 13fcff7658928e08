import request from 'supertest';
import { eq, inArray } from 'drizzle-orm';
import { isValidReference } from '@mflow/contracts/billing/reference-number';
import { createMember, sessionTokenFor } from '../../test/factories/customers';
import { accessKeyHeaders, bearerHeaders, errorCodes } from '../../test/factories/http';
import { recordPassage } from '../../test/factories/passages';
import { createStaff, staffToken } from '../../test/factories/staff';
import { newThaiId } from '../../test/factories/identities';
import { createRegistryVehicle, newPlate, seedVehicle } from '../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import { commonHeaders, createTestApp, type TTestApp } from '../../test/test-app';
import { auditTrailOf } from '../audit/audit.service';
import { registerBillingJobs } from './billing-jobs';
import { invoices, tollNotices } from './billing.schema';

// The clock moves in every test here, so the file has a database of its own; `other` is a second
// instance on it, as a second backend process would be.
let t: TTestApp;
let other: TTestApp;

const bangkok = (local: string) => new Date(`${local}+07:00`);

async function moveClockTo(app: TTestApp, local: string) {
  const res = await request(app.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok(local).toISOString() });
  expect(res.status).toBe(200);
  return res.body.data.runs as { job: string; status: string; summary: Record<string, number> | null }[];
}

const publicSearch = (query: Record<string, string>) =>
  request(t.app).get('/invoiceservice/api/v1/public/invoices').query(query).set(accessKeyHeaders(t));

beforeAll(async () => {
  t = await createIsolatedTestApp();
  other = createTestApp({ databaseUrl: t.config.databaseUrl });
  for (const app of [t, other]) {
    app.clock.set(bangkok('2027-01-03T10:00:00'));
    registerBillingJobs(app.jobs, { db: app.db, notifier: app.notifier, vehicleRegistry: app.registries.vehicle });
    await app.jobs.open();
  }
});
afterAll(async () => {
  await other.close();
  await t.close();
});

describe('a non-member', () => {
  const plate = newPlate();

  it('is billed per plate and day, found by plate, number or reference without an account, and climbs the same ladder', async () => {
    await recordPassage(t, { plate, passedAt: bangkok('2027-01-03T08:00:00') });
    await recordPassage(t, { plate, passedAt: bangkok('2027-01-03T09:30:00'), gantryCode: 'M9-BK-G1' });
    // Another plate the same day: its passages are no lines of this plate's invoice.
    await recordPassage(t, { plate: newPlate(), passedAt: bangkok('2027-01-03T09:00:00') });
    expect(errorCodes(await publicSearch({ plate, province: '10' }))).toEqual(['ERR_BILL_0001']);

    await moveClockTo(t, '2027-01-04T00:00:00');
    const found = await publicSearch({ plate, province: '10' });
    expect(found.status).toBe(200);
    const [invoice] = found.body.data.invoices;
    expect(invoice).toMatchObject({
      kind: 'NON_MEMBER',
      status: 'NORMAL',
      passageCount: 2,
      tollAmount: 5500,
      totalAmount: 5500,
      dueDate: '2027-01-10',
      serviceFrom: '2027-01-03',
    });
    expect(invoice.lines.map((line: { plazaCode: string }) => line.plazaCode)).toEqual(['M9-TC1', 'M9-BK']);
    expect(isValidReference(invoice.refNo)).toBe(true);
    expect((await publicSearch({ invoiceNo: invoice.invoiceNo })).body.data.invoices[0].invoiceNo).toBe(invoice.invoiceNo);
    expect((await publicSearch({ refCode: invoice.refNo })).body.data.invoices[0].invoiceNo).toBe(invoice.invoiceNo);

    await moveClockTo(t, '2027-01-11T00:00:00');
    const late = (await publicSearch({ plate, province: '10' })).body.data.invoices;
    expect(late).toHaveLength(1);
    expect(late[0]).toMatchObject({
      stage: 'FIRST_LATE_FEE',
      totalAmount: 16500,
      dueDate: '2027-01-25',
      replacesInvoiceNo: invoice.invoiceNo,
    });
    // A cancelled number, or its reference, leads to the invoice that replaced it.
    expect((await publicSearch({ invoiceNo: invoice.invoiceNo })).body.data.invoices[0].invoiceNo).toBe(late[0].invoiceNo);
    expect((await publicSearch({ refCode: invoice.refNo })).body.data.invoices[0].invoiceNo).toBe(late[0].invoiceNo);
  });

  it('refuses a reference that fails its check digits, and a search by two keys at once', async () => {
    const bad = await publicSearch({ refCode: '000000000000000196' });
    expect(bad.status).toBe(400);
    expect(errorCodes(bad)).toEqual(['ERR_BILL_0003']);
    expect(errorCodes(await publicSearch({ invoiceNo: 'IV270100000001', plate }))).toEqual(['ERR_BILL_0004']);
    expect(errorCodes(await publicSearch({ plate }))).toEqual(['ERR_BILL_0004']);
    expect(errorCodes(await publicSearch({ invoiceNo: 'IV999900000000' }))).toEqual(['ERR_BILL_0001']);
  });
});

describe('a waiver', () => {
  it("cancels the open invoice's fees for the toll alone, same due date, recorded with the reason; only an approver may", async () => {
    const plate = newPlate();
    await recordPassage(t, { plate, passedAt: t.clock.now() });
    await moveClockTo(t, '2027-01-12T00:00:00');
    const [first] = (await publicSearch({ plate, province: '10' })).body.data.invoices;
    expect(first.passageCount).toBe(1);
    await moveClockTo(t, '2027-01-19T00:00:00');
    const [late] = (await publicSearch({ plate, province: '10' })).body.data.invoices;
    expect(late).toMatchObject({ stage: 'FIRST_LATE_FEE', totalAmount: 9000 });

    const noRole = await createStaff(t, { roles: ['OPERATIONS'] });
    const refused = await request(t.app)
      .post(`/staffservice/api/v1/invoices/${late.invoiceNo}/waiver`)
      .set(bearerHeaders(await staffToken(t, noRole)))
      .send({ reason: 'Hospital stay, papers seen' });
    expect(refused.status).toBe(403);
    expect(errorCodes(refused)).toEqual(['ERR_BILL_0007']);

    const approver = await createStaff(t);
    const headers = bearerHeaders(await staffToken(t, approver));
    const waived = await request(t.app)
      .post(`/staffservice/api/v1/invoices/${late.invoiceNo}/waiver`)
      .set(headers)
      .send({ reason: 'Hospital stay, papers seen' });
    expect(waived.status).toBe(200);
    expect(waived.body.data).toMatchObject({ stage: 'FIRST_LATE_FEE', firstLateFee: 0, totalAmount: 3000, dueDate: late.dueDate });
    const [shown] = (await publicSearch({ invoiceNo: late.invoiceNo })).body.data.invoices;
    expect(shown).toMatchObject({ invoiceNo: waived.body.data.invoiceNo, replacesInvoiceNo: late.invoiceNo });
    expect(shown.remarks).toEqual([expect.objectContaining({ kind: 'NEW_INVOICE', reason: 'WAIVER', relatedInvoiceNo: late.invoiceNo })]);
    const [audited] = await auditTrailOf({ db: t.db, subjectId: late.invoiceNo });
    expect(audited).toMatchObject({
      action: 'INVOICE_WAIVE',
      staffId: approver.staffId,
      before: { invoiceNo: late.invoiceNo, firstLateFee: 6000, totalAmount: 9000 },
      after: { invoiceNo: waived.body.data.invoiceNo, firstLateFee: 0, totalAmount: 3000, reason: 'Hospital stay, papers seen' },
    });

    const again = await request(t.app)
      .post(`/staffservice/api/v1/invoices/${waived.body.data.invoiceNo}/waiver`)
      .set(headers)
      .send({ reason: 'Hospital stay, papers seen' });
    expect(errorCodes(again)).toEqual(['ERR_BILL_0006']);
    const cancelled = await request(t.app)
      .post(`/staffservice/api/v1/invoices/${late.invoiceNo}/waiver`)
      .set(headers)
      .send({ reason: 'Hospital stay, papers seen' });
    expect(errorCodes(cancelled)).toEqual(['ERR_BILL_0005']);
  });
});

describe('two instances', () => {
  it('moving the clock at the same moment issue each member one invoice for the cycle', async () => {
    const members = await Promise.all([createMember(t), createMember(t), createMember(t)]);
    for (const member of members) {
      const { plateNumber } = await seedVehicle(t, member.customerId, { status: 'ACTIVE' });
      await recordPassage(t, { plate: plateNumber });
      await recordPassage(t, { plate: plateNumber, gantryCode: 'M9-TB1-G1' });
    }
    other.clock.set(t.clock.now());
    const [mine, theirs] = await Promise.all([moveClockTo(t, '2027-02-01T00:00:00'), moveClockTo(other, '2027-02-01T00:00:00')]);
    const cut = [...mine, ...theirs].filter((run) => run.job === 'billing-member-cut' && run.status === 'DONE');
    expect(cut.length).toBeGreaterThan(0);
    for (const member of members) {
      const rows = await t.db.select().from(invoices).where(eq(invoices.customerId, member.customerId));
      expect(rows.map((row) => [row.billingPeriod, row.passageCount, row.totalAmount])).toEqual([['2027-01-2', 2, 6000]]);
      const listed = await request(t.app)
        .get('/invoiceservice/api/v1/invoices')
        .set(bearerHeaders(await sessionTokenFor(t, member)));
      expect(listed.body.data.total).toBe(1);
    }
  });
});

describe('the billing rules', () => {
  const rules = (body: object) => request(t.app).put('/simservice/api/v1/billing/rules').set(commonHeaders()).send(body);

  it('apply to invoices issued from then on, while an issued case keeps the rules it was issued under', async () => {
    const before = newPlate();
    await recordPassage(t, { plate: before });
    await moveClockTo(t, '2027-02-02T00:00:00');
    expect((await rules({ firstLateFeeMultiplier: 3, paymentDays: 5 })).body.data).toMatchObject({
      firstLateFeeMultiplier: 3,
      paymentDays: 5,
      secondLateFeeMultiplier: 10,
    });
    const after = newPlate();
    await recordPassage(t, { plate: after });
    await moveClockTo(t, '2027-02-03T00:00:00');
    const [issuedAfter] = (await publicSearch({ plate: after, province: '10' })).body.data.invoices;
    expect(issuedAfter.dueDate).toBe('2027-02-07');
    await moveClockTo(t, '2027-02-09T00:00:00');
    const [lateBefore] = (await publicSearch({ plate: before, province: '10' })).body.data.invoices;
    const [lateAfter] = (await publicSearch({ plate: after, province: '10' })).body.data.invoices;
    expect(lateBefore).toMatchObject({ stage: 'FIRST_LATE_FEE', firstLateFee: 6000 });
    expect(lateAfter).toMatchObject({ stage: 'FIRST_LATE_FEE', firstLateFee: 9000 });
    expect((await rules({})).body.data).toMatchObject({ firstLateFeeMultiplier: 2, paymentDays: 7 });
  });

  it('refuse a penalty over 10x, an unknown rule and a fraction, each by name', async () => {
    const res = await rules({ secondLateFeeMultiplier: 11, weekendFee: 5, paymentDays: 1.5 });
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((error: { description: string }) => error.description).join(' ')).toMatch(/secondLateFeeMultiplier/);
    expect(errorCodes(res).length).toBeGreaterThanOrEqual(3);
  });
});

describe('toll notices', () => {
  it("are addressed to the plate's registered owner, and a plate the registry does not know is asked about once", async () => {
    const registered = await createRegistryVehicle(t, { type: 'PERSON', id: newThaiId(), name: 'สมหญิง ใจงาม' });
    const unknown = newPlate();
    await moveClockTo(t, '2027-02-09T09:00:00');
    await recordPassage(t, { plate: registered.plateNumber, passedAt: bangkok('2027-02-09T08:00:00') });
    await recordPassage(t, { plate: unknown, passedAt: bangkok('2027-02-09T08:00:00') });

    // Cut 10 Feb, due 16 Feb; first late fee 17 Feb, due 3 Mar; the notice with the second on 4 Mar.
    await moveClockTo(t, '2027-03-04T00:00:00');
    const notices = await t.db
      .select()
      .from(tollNotices)
      .where(inArray(tollNotices.plate, [registered.plateNumber, unknown]));
    const noticeOf = (plate: string) => notices.find((notice) => notice.plate === plate);
    expect(noticeOf(registered.plateNumber)).toMatchObject({ addresseeName: 'สมหญิง ใจงาม', addressedAt: bangkok('2027-03-04T00:00:00') });
    expect(noticeOf(unknown)).toMatchObject({ addresseeName: null, addressedAt: bangkok('2027-03-04T00:00:00') });
  });
});
