import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { TEST_CARDS } from '../../gateway/test-cards';
import { createMember, type TTestCustomer } from '../../../test/factories/customers';
import { accessKeyHeaders, bearerHeaders, errorCodes } from '../../../test/factories/http';
import { recordPassage } from '../../../test/factories/passages';
import {
  completeCardPage,
  gatewayChargesFor,
  payAtCounter,
  paymentRow,
  paymentsOf,
  payQrAtBank,
  postPayment,
  postPublicPayment,
  savedCardMethod,
} from '../../../test/factories/payments';
import { newPlate, seedVehicle } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../../test/test-app';
import { registerBillingJobs } from '../../billing/billing-jobs';
import { claimKey, earlierAnswer, hashOfRequest } from './payment-idempotency';
import { customers } from '../../customer/customer.schema';
import { createUnconfiguredGateway } from '../../gateway/gateway.unconfigured';
import type { TPaymentGateway } from '../../../platform/ports';
import { reconcilePendingPayments } from './payments-reconcile';
import { payAsMember, paymentSettlementListener, type TPaymentDeps } from './payments.service';
import { paymentDocuments } from '../receipts/receipts.service';

// The clock moves to the cycle cut once, so the file has a database of its own.
let t: TTestApp;
type TMember = TTestCustomer & { token: string; invoiceNo: string; refNo: string; amount: number };
const members: Record<string, TMember> = {};
const visitorPlate = newPlate();
const linkPlate = newPlate();
const cardVisitorPlate = newPlate();
let visitorInvoice: { invoiceNo: string; totalAmount: number };

const bangkok = (local: string) => new Date(`${local}+07:00`);

async function openInvoiceOf(member: TTestCustomer & { token: string }) {
  const res = await request(t.app).get('/invoiceservice/api/v1/invoices').set(bearerHeaders(member.token));
  return res.body.data.invoices[0] as { invoiceNo: string; refNo: string; status: string; totalAmount: number };
}

const invoiceStatus = async (member: TMember) => (await openInvoiceOf(member)).status;

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2026-11-10T08:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  const names = [
    'sameKey',
    'manyKeys',
    'rules',
    'declined',
    'qr',
    'card',
    'cardCancelled',
    'counter',
    'other',
    'unconfirmed',
    'gatewayDown',
    'gatewaySilent',
  ];
  const created = await Promise.all(
    names.map(async (name) => {
      const member = await createMember(t);
      return [name, member, await seedVehicle(t, member.customerId, { status: 'ACTIVE' })] as const;
    }),
  );
  // A passage is a member's when the vehicle is ACTIVE at the time of passage.
  t.clock.set(bangkok('2026-11-10T09:00:00'));
  for (const [, , vehicle] of created) await recordPassage(t, { plate: vehicle.plateNumber });
  await recordPassage(t, { plate: visitorPlate });
  await recordPassage(t, { plate: linkPlate });
  await recordPassage(t, { plate: cardVisitorPlate });
  await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok('2026-11-16T09:00:00').toISOString() });
  for (const [name, member] of created) {
    // A session opened after the clock move: the sign-in before it has gone idle.
    const fresh = { ...member, token: (await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: member.customerId })).token };
    const invoice = await openInvoiceOf(fresh);
    members[name] = { ...fresh, invoiceNo: invoice.invoiceNo, refNo: invoice.refNo, amount: invoice.totalAmount };
  }
  const found = await request(t.app)
    .get('/invoiceservice/api/v1/public/invoices')
    .query({ plate: visitorPlate, province: '10' })
    .set(accessKeyHeaders(t));
  visitorInvoice = found.body.data.invoices[0];
});
afterAll(() => t.close());

const member = (name: string): TMember => {
  const found = members[name];
  if (!found) throw new Error(`no member ${name}`);
  return found;
};

