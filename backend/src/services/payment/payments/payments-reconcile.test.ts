import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { createMember, sessionTokenFor } from '../../../test/factories/customers';
import { bearerHeaders } from '../../../test/factories/http';
import { recordPassage } from '../../../test/factories/passages';
import { gatewayChargesFor, paymentRow, postPayment, savedCardMethod } from '../../../test/factories/payments';
import { seedVehicle } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../../test/test-app';
import { registerBillingJobs } from '../../billing/billing-jobs';
import { latestInvoiceFor } from '../../billing/invoice-payable';
import { askGateway, chargeSourceOf } from './payment-charge';
import { attachPayment, claimKey, hashOfRequest } from './payment-idempotency';
import type { TPaymentMethodRow } from '../methods/payment-method-records';
import { registerPaymentJobs } from './payment-jobs';
import { reconcilePendingPayments } from './payments-reconcile';
import { insertPendingPayment, type TPaymentRow } from './payments-records';
import { receipts } from '../receipts/receipts.schema';
import { paymentDocuments } from '../receipts/receipts.service';

// The clock moves to the cycle cut and on by the hour, so the file has a database of its own.
let t: TTestApp;
type TPayer = { customerId: string; invoiceNo: string; method: TPaymentMethodRow };
const payers: Record<string, TPayer> = {};

const bangkok = (local: string) => new Date(`${local}+07:00`);

async function moveClockTo(local: string) {
  const res = await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok(local).toISOString() });
  expect(res.status).toBe(200);
  return res.body.data.runs as { job: string; scheduledFor: string; status: string; summary: Record<string, number> | null }[];
}

const payer = (name: string): TPayer => {
  const found = payers[name];
  if (!found) throw new Error(`no payer ${name}`);
  return found;
};

const bodyOf = (name: string) => ({ invoiceNos: [payer(name).invoiceNo], channel: 'SAVED' as const });

/**
 * Transaction 1 of a member's payment by their saved card, committed, and then the process dies:
 * with `charged`, after the gateway took the money and before transaction 2 recorded it.
 */
async function dieBetweenTransactions(name: string, idempotencyKey: string, charged: boolean): Promise<TPaymentRow> {
  const { customerId, invoiceNo, method } = payer(name);
  const invoice = await latestInvoiceFor({ db: t.db, invoiceNo });
  if (!invoice) throw new Error(`no invoice ${invoiceNo}`);
  const idempotency = { scope: customerId, key: idempotencyKey, requestHash: hashOfRequest(bodyOf(name)) };
  const payment = await t.db.transaction(async (tx) => {
    expect(await claimKey(tx, idempotency, t.clock.now())).toBe(true);
    const pending = await insertPendingPayment({
      db: tx,
      customerId,
      channel: 'SAVED',
      paymentMethodId: method.id,
      invoices: [invoice],
      at: t.clock.now(),
    });
    await attachPayment(tx, idempotency, pending.id);
    return pending;
  });
  if (charged) {
    const asked = await askGateway({
      gateway: t.gateway,
      payment,
      invoiceNos: [invoiceNo],
      source: chargeSourceOf(method),
      portalBaseUrl: t.config.portalBaseUrl,
      now: t.clock.now(),
    });
    expect(asked.outcome.status).toBe('PAID');
  }
  return payment;
}

const reconcileAt = (at: Date) =>
  reconcilePendingPayments({ db: t.db, gateway: t.gateway, logger: t.logger, documents: paymentDocuments, at });

async function invoiceStatusOf(name: string): Promise<string | undefined> {
  return (await latestInvoiceFor({ db: t.db, invoiceNo: payer(name).invoiceNo }))?.status;
}

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2026-11-10T08:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  const created = await Promise.all(
    ['charged', 'uncharged'].map(async (name) => {
      const member = await createMember(t);
      const vehicle = await seedVehicle(t, member.customerId, { status: 'ACTIVE' });
      return { name, member, vehicle, method: await savedCardMethod(t, member.customerId) };
    }),
  );
  t.clock.set(bangkok('2026-11-10T09:00:00'));
  for (const { vehicle } of created) await recordPassage(t, { plate: vehicle.plateNumber });
  await moveClockTo('2026-11-16T09:00:00');
  for (const { name, member, method } of created) {
    const token = await sessionTokenFor(t, { customerId: member.customerId });
    const res = await request(t.app).get('/invoiceservice/api/v1/invoices').set(bearerHeaders(token));
    payers[name] = { customerId: member.customerId, invoiceNo: res.body.data.invoices[0].invoiceNo, method };
  }
  // Registered from 09:00 on, as a job deployed then: its runs are at 09:30, 12:30, 15:30 ...
  registerPaymentJobs(t.jobs, { db: t.db, gateway: t.gateway, logger: t.logger, documents: paymentDocuments });
  await t.jobs.open();
});
afterAll(() => t.close());

