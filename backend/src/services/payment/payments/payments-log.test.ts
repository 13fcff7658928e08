import { Writable } from 'node:stream';
import request from 'supertest';
import { createApp } from '../../../app';
import { createLogger } from '../../../platform/log/logger';
import { createMember, sessionTokenFor } from '../../../test/factories/customers';
import { accessKeyHeaders, bearerHeaders } from '../../../test/factories/http';
import { recordPassage } from '../../../test/factories/passages';
import { paymentRow, savedCardMethod } from '../../../test/factories/payments';
import { newPlate, seedVehicle } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../../test/test-app';
import { registerBillingJobs } from '../../billing/billing-jobs';
import { paymentMethods } from '../methods/payment-method.schema';

// A payment run through an app logging at debug level: its lines must carry no card data or token.
let t: TTestApp;
const lines: string[] = [];
const CARD = { number: '5555555555554444', cvv: '735' };

const bangkok = (local: string) => new Date(`${local}+07:00`);

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2026-11-10T08:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
});
afterAll(() => t.close());

it('writes no card number, CVV, card token, return token or payment-link token to the log during a payment run', async () => {
  const member = await createMember(t);
  const other = await createMember(t);
  const vehicles = [
    await seedVehicle(t, member.customerId, { status: 'ACTIVE' }),
    await seedVehicle(t, other.customerId, { status: 'ACTIVE' }),
  ];
  t.clock.set(bangkok('2026-11-10T09:00:00'));
  for (const vehicle of vehicles) await recordPassage(t, { plate: vehicle.plateNumber });
  const visitorPlate = newPlate();
  await recordPassage(t, { plate: visitorPlate });
  await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok('2026-11-16T09:00:00').toISOString() });

  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const { app } = createApp({ ...t, logger: createLogger('debug', sink) });
  const headers = bearerHeaders(await sessionTokenFor(t, { customerId: member.customerId }));
  const [invoice] = (await request(app).get('/invoiceservice/api/v1/invoices').set(headers)).body.data.invoices;

  const started = await request(app)
    .post('/invoiceservice/api/v1/payments')
    .set(headers)
    .set('Idempotency-Key', 'log-run-0001')
    .send({ invoiceNos: [invoice.invoiceNo], channel: 'CARD' });
  const page = new URL(started.body.data.redirectUrl);
  await request(app)
    .post(`${page.pathname}/card`)
    .type('form')
    .send({ brand: 'MASTERCARD', number: CARD.number, expiryMonth: '11', expiryYear: '2027', cvv: CARD.cvv, holderName: 'Somchai Jaidee' });
  const charge = await t.gateway.simulation.cardPage.show(page.pathname.split('/').pop() ?? '');
  const confirmed = await request(app).post(`${page.pathname}/confirm`).type('form').send({ code: charge.confirmationCode });
  const back = new URL(confirmed.headers.location ?? '');
  const token = back.searchParams.get('oneTimeToken') ?? '';
  expect((await request(app).get(`${back.pathname}${back.search}`)).text).toContain('data-status="PAID"');
  expect(await paymentRow(t, started.body.data.paymentId)).toMatchObject({ status: 'PAID' });

  const saved = await savedCardMethod(t, other.customerId, { number: CARD.number, brand: 'MASTERCARD', cvv: CARD.cvv });
  const otherHeaders = bearerHeaders(await sessionTokenFor(t, { customerId: other.customerId }));
  const [otherInvoice] = (await request(app).get('/invoiceservice/api/v1/invoices').set(otherHeaders)).body.data.invoices;
  const charged = await request(app)
    .post('/invoiceservice/api/v1/payments')
    .set(otherHeaders)
    .set('Idempotency-Key', 'log-run-0002')
    .send({ invoiceNos: [otherInvoice.invoiceNo], channel: 'SAVED' });
  expect(charged.body.data.status).toBe('PAID');

  const [visitorInvoice] = (
    await request(app).get('/invoiceservice/api/v1/public/invoices').query({ plate: visitorPlate, province: '10' }).set(accessKeyHeaders(t))
  ).body.data.invoices;
  const slip = await request(app)
    .get(`/invoiceservice/api/v1/public/invoices/${visitorInvoice.invoiceNo}/billpayment`)
    .set(accessKeyHeaders(t));
  const linkToken = new URL(slip.body.data.payLink).searchParams.get('link') ?? '';
  expect((await request(app).get(`/invoiceservice/api/v1/paylinks/${linkToken}`).set(commonHeaders())).status).toBe(200);
  await request(app).get(`/mflow/nonlinepayment?link=${linkToken}`);

  const written = lines.join('\n');
  expect(lines.length).toBeGreaterThan(4);
  expect(token.length).toBeGreaterThan(10);
  expect(linkToken).toMatch(/^[\w-]{22}$/);
  for (const secret of [CARD.number, token, saved.gatewayToken ?? 'no token', linkToken]) expect(written).not.toContain(secret);
  expect(written).toContain('/paylinks/[redacted]');
  expect(written).toContain('nonlinepayment?link=[redacted]');
  expect(written).not.toMatch(/cvv|"735"|=735/i);
  expect(written).toContain('oneTimeToken=[redacted]');
  expect(await t.db.select().from(paymentMethods)).toHaveLength(1);
});