describe('paying with one idempotency key', () => {
  it('charges once for 50 parallel requests with the same key, and answers each of them the same', async () => {
    const m = member('sameKey');
    await savedCardMethod(t, m.customerId);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'SAVED' }, key)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200));
    const bodies = new Set(answers.map((res) => JSON.stringify(res.body.data)));
    expect(bodies.size).toBe(1);
    expect(answers[0]?.body.data).toMatchObject({ status: 'PAID', amount: 3000, invoiceNos: [m.invoiceNo] });
    const made = await paymentsOf(t, m.customerId);
    expect(made).toHaveLength(1);
    expect(
      await gatewayChargesFor(
        t,
        made.map((row) => row.id),
      ),
    ).toHaveLength(1);
    expect(await invoiceStatus(m)).toBe('PAID');
  });

  it('charges once for 50 parallel requests with different keys for one invoice, and refuses the other 49 clearly', async () => {
    const m = member('manyKeys');
    await savedCardMethod(t, m.customerId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'SAVED' })),
    );
    const paid = answers.filter((res) => res.status === 200);
    expect(paid).toHaveLength(1);
    const refused = answers.filter((res) => res.status === 409);
    expect(refused).toHaveLength(49);
    for (const res of refused) expect(['ERR_PAY_0104', 'ERR_PAY_0105']).toContain(errorCodes(res)[0]);
    const made = await paymentsOf(t, m.customerId);
    expect(made).toHaveLength(1);
    expect(
      await gatewayChargesFor(
        t,
        made.map((row) => row.id),
      ),
    ).toHaveLength(1);
  });

  it('refuses the same key with another body, and a key still in flight, without a second payment', async () => {
    const m = member('rules');
    const key = randomUUID();
    const first = await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'QR' }, key);
    expect(first.body.data).toMatchObject({ status: 'PENDING', invoiceNos: [m.invoiceNo] });
    const again = await postPayment(t, m.token, { channel: 'QR', invoiceNos: [m.invoiceNo.toLowerCase()] }, key);
    expect(again.body.data).toEqual(first.body.data);
    const other = await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'CARD' }, key);
    expect(other.status).toBe(422);
    expect(errorCodes(other)).toEqual(['ERR_PAY_0102']);
    const inFlight = { scope: m.customerId, key: randomUUID(), requestHash: hashOfRequest({ any: 'body' }) };
    await t.db.transaction((tx) => claimKey(tx, inFlight, t.clock.now()));
    await expect(earlierAnswer(t.db, inFlight, 0)).rejects.toMatchObject({ items: [{ code: 'ERR_PAY_0103' }] });
    expect(await paymentsOf(t, m.customerId)).toHaveLength(1);
  });

  it('refuses bad requests with catalogue errors, never a 500', async () => {
    const m = member('rules');
    const missingKey = await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'QR' }, null);
    expect(missingKey.status).toBe(400);
    expect(errorCodes(missingKey)).toEqual(['ERR_COMMON_0004']);
    expect((await postPayment(t, m.token, { invoiceNos: [], channel: 'QR' })).status).toBe(400);
    expect((await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'CASH' })).status).toBe(400);
    expect((await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'SAVED', paymentMethodId: 'nope' })).status).toBe(400);
    expect((await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'QR' }, 'short')).status).toBe(400);
    const foreign = await postPayment(t, m.token, { invoiceNos: [member('other').invoiceNo], channel: 'QR' });
    expect(errorCodes(foreign)).toEqual(['ERR_PAY_0107']);
    expect(errorCodes(await postPayment(t, m.token, { invoiceNos: ['IV999999999999'], channel: 'QR' }))).toEqual(['ERR_PAY_0107']);
    expect(errorCodes(await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'QR' }))).toEqual(['ERR_PAY_0104']);
    const noMethod = await postPayment(t, member('other').token, { invoiceNos: [member('other').invoiceNo], channel: 'SAVED' });
    expect(errorCodes(noMethod)).toEqual(['ERR_PAY_0109']);
    expect((await request(t.app).get('/invoiceservice/api/v1/payments/not-a-uuid').set(bearerHeaders(m.token))).status).toBe(404);
  });
});