describe('a payment left PENDING by a crash between its two transactions', () => {
  const keys = { charged: randomUUID(), uncharged: randomUUID() };
  const crashed: Record<string, TPaymentRow> = {};

  beforeAll(async () => {
    t.clock.set(bangkok('2026-11-16T10:00:00'));
    crashed.charged = await dieBetweenTransactions('charged', keys.charged, true);
    crashed.uncharged = await dieBetweenTransactions('uncharged', keys.uncharged, false);
  });

  it('is left alone until it has been PENDING for an hour', async () => {
    expect(await reconcileAt(bangkok('2026-11-16T10:59:59'))).toEqual({ checked: 0, paid: 0, failed: 0, stillPending: 0, unanswered: 0 });
    expect((await paymentRow(t, crashed.charged?.id ?? ''))?.status).toBe('PENDING');
    expect(await invoiceStatusOf('charged')).not.toBe('PAID');
  });

  it('is settled by the job from what the gateway says: paid when it charged, failed when it never got the request', async () => {
    const runs = await moveClockTo('2026-11-16T12:45:00');
    const reconciled = runs.filter((run) => run.job === 'payment-reconcile');
    // A sweep (decision 0033): 09:30 and 12:30 fell due in a row, so only 12:30 runs, and takes both.
    expect(reconciled.map((run) => [run.scheduledFor, run.status])).toEqual([[bangkok('2026-11-16T12:30:00').toISOString(), 'DONE']]);
    expect(reconciled.map((run) => run.summary)).toEqual([{ checked: 2, paid: 1, failed: 1, stillPending: 0, unanswered: 0 }]);

    const paid = await paymentRow(t, crashed.charged?.id ?? '');
    expect(paid).toMatchObject({ status: 'PAID', reviewReason: null });
    expect(await invoiceStatusOf('charged')).toBe('PAID');

    const failed = await paymentRow(t, crashed.uncharged?.id ?? '');
    expect(failed).toMatchObject({ status: 'FAILED', failureCode: 'ERR_PAY_0118' });
    expect(await invoiceStatusOf('uncharged')).not.toBe('PAID');
  });

  it('changes nothing when the job runs again, even twice at once: one charge, one receipt', async () => {
    const again = await Promise.all([reconcileAt(bangkok('2026-11-16T13:30:00')), reconcileAt(bangkok('2026-11-16T13:30:00'))]);
    expect(again).toEqual([
      { checked: 0, paid: 0, failed: 0, stillPending: 0, unanswered: 0 },
      { checked: 0, paid: 0, failed: 0, stillPending: 0, unanswered: 0 },
    ]);
    const paymentIds = [crashed.charged?.id ?? '', crashed.uncharged?.id ?? ''];
    expect(await gatewayChargesFor(t, paymentIds)).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(receipts)
        .where(eq(receipts.paymentId, crashed.charged?.id ?? '')),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(receipts)
        .where(eq(receipts.paymentId, crashed.uncharged?.id ?? '')),
    ).toHaveLength(0);
  });

  it('answers a retry with the dead request’s key with how the payment ended, without charging again', async () => {
    const token = await sessionTokenFor(t, { customerId: payer('charged').customerId });
    const retry = await postPayment(t, token, bodyOf('charged'), keys.charged);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({ paymentId: crashed.charged?.id, status: 'PAID' });
    expect(await gatewayChargesFor(t, [crashed.charged?.id ?? ''])).toHaveLength(1);
  });

  it('frees the invoice of the failed one for a new payment', async () => {
    const token = await sessionTokenFor(t, { customerId: payer('uncharged').customerId });
    const retry = await postPayment(t, token, bodyOf('uncharged'), keys.uncharged);
    expect(retry.body.data).toMatchObject({ paymentId: crashed.uncharged?.id, status: 'FAILED', failure: { code: 'ERR_PAY_0118' } });
    const fresh = await postPayment(t, token, bodyOf('uncharged'));
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.status).toBe('PAID');
    expect(await invoiceStatusOf('uncharged')).toBe('PAID');
  });
});
