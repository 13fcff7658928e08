import request from 'supertest';
import { createMember, sessionTokenFor } from '../../../test/factories/customers';
import { bearerHeaders } from '../../../test/factories/http';
import { recordPassage } from '../../../test/factories/passages';
import { completeCardPage, paymentRow, payQrAtBank, postPayment, savedCardMethod } from '../../../test/factories/payments';
import { seedVehicle } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../../test/test-app';
import { registerBillingJobs } from '../../billing/billing-jobs';

// The worked example (requirements/billing.md#worked-example: one 30 baht passage on 3 Nov), paid at each stage of the ladder.
let t: TTestApp;
const customers: Record<string, string> = {};

const bangkok = (local: string) => new Date(`${local}+07:00`);

async function moveClockTo(local: string) {
  const res = await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok(local).toISOString() });
  expect(res.status).toBe(200);
}

const tokenOf = (name: string) => sessionTokenFor(t, { customerId: customers[name] ?? '' });

type TInvoice = { invoiceNo: string; status: string; stage: string; totalAmount: number };

async function invoicesOf(name: string): Promise<TInvoice[]> {
  const res = await request(t.app)
    .get('/invoiceservice/api/v1/invoices')
    .set(bearerHeaders(await tokenOf(name)));
  return res.body.data.invoices;
}

async function pay(name: string, invoiceNo: string, channel: 'QR' | 'SAVED' | 'CARD') {
  const res = await postPayment(t, await tokenOf(name), { invoiceNos: [invoiceNo], channel });
  expect(res.status).toBe(200);
  return res.body.data as { paymentId: string; status: string; amount: number; invoiceNos: string[]; qr?: { payload: string } };
}

const firstInvoice: Record<string, string> = {};

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2026-11-03T08:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  const plates: string[] = [];
  for (const name of ['onTime', 'afterFee', 'afterNotice', 'inFlight']) {
    const member = await createMember(t);
    customers[name] = member.customerId;
    plates.push((await seedVehicle(t, member.customerId, { status: 'ACTIVE' })).plateNumber);
  }
  t.clock.set(bangkok('2026-11-03T08:15:00'));
  for (const plate of plates) await recordPassage(t, { plate, passedAt: bangkok('2026-11-03T08:10:00') });
  await moveClockTo('2026-11-16T00:00:00');
  for (const name of Object.keys(customers)) firstInvoice[name] = (await invoicesOf(name))[0]?.invoiceNo ?? '';
});
afterAll(() => t.close());

describe('paying the worked example of requirements/billing.md#worked-example at each stage', () => {
  it('16 Nov, on time: 30.00, and the ladder stops', async () => {
    const paid = await pay('onTime', firstInvoice.onTime ?? '', 'QR');
    expect(paid).toMatchObject({ status: 'PENDING', amount: 3000 });
    await payQrAtBank(t, paid.qr?.payload ?? '');
    expect(await invoicesOf('onTime')).toEqual([expect.objectContaining({ status: 'PAID', totalAmount: 3000 })]);
  });

  it('a card page still open when the invoice is replaced: the money is kept against the old invoice and flagged for staff', async () => {
    await moveClockTo('2026-11-22T23:50:00');
    const opened = await pay('inFlight', firstInvoice.inFlight ?? '', 'CARD');
    await moveClockTo('2026-11-23T00:00:00');
    const [replacement, cancelled] = await invoicesOf('inFlight');
    expect(cancelled).toMatchObject({ status: 'CANCELLED', invoiceNo: firstInvoice.inFlight });
    expect(replacement).toMatchObject({ status: 'OVERDUE', totalAmount: 9000 });
    t.clock.set(bangkok('2026-11-23T00:05:00'));
    const back = await completeCardPage(t, (await paymentRow(t, opened.paymentId))?.gatewayReference ?? '');
    await request(t.app).get(`${back.pathname}${back.search}`);
    expect(await paymentRow(t, opened.paymentId)).toMatchObject({ status: 'PAID', amount: 3000, reviewReason: 'INVOICE_REPLACED' });
    expect((await invoicesOf('inFlight'))[0]).toMatchObject({ status: 'OVERDUE', totalAmount: 9000 });
  });

  it('23 Nov, after the 2x fee: 90.00, paid by the cancelled number, which finds its replacement', async () => {
    const [replacement] = await invoicesOf('afterFee');
    expect(replacement).toMatchObject({ stage: 'FIRST_LATE_FEE', totalAmount: 9000 });
    const paid = await pay('afterFee', firstInvoice.afterFee ?? '', 'QR');
    expect(paid).toMatchObject({ amount: 9000, invoiceNos: [replacement?.invoiceNo] });
    await payQrAtBank(t, paid.qr?.payload ?? '');
    expect((await invoicesOf('afterFee'))[0]).toMatchObject({ invoiceNo: replacement?.invoiceNo, status: 'PAID' });
  });

  it('8 Dec, after the notice: 330.00 by a saved card', async () => {
    await moveClockTo('2026-12-08T00:00:00');
    const [latest] = await invoicesOf('afterNotice');
    expect(latest).toMatchObject({ stage: 'SECOND_LATE_FEE', totalAmount: 33000 });
    await savedCardMethod(t, customers.afterNotice ?? '');
    const paid = await pay('afterNotice', latest?.invoiceNo ?? '', 'SAVED');
    expect(paid).toMatchObject({ status: 'PAID', amount: 33000 });
    const notices = await request(t.app)
      .get('/invoiceservice/api/v1/notices')
      .set(bearerHeaders(await tokenOf('afterNotice')));
    expect(notices.body.data.notices[0]).toMatchObject({ status: 'PAID' });
  });

  it('no paid invoice climbs further: no fee, notice or fine after payment', async () => {
    await moveClockTo('2027-01-10T00:00:00');
    expect(await invoicesOf('onTime')).toEqual([expect.objectContaining({ status: 'PAID', totalAmount: 3000 })]);
    expect((await invoicesOf('afterFee')).map((invoice) => [invoice.status, invoice.totalAmount])).toEqual([
      ['PAID', 9000],
      ['CANCELLED', 3000],
    ]);
    expect((await invoicesOf('afterNotice'))[0]).toMatchObject({ status: 'PAID', totalAmount: 33000 });
    // The one whose money arrived too late for its invoice goes on up the ladder, and staff see the payment.
    expect((await invoicesOf('inFlight'))[0]).toMatchObject({ stage: 'FINED', totalAmount: 53000 });
  });
});