describe('outcomes', () => {
  it('leaves the invoice unpaid when the card is declined, and says why in the catalogue', async () => {
    const m = member('declined');
    await savedCardMethod(t, m.customerId, { number: TEST_CARDS.insufficientFunds[0] });
    const res = await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'SAVED' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'FAILED',
      failure: { code: 'ERR_PAY_0111', description: 'Processing not successful: insufficient funds' },
    });
    expect(await invoiceStatus(m)).toBe('NORMAL');
    // The failed payment frees the invoice for another try.
    expect((await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'QR' })).body.data.status).toBe('PENDING');
  });

  it('settles a QR payment when the payer scans it, and a second delivery changes nothing', async () => {
    const m = member('qr');
    const res = await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'QR' });
    expect(res.body.data.qr.image).toMatch(/^data:image\/png;base64,/);
    expect((await payQrAtBank(t, res.body.data.qr.payload)).status).toBe(200);
    const shown = await request(t.app).get(`/invoiceservice/api/v1/payments/${res.body.data.paymentId}`).set(bearerHeaders(m.token));
    expect(shown.body.data).toMatchObject({ status: 'PAID', channel: 'QR', invoices: [{ invoiceNo: m.invoiceNo, amount: 3000 }] });
    expect(await invoiceStatus(m)).toBe('PAID');
    const row = await paymentRow(t, res.body.data.paymentId);
    await paymentSettlementListener({ db: t.db, clock: t.clock, documents: paymentDocuments })(
      await t.gateway.status({ gatewayReference: row?.gatewayReference ?? '' }),
    );
    expect(await paymentRow(t, res.body.data.paymentId)).toEqual(row);
    const history = await request(t.app).get('/invoiceservice/api/v1/payments').set(bearerHeaders(m.token));
    expect(history.body.data).toMatchObject({ total: 1, payments: [{ paymentId: res.body.data.paymentId, status: 'PAID' }] });
  });

  it('pays by the card page: the callback redeems the token once, and a replay changes nothing', async () => {
    const m = member('card');
    const res = await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'CARD' });
    expect(res.body.data).toMatchObject({ status: 'PENDING', redirectUrl: expect.stringContaining('/simgateway/pay/') });
    const row = await paymentRow(t, res.body.data.paymentId);
    const back = await completeCardPage(t, row?.gatewayReference ?? '');
    expect(back.pathname).toBe('/invoiceservice/api/v1/ktb/callback/card.html');
    const returned = await request(t.app).get(`${back.pathname}${back.search}`);
    expect(returned.status).toBe(200);
    expect(returned.text).toContain('data-status="PAID"');
    const paid = await paymentRow(t, res.body.data.paymentId);
    expect(paid).toMatchObject({ status: 'PAID', reviewReason: null });
    // Only the valid token shows the payment: a replay or a forged one is told nothing about it.
    const replayed = await request(t.app).get(`${back.pathname}${back.search}`);
    expect(replayed.text).toContain('data-status="UNCONFIRMED"');
    expect(await paymentRow(t, res.body.data.paymentId)).toEqual(paid);
    const forged = await request(t.app).get(back.pathname).query({ Ref: row?.gatewayReference, oneTimeToken: 'guessed' });
    expect(forged.text).toContain('data-status="UNCONFIRMED"');
    for (const told of [replayed.text, forged.text]) {
      expect(told).not.toContain(res.body.data.paymentId);
      expect(told).not.toContain(m.invoiceNo);
      expect(told).not.toContain('THB');
    }
    expect((await request(t.app).get(back.pathname).query({ Ref: 'x' })).status).toBe(400);
    expect(await invoiceStatus(m)).toBe('PAID');
  });

  it('is CANCELLED when the payer cancels on the card page: nothing charged, and the invoice free for another payment', async () => {
    const m = member('cardCancelled');
    const res = await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'CARD' });
    const row = await paymentRow(t, res.body.data.paymentId);
    const { redirectTo } = await t.gateway.simulation.cardPage.cancel(row?.gatewayReference ?? '');
    const back = new URL(redirectTo);
    const returned = await request(t.app).get(`${back.pathname}${back.search}`);
    expect(returned.text).toContain('data-status="CANCELLED"');
    expect(returned.text).toContain('ยกเลิกการชำระเงิน');
    const shown = await request(t.app).get(`/invoiceservice/api/v1/payments/${res.body.data.paymentId}`).set(bearerHeaders(m.token));
    expect(shown.body.data).toMatchObject({ status: 'CANCELLED', failure: null });
    expect(await invoiceStatus(m)).toBe('NORMAL');
    await t.gateway.simulation.deliverSettlements();
    expect((await paymentRow(t, res.body.data.paymentId))?.status).toBe('CANCELLED');
    expect((await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'QR' })).body.data.status).toBe('PENDING');
  });

  it('pays an invoice by its Ref1 at a counter, once however often the bank reports it', async () => {
    const m = member('counter');
    expect((await payAtCounter(t, m.refNo, m.amount)).status).toBe(200);
    const [counter] = await paymentsOf(t, m.customerId);
    expect(counter).toMatchObject({ channel: 'COUNTER', status: 'PAID', amount: 3000, reviewReason: null });
    expect(await invoiceStatus(m)).toBe('PAID');
    await t.gateway.simulation.deliverSettlements();
    expect(await paymentsOf(t, m.customerId)).toHaveLength(1);
  });
});

