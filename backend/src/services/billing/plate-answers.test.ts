import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { createFixedClock } from '../../platform/clock';
import { accessKeyHeaders, errorCodes } from '../../test/factories/http';
import { recordPassage } from '../../test/factories/passages';
import { payQrAtBank, postPublicPayment } from '../../test/factories/payments';
import { newPlate } from '../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../test/test-app';
import { registerBillingJobs } from './billing-jobs';
import { invoiceRemarks, invoices, tollNotices } from './billing.schema';
import { passages } from '../toll/toll.schema';
import { createPlateAnswers } from './plate-answers';
import { plateVersionOf } from './public-lookup';

// The clock moves to the day cut, so the file has a database of its own.
let t: TTestApp;
const plate = newPlate();
const bangkok = (local: string) => new Date(`${local}+07:00`);
const photoUrl = (passageId: string) => `/photo/${passageId}`;

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2027-03-03T10:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  await recordPassage(t, { plate, passedAt: bangkok('2027-03-03T08:00:00') });
  await recordPassage(t, { plate, passedAt: bangkok('2027-03-03T09:00:00'), gantryCode: 'M9-BK-G1' });
  const moved = await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok('2027-03-04T00:00:00').toISOString() });
  expect(moved.status).toBe(200);
});
afterAll(() => t.close());

