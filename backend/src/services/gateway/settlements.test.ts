import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { createApp } from '../../app';
import { createLogger } from '../../platform/log/logger';
import { createTag } from '../../test/factories/gateway';
import { bearerHeaders, errorCodes } from '../../test/factories/http';
import { createSignedInStaff } from '../../test/factories/staff';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import { commonHeaders, TEST_START, type TTestApp } from '../../test/test-app';
import type { TChargeOutcome } from '../../platform/ports';
import { gatewaySettlements } from './gateway.schema';
import { createUnconfiguredGateway } from './gateway.unconfigured';

// Listeners take every undelivered settlement of the database: these tests have one of their own.
let t: TTestApp;
const heard: TChargeOutcome[] = [];
let failuresToCome = 0;

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.gateway.onSettled(async (outcome) => {
    if (failuresToCome > 0) {
      failuresToCome -= 1;
      throw new Error('the payment module is down');
    }
    heard.push(outcome);
  });
});
afterEach(() => {
  heard.length = 0;
  failuresToCome = 0;
  t.clock.set(TEST_START);
});
afterAll(() => t.close());

const GATEWAY = '/simservice/api/v1/gateway';
const heardOf = (gatewayReference: string) => heard.filter((outcome) => outcome.gatewayReference === gatewayReference);

const bankDebit = () =>
  t.gateway.charge({
    idempotencyKey: randomUUID(),
    amountSatang: 12_000,
    reference: `pay-${randomUUID()}`,
    description: 'debit',
    source: { kind: 'BANK_DEBIT', bankCode: '006', accountNumber: '1234567890' },
  });

async function settlementOf(gatewayReference: string) {
  const [row] = await t.db.select().from(gatewaySettlements).where(eq(gatewaySettlements.gatewayReference, gatewayReference));
  return row;
}

describe('settlements', () => {
  it('tells the listeners of a pending charge the bank answered, once', async () => {
    const debit = await bankDebit();
    const res = await request(t.app)
      .post(`${GATEWAY}/charges/${debit.gatewayReference}/answer`)
      .set(commonHeaders())
      .send({ answer: 'INSUFFICIENT_FUNDS' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'DECLINED', declineCode: 'INSUFFICIENT_FUNDS', settledAt: TEST_START.toISOString() });
    expect(heardOf(debit.gatewayReference)).toEqual([
      { ...debit, status: 'DECLINED', declineCode: 'INSUFFICIENT_FUNDS', settledAt: TEST_START },
    ]);
    await t.gateway.simulation.deliverSettlements();
    expect(heardOf(debit.gatewayReference)).toHaveLength(1);
  });

  it('delivers again, later, what a listener threw on', async () => {
    const debit = await bankDebit();
    failuresToCome = 1;
    await t.gateway.simulation.answerPendingCharge({ gatewayReference: debit.gatewayReference, answer: 'APPROVE' });
    expect(heardOf(debit.gatewayReference)).toEqual([]);
    expect(await settlementOf(debit.gatewayReference)).toMatchObject({
      deliveredAt: null,
      attempts: 1,
      lastError: 'the payment module is down',
    });
    // The next simulation control call hands it over first.
    expect((await request(t.app).get(`${GATEWAY}/tags`).set(commonHeaders())).status).toBe(200);
    expect(heardOf(debit.gatewayReference)).toEqual([expect.objectContaining({ status: 'PAID' })]);
    expect(await settlementOf(debit.gatewayReference)).toMatchObject({ attempts: 2, lastError: null, deliveredAt: TEST_START });
  });

  it('announces a QR expiring, from the hourly job as of its run', async () => {
    const qr = await t.gateway.createQr({
      idempotencyKey: randomUUID(),
      amountSatang: 500,
      reference: 'pay-qr',
      expiresAt: new Date(TEST_START.getTime() + 60_000),
    });
    const runAt = new Date(TEST_START.getTime() + 3_600_000);
    await t.gateway.simulation.deliverSettlements(runAt);
    expect(heardOf(qr.gatewayReference)).toEqual([expect.objectContaining({ status: 'EXPIRED', settledAt: qr.expiresAt })]);
  });

  it('announces a QR paid and a bill paid at a counter, with Ref1 as the reference', async () => {
    const qr = await t.gateway.createQr({
      idempotencyKey: randomUUID(),
      amountSatang: 700,
      reference: 'pay-qr-2',
      expiresAt: new Date(TEST_START.getTime() + 60_000),
    });
    expect((await request(t.app).post(`${GATEWAY}/qr-payments`).set(commonHeaders()).send({ payload: qr.payload })).body.data.status).toBe(
      'PAID',
    );
    const counter = await request(t.app)
      .post(`${GATEWAY}/counter-payments`)
      .set(commonHeaders())
      .send({ ref1: '000000000000000195', amountSatang: 53_000, channel: 'ATM' });
    expect(counter.status).toBe(200);
    expect(heardOf(qr.gatewayReference)).toEqual([expect.objectContaining({ status: 'PAID', reference: 'pay-qr-2' })]);
    expect(heardOf(counter.body.data.gatewayReference)).toEqual([
      expect.objectContaining({ status: 'PAID', reference: '000000000000000195', amountSatang: 53_000 }),
    ]);
  });

  it('reports one counter payment once when the bank reports it twice under one key', async () => {
    const body = { ref1: '000000000000000195', amountSatang: 100, idempotencyKey: randomUUID() };
    const first = await request(t.app).post(`${GATEWAY}/counter-payments`).set(commonHeaders()).send(body);
    const second = await request(t.app).post(`${GATEWAY}/counter-payments`).set(commonHeaders()).send(body);
    expect(second.body.data.gatewayReference).toBe(first.body.data.gatewayReference);
    expect(heardOf(first.body.data.gatewayReference)).toHaveLength(1);
  });
});