describe('a QR nobody scans', () => {
  it('expires when the gateway says so, and frees the invoice for another payment', async () => {
    const m = member('declined');
    const [pending] = (await paymentsOf(t, m.customerId)).filter((row) => row.status === 'PENDING');
    t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000));
    await t.gateway.simulation.deliverSettlements();
    const shown = await request(t.app).get(`/invoiceservice/api/v1/payments/${pending?.id}`).set(bearerHeaders(m.token, 'TH'));
    expect(shown.body.data).toMatchObject({
      status: 'EXPIRED',
      failure: { code: 'ERR_PAY_0115', description: 'รายการชำระเงินหมดอายุ กรุณาทำรายการใหม่' },
    });
    expect(await invoiceStatus(m)).toBe('NORMAL');
    expect((await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'QR' })).body.data.status).toBe('PENDING');
  });
});

describe('a visitor', () => {
  it('pays an open non-member invoice by QR and sees the payment with its invoice number', async () => {
    const body = { plate: visitorPlate, province: '10', channel: 'QR' };
    const key = randomUUID();
    const res = await postPublicPayment(t, body, key);
    expect(res.body.data).toMatchObject({ status: 'PENDING', amount: visitorInvoice.totalAmount, invoiceNos: [visitorInvoice.invoiceNo] });
    expect((await postPublicPayment(t, body, key)).body.data).toEqual(res.body.data);
    expect(errorCodes(await postPublicPayment(t, { invoiceNos: [member('other').invoiceNo], channel: 'QR' }))).toEqual(['ERR_PAY_0107']);
    expect((await postPublicPayment(t, { invoiceNos: [visitorInvoice.invoiceNo], channel: 'SAVED' })).status).toBe(400);
    await payQrAtBank(t, res.body.data.qr.payload);
    expect(res.body.data.resultKey).toMatch(/^[\w-]{32,}$/);
    const shown = await request(t.app)
      .get(`/invoiceservice/api/v1/public/payments/${res.body.data.paymentId}`)
      .query({ invoiceNo: visitorInvoice.invoiceNo, key: res.body.data.resultKey })
      .set(accessKeyHeaders(t));
    expect(shown.body.data).toMatchObject({
      status: 'PAID',
      channel: 'QR',
      paymentMethod: null,
      invoices: [{ invoiceNo: visitorInvoice.invoiceNo }],
    });
    const wrong = await request(t.app)
      .get(`/invoiceservice/api/v1/public/payments/${res.body.data.paymentId}`)
      .query({ invoiceNo: member('other').invoiceNo, key: res.body.data.resultKey })
      .set(accessKeyHeaders(t));
    expect(errorCodes(wrong)).toEqual(['ERR_PAY_0108']);
  });

  it("is shown a payment only with the key handed to its payer: never without it, and never a member's", async () => {
    const [invoice] = (
      await request(t.app)
        .get('/invoiceservice/api/v1/public/invoices')
        .query({ plate: cardVisitorPlate, province: '10' })
        .set(accessKeyHeaders(t))
    ).body.data.invoices;
    const res = await postPublicPayment(t, { invoiceNos: [invoice.invoiceNo], channel: 'CARD' });
    const row = await paymentRow(t, res.body.data.paymentId);
    const back = await completeCardPage(t, row?.gatewayReference ?? '');
    const returned = await request(t.app).get(`${back.pathname}${back.search}`);
    expect(returned.text).toContain('data-status="PAID"');
    expect(returned.text).toContain(`key=${res.body.data.resultKey}`);
    const read = (query: Record<string, string>) =>
      request(t.app).get(`/invoiceservice/api/v1/public/payments/${res.body.data.paymentId}`).query(query).set(accessKeyHeaders(t));
    expect((await read({ invoiceNo: invoice.invoiceNo, key: res.body.data.resultKey })).body.data.status).toBe('PAID');
    expect(errorCodes(await read({ invoiceNo: invoice.invoiceNo, key: 'x'.repeat(43) }))).toEqual(['ERR_PAY_0108']);
    expect((await read({ invoiceNo: invoice.invoiceNo })).status).toBe(400);

    const m = member('qr');
    const [memberPaid] = (await paymentsOf(t, m.customerId)).filter((payment) => payment.status === 'PAID');
    expect(memberPaid).toBeDefined();
    const memberRead = await request(t.app)
      .get(`/invoiceservice/api/v1/public/payments/${memberPaid?.id}`)
      .query({ invoiceNo: m.invoiceNo, key: memberPaid?.resultKey ?? 'x'.repeat(43) })
      .set(accessKeyHeaders(t));
    expect(errorCodes(memberRead)).toEqual(['ERR_PAY_0108']);
  });
});