describe("a plate's kept answer", () => {
  const start = bangkok('2027-03-04T09:00:00');

  it('is the same answer while nothing changes, for 60 seconds less a millisecond, then built again', async () => {
    const clock = createFixedClock(start);
    const answers = createPlateAnswers({ clock });
    const ask = () => answers.answerFor({ db: t.db, plate, province: '10', language: 'EN', photoUrl });
    const first = await ask();
    expect(first.invoices).toHaveLength(1);
    expect(first.invoices[0]).toMatchObject({ plate, passageCount: 2, totalAmount: 5500 });
    expect(await ask()).toBe(first);
    clock.set(new Date(start.getTime() + 59_999));
    expect(await ask()).toBe(first);
    clock.set(new Date(start.getTime() + 60_000));
    const rebuilt = await ask();
    expect(rebuilt).not.toBe(first);
    expect(rebuilt).toEqual(first);
    // A clock moved back leaves the kept answer's age unknown.
    clock.set(new Date(start.getTime() + 30_000));
    expect(await ask()).not.toBe(rebuilt);
  });

  it('is kept per language, and the oldest plate is dropped past the limit', async () => {
    const answers = createPlateAnswers({ clock: createFixedClock(start), maxPlates: 1 });
    const ask = (language: 'TH' | 'EN') => answers.answerFor({ db: t.db, plate, province: '10', language, photoUrl });
    const english = await ask('EN');
    const thai = await ask('TH');
    expect(thai).not.toBe(english);
    expect(thai.invoices[0]?.lines?.[0]?.plazaName).not.toBe(english.invoices[0]?.lines?.[0]?.plazaName);
    expect(await ask('EN')).not.toBe(english);
  });

  it('is built again when a remark is added, with no change to the invoice itself', async () => {
    const answers = createPlateAnswers({ clock: createFixedClock(start) });
    const ask = () => answers.answerFor({ db: t.db, plate, province: '10', language: 'EN', photoUrl });
    const before = await ask();
    const [row] = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.invoiceNo, before.invoices[0]?.invoiceNo ?? ''));
    if (!row) throw new Error('the plate has no invoice');
    await t.db
      .insert(invoiceRemarks)
      .values({ invoiceId: row.id, kind: 'NEW_INVOICE', reason: 'WAIVER', relatedInvoiceNo: null, at: start });
    const after = await ask();
    expect(after).not.toBe(before);
    expect(after.invoices[0]?.remarks).toHaveLength(1);
  });

  it('is built again when the invoice row changes and stays open, as when it turns near due', async () => {
    const answers = createPlateAnswers({ clock: createFixedClock(start) });
    const ask = () => answers.answerFor({ db: t.db, plate, province: '10', language: 'EN', photoUrl });
    const before = await ask();
    expect(before.invoices[0]?.status).toBe('NORMAL');
    await t.db
      .update(invoices)
      .set({ status: 'NEAR_DUE' })
      .where(eq(invoices.invoiceNo, before.invoices[0]?.invoiceNo ?? ''));
    expect((await ask()).invoices[0]?.status).toBe('NEAR_DUE');
    await t.db
      .update(invoices)
      .set({ status: 'NORMAL' })
      .where(eq(invoices.invoiceNo, before.invoices[0]?.invoiceNo ?? ''));
  });

  it('is built again when a notice is issued on the case, and when it is withdrawn', async () => {
    const answers = createPlateAnswers({ clock: createFixedClock(start) });
    const ask = () => answers.answerFor({ db: t.db, plate, province: '10', language: 'EN', photoUrl });
    const before = await ask();
    expect(before.invoices[0]?.noticeNo ?? null).toBeNull();
    const [row] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.invoiceNo, before.invoices[0]?.invoiceNo ?? ''));
    if (!row) throw new Error('the plate has no invoice');
    await t.db.insert(tollNotices).values({
      noticeNo: 'N-PLATE-TEST',
      caseId: row.caseId,
      invoiceId: row.id,
      plate,
      province: '10',
      status: 'OPEN',
      issuedAt: start,
      dueDate: '2027-03-20',
    });
    expect((await ask()).invoices[0]?.noticeNo).toBe('N-PLATE-TEST');
    await t.db.delete(tollNotices).where(eq(tollNotices.noticeNo, 'N-PLATE-TEST'));
    expect((await ask()).invoices[0]?.noticeNo ?? null).toBeNull();
  });

  it('is built again when a passage lands in the invoiced day, as a read recorded before the cut but committed after it would; a passage of a day not yet cut changes nothing', async () => {
    const answers = createPlateAnswers({ clock: createFixedClock(start) });
    const ask = () => answers.answerFor({ db: t.db, plate, province: '10', language: 'EN', photoUrl });
    const before = await ask();
    const version = await plateVersionOf({ db: t.db, plate, province: '10' });
    await recordPassage(t, { plate });
    expect(await plateVersionOf({ db: t.db, plate, province: '10' })).toBe(version);
    expect(await ask()).toBe(before);
    const [line] = await t.db
      .select()
      .from(passages)
      .where(and(eq(passages.plate, plate), eq(passages.billingPeriod, '2027-03-03')))
      .limit(1);
    if (!line) throw new Error('the plate has no passage on the invoiced day');
    const { id: _id, ...copy } = line;
    await t.db.insert(passages).values({ ...copy, passedAt: bangkok('2027-03-03T23:59:59') });
    const after = await ask();
    expect(after).not.toBe(before);
    expect(after.invoices[0]?.lines).toHaveLength(3);
  });

  it('answers each plate its own version when several are asked for together, and none for a plate never invoiced', async () => {
    const other = newPlate();
    const [row] = await t.db.select().from(invoices).where(eq(invoices.plate, plate)).limit(1);
    if (!row) throw new Error('the plate has no invoice');
    // An invoice of the other plate, written as the cut would, gives it a version of its own.
    const { id: _id, invoiceNo: _no, refNo: _ref, caseId: _case, ...copy } = row;
    await t.db
      .insert(invoices)
      .values({ ...copy, plate: other, invoiceNo: `T${Date.now()}`, refNo: `9${Date.now()}`, caseId: randomUUID() });
    const ask = (asked: string) => plateVersionOf({ db: t.db, plate: asked, province: '10' });
    const [mine, theirs, none] = await Promise.all([ask(plate), ask(other), ask(newPlate())]);
    expect(mine).toBe(await ask(plate));
    expect(theirs).toBe(await ask(other));
    expect(theirs).not.toBe(mine);
    expect(none).toBe('');
  });

  it('shows a payment made through another path at once: the paid invoice is no longer open', async () => {
    const lookUp = () =>
      request(t.app).get('/invoiceservice/api/v1/public/invoices').query({ plate, province: '10' }).set(accessKeyHeaders(t));
    const [open] = (await lookUp()).body.data.invoices;
    expect((await lookUp()).body.data.invoices).toEqual([open]);
    const pending = await postPublicPayment(t, { invoiceNos: [open.invoiceNo], channel: 'QR' });
    expect(pending.body.data.status).toBe('PENDING');
    await payQrAtBank(t, pending.body.data.qr.payload);
    expect(errorCodes(await lookUp())).toEqual(['ERR_BILL_0001']);
  });
});