describe('the gateway simulation controls', () => {
  it('refuse bad input in the catalogue, never with a 500', async () => {
    const badRef = await request(t.app)
      .post(`${GATEWAY}/counter-payments`)
      .set(commonHeaders())
      .send({ ref1: '000000000000000196', amountSatang: 100 });
    expect(badRef.status).toBe(400);
    expect(errorCodes(badRef)).toEqual(['ERR_GW_0012']);
    const unknown = await request(t.app)
      .post(`${GATEWAY}/charges/GW0000000000000000/answer`)
      .set(commonHeaders())
      .send({ answer: 'APPROVE' });
    expect(unknown.status).toBe(404);
    expect(errorCodes(unknown)).toEqual(['ERR_GW_0007']);
    for (const res of [
      await request(t.app).post(`${GATEWAY}/charges/nonsense/answer`).set(commonHeaders()).send({ answer: 'APPROVE' }),
      await request(t.app).post(`${GATEWAY}/qr-payments`).set(commonHeaders()).send({ payload: 5 }),
      await request(t.app).post(`${GATEWAY}/tags/MPASS/1000000001/top-up`).set(commonHeaders()).send({ amountSatang: 1.5 }),
      await request(t.app).get(`${GATEWAY}/charges`).query({ limit: 0 }).set(commonHeaders()),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.status).toBe('FAIL');
    }
  });

  it('top up a tag and list it, and list recent charges without tokens', async () => {
    const tag = await createTag(t, { balanceSatang: 0 });
    const topUp = await request(t.app)
      .post(`${GATEWAY}/tags/${tag.programme}/${tag.tagNumber}/top-up`)
      .set(commonHeaders())
      .send({ amountSatang: 25_000 });
    expect(topUp.body.data).toEqual({ ...tag, balanceSatang: 25_000 });
    const tags = await request(t.app).get(`${GATEWAY}/tags`).set(commonHeaders());
    expect(tags.body.data.tags).toContainEqual({ ...tag, balanceSatang: 25_000 });
    const { token } = await t.gateway.saveCard({
      brand: 'VISA',
      number: '4111111111111111',
      expiryMonth: 1,
      expiryYear: 2030,
      cvv: '123',
      holderName: 'A B',
    });
    // Charges made at one instant list in reference order; a second later, this one is the newest.
    t.clock.advance(1000);
    const paid = await t.gateway.charge({
      idempotencyKey: randomUUID(),
      amountSatang: 100,
      reference: 'pay-card',
      description: 'card',
      source: { kind: 'CARD', token },
    });
    const charges = await request(t.app).get(`${GATEWAY}/charges`).query({ limit: 5 }).set(commonHeaders());
    expect(charges.body.data.charges).toContainEqual(
      expect.objectContaining({ gatewayReference: paid.gatewayReference, kind: 'CARD', status: 'PAID' }),
    );
    expect(charges.text).not.toContain(token);
    expect(
      (await request(t.app).post(`${GATEWAY}/tags/MPASS/0000000000/top-up`).set(commonHeaders()).send({ amountSatang: 1 })).status,
    ).toBe(400);
  });

  it('refuse a caller on another machine without a staff sign-in, and let a trainer account drive them', async () => {
    const stranger = { ...commonHeaders(), 'X-Forwarded-For': '203.0.113.7' };
    const refused = await request(t.app).get(`${GATEWAY}/tags`).set(stranger);
    expect(refused.status).toBe(403);
    expect(errorCodes(refused)).toEqual(['ERR_SIM_0002']);
    const { token } = await createSignedInStaff(t, { roles: ['TRAINER'] });
    expect(
      (
        await request(t.app)
          .get(`${GATEWAY}/tags`)
          .set({ ...bearerHeaders(token), 'X-Forwarded-For': '203.0.113.7' })
      ).status,
    ).toBe(200);
  });

  it('are not there, nor is the card page, outside simulation', async () => {
    const production = createApp({
      ...t,
      config: { ...t.config, simulation: false },
      gateway: createUnconfiguredGateway({ logger: createLogger('silent') }),
    }).app;
    expect((await request(production).get(`${GATEWAY}/tags`).set(commonHeaders())).status).toBe(404);
    expect((await request(production).get('/simgateway/pay/GW0000000000000000')).status).toBe(404);
  });
});