describe('a payment link (the non-line payment path)', () => {
  const linkApi = (path: string) => `/invoiceservice/api/v1/paylinks/${path}`;

  it("pays a visitor's invoice with no access key: the link's invoice, a QR paid at the bank, then paid", async () => {
    const found = await request(t.app)
      .get('/invoiceservice/api/v1/public/invoices')
      .query({ plate: linkPlate, province: '10' })
      .set(accessKeyHeaders(t));
    const invoice = found.body.data.invoices[0] as { invoiceNo: string; totalAmount: number };
    const slip = await request(t.app)
      .get(`/invoiceservice/api/v1/public/invoices/${invoice.invoiceNo}/billpayment`)
      .set(accessKeyHeaders(t));
    const link = new URL(slip.body.data.payLink);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.portalBaseUrl}/mflow/nonlinepayment`);
    const token = link.searchParams.get('link') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const again = await request(t.app)
      .get(`/invoiceservice/api/v1/public/invoices/${invoice.invoiceNo}/billpayment`)
      .set(accessKeyHeaders(t));
    expect(again.body.data.payLink).toBe(slip.body.data.payLink);

    const shown = await request(t.app).get(linkApi(token)).set(commonHeaders());
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      invoiceNo: invoice.invoiceNo,
      status: 'NEAR_DUE',
      totalAmount: invoice.totalAmount,
      // A link is handed on, so it shows the plate masked, as the look-up by number does.
      plate: `${'*'.repeat(linkPlate.length - 2)}${linkPlate.slice(-2)}`,
      province: '10',
    });

    const pay = (body: object, key: string | null = randomUUID()) => {
      const call = request(t.app)
        .post(linkApi(`${token}/payments`))
        .set(commonHeaders());
      return (key === null ? call : call.set('Idempotency-Key', key)).send(body);
    };
    expect(errorCodes(await pay({ channel: 'QR' }, null))).toEqual(['ERR_COMMON_0004']);
    expect((await pay({ channel: 'SAVED' })).status).toBe(400);
    const started = await pay({ channel: 'QR' });
    expect(started.body.data).toMatchObject({ status: 'PENDING', amount: invoice.totalAmount, invoiceNos: [invoice.invoiceNo] });
    await payQrAtBank(t, started.body.data.qr.payload);
    const payment = await request(t.app)
      .get(linkApi(`${token}/payments/${started.body.data.paymentId}`))
      .set(commonHeaders());
    expect(payment.body.data).toMatchObject({ status: 'PAID', channel: 'QR', invoices: [{ invoiceNo: invoice.invoiceNo }] });
    expect((await request(t.app).get(linkApi(token)).set(commonHeaders())).body.data.status).toBe('PAID');
    expect(errorCodes(await pay({ channel: 'QR' }))).toEqual(['ERR_PAY_0105']);
  });

  it('refuses a token it never made, and one that is not a token, in the catalogue', async () => {
    const unknown = await request(t.app).get(linkApi('AAAAAAAAAAAAAAAAAAAAAA')).set(commonHeaders());
    expect(unknown.status).toBe(404);
    expect(errorCodes(unknown)).toEqual(['ERR_PAY_0119']);
    expect(errorCodes(await request(t.app).get(linkApi('not-a-token')).set(commonHeaders()))).toEqual(['ERR_PAY_0119']);
    expect(
      errorCodes(
        await request(t.app)
          .post(linkApi('AAAAAAAAAAAAAAAAAAAAAA/payments'))
          .set(commonHeaders())
          .set('Idempotency-Key', randomUUID())
          .send({ channel: 'CARD' }),
      ),
    ).toEqual(['ERR_PAY_0119']);
  });
});

describe('requirements/payments.md#paying-invoices and its messages on paying', () => {
  it('lets a member whose e-mail is not activated pay by QR only, in the catalogue words', async () => {
    const m = member('unconfirmed');
    await savedCardMethod(t, m.customerId);
    await t.db.update(customers).set({ emailConfirmedAt: null }).where(eq(customers.id, m.customerId));
    for (const body of [{ channel: 'SAVED' }, { channel: 'CARD' }]) {
      const refused = await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], ...body });
      expect(refused.status).toBe(409);
      expect(refused.body.data.errors).toEqual([
        { code: 'ERR_PAY_0022', description: 'Your e-mail address is not activated yet, so you can pay by QR code only' },
      ]);
    }
    expect(await paymentsOf(t, m.customerId)).toEqual([]);
    expect((await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'QR' })).body.data.status).toBe('PENDING');
  });

  const depsWith = (gateway: TPaymentGateway): TPaymentDeps => ({
    db: t.db,
    clock: t.clock,
    gateway,
    logger: t.logger,
    portalBaseUrl: t.config.portalBaseUrl,
    documents: paymentDocuments,
  });

  it('answers "payment system error" when no gateway is configured: nothing charged, the invoice still open', async () => {
    const m = member('gatewayDown');
    await savedCardMethod(t, m.customerId);
    const answer = await payAsMember({
      deps: depsWith(createUnconfiguredGateway({ logger: t.logger })),
      customerId: m.customerId,
      idempotencyKey: randomUUID(),
      request: { invoiceNos: [m.invoiceNo], channel: 'SAVED' },
    });
    expect(answer).toMatchObject({ status: 'FAILED', failure: { code: 'ERR_GW_0015' } });
    expect(await gatewayChargesFor(t, [answer.paymentId])).toEqual([]);
    expect(await invoiceStatus(m)).not.toBe('PAID');
    const paid = await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'SAVED' });
    expect(paid.body.data.status).toBe('PAID');
  });

  it('keeps a payment PENDING when the gateway does not answer, holds the invoice, and the reconciliation ends it an hour later', async () => {
    const m = member('gatewaySilent');
    await savedCardMethod(t, m.customerId);
    const silent: TPaymentGateway = { ...t.gateway, charge: () => Promise.reject(new Error('socket hang up')) };
    const answer = await payAsMember({
      deps: depsWith(silent),
      customerId: m.customerId,
      idempotencyKey: randomUUID(),
      request: { invoiceNos: [m.invoiceNo], channel: 'SAVED' },
    });
    expect(answer.status).toBe('PENDING');
    expect(errorCodes(await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'QR' }))).toEqual(['ERR_PAY_0104']);
    const summary = await reconcilePendingPayments({
      db: t.db,
      gateway: t.gateway,
      logger: t.logger,
      documents: paymentDocuments,
      at: new Date(t.clock.now().getTime() + 60 * 60_000),
    });
    expect(summary.unanswered).toBe(0);
    expect(await paymentRow(t, answer.paymentId)).toMatchObject({ status: 'FAILED', failureCode: 'ERR_PAY_0118' });
    expect((await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'SAVED' })).body.data.status).toBe('PAID');
  });
});
