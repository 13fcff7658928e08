import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { approvedCard, createTag } from '../../test/factories/gateway';
import { rejectionCode } from '../../test/factories/http';
import { createTestApp, commonHeaders, type TTestApp } from '../../test/test-app';
import { createLogger } from '../../platform/log/logger';
import type { TChargeSource, TRefundDestination } from '../../platform/ports';
import { gatewayCards, gatewayTags } from './gateway.schema';
import { createUnconfiguredGateway } from './gateway.unconfigured';

let t: TTestApp;
let gateway: TTestApp['gateway'];

beforeAll(() => {
  t = createTestApp();
  gateway = t.gateway;
});
afterAll(() => t.close());

const ORIGINAL: TRefundDestination = { kind: 'ORIGINAL' };
const BANK: TRefundDestination = { kind: 'BANK_ACCOUNT', bankCode: '014', accountNumber: '1234567890', holderName: 'Malee Dee' };

async function paidCharge(source: TChargeSource, amountSatang = 3000): Promise<string> {
  const outcome = await gateway.charge({
    idempotencyKey: randomUUID(),
    amountSatang,
    reference: randomUUID(),
    description: 'toll',
    source,
  });
  expect(outcome.status).toBe('PAID');
  return outcome.gatewayReference;
}

async function cardCharge(amountSatang = 3000): Promise<{ gatewayReference: string; token: string }> {
  const { token } = await gateway.saveCard(approvedCard());
  return { gatewayReference: await paidCharge({ kind: 'CARD', token }, amountSatang), token };
}

const refundOf = (
  gatewayReference: string | undefined,
  amountSatang: number,
  destination: TRefundDestination = ORIGINAL,
  idempotencyKey = randomUUID(),
) => gateway.refund({ idempotencyKey, gatewayReference, amountSatang, destination });

describe('a refund at the simulated gateway', () => {
  it('goes back to the card that paid, once per key: the same key answers the first refund', async () => {
    const { gatewayReference } = await cardCharge();
    const key = randomUUID();
    const first = await refundOf(gatewayReference, 1000, ORIGINAL, key);
    expect(first).toMatchObject({ status: 'DONE', amountSatang: 1000, refundReference: expect.stringMatching(/^RF[0-9A-F]{16}$/) });
    const answers = await Promise.all(Array.from({ length: 10 }, () => refundOf(gatewayReference, 1000, ORIGINAL, key)));
    expect(new Set(answers.map((answer) => answer.refundReference))).toEqual(new Set([first.refundReference]));
    expect(await gateway.refundByKey({ idempotencyKey: key })).toEqual(first);
    expect(await gateway.refundByKey({ idempotencyKey: randomUUID() })).toBeUndefined();
  });

  it('refuses a key reused for another request', async () => {
    const { gatewayReference } = await cardCharge();
    const key = randomUUID();
    await refundOf(gatewayReference, 1000, ORIGINAL, key);
    expect(await rejectionCode(refundOf(gatewayReference, 1001, ORIGINAL, key))).toBe('ERR_GW_0006');
  });

  it('never refunds more than the charge took, whatever the destination', async () => {
    const { gatewayReference } = await cardCharge(3000);
    expect(await refundOf(gatewayReference, 3001)).toMatchObject({
      status: 'FAILED',
      failure: { code: 'EXCEEDS_CHARGE', permanent: true },
    });
    expect((await refundOf(gatewayReference, 2000)).status).toBe('DONE');
    expect(await refundOf(gatewayReference, 1001, BANK)).toMatchObject({ status: 'FAILED', failure: { code: 'EXCEEDS_CHARGE' } });
    expect((await refundOf(gatewayReference, 1000, BANK)).status).toBe('DONE');
    expect(await refundOf(gatewayReference, 1)).toMatchObject({ status: 'FAILED', failure: { code: 'EXCEEDS_CHARGE' } });
  });

  it('credits a tag that paid, and refuses a card or tag the gateway no longer has', async () => {
    const tag = await createTag(t, { balanceSatang: 5000 });
    const tagCharge = await paidCharge({ kind: 'TAG', programme: tag.programme, tagNumber: tag.tagNumber });
    expect((await refundOf(tagCharge, 1200)).status).toBe('DONE');
    const where = and(eq(gatewayTags.programme, tag.programme), eq(gatewayTags.tagNumber, tag.tagNumber));
    expect((await t.db.select().from(gatewayTags).where(where))[0]?.balanceSatang).toBe(5000 - 3000 + 1200);
    await t.db.delete(gatewayTags).where(where);
    expect(await refundOf(tagCharge, 100)).toMatchObject({ status: 'FAILED', failure: { code: 'ACCOUNT_CLOSED', permanent: true } });
    const card = await cardCharge();
    await t.db.delete(gatewayCards).where(eq(gatewayCards.token, card.token));
    expect(await refundOf(card.gatewayReference, 100)).toMatchObject({ status: 'FAILED', failure: { code: 'ACCOUNT_CLOSED' } });
    expect((await refundOf(card.gatewayReference, 100, BANK)).status).toBe('DONE');
  });

  it('has no card to return a QR payment to, nor a charge it never made', async () => {
    const qr = await gateway.createQr({
      idempotencyKey: randomUUID(),
      amountSatang: 3000,
      reference: randomUUID(),
      expiresAt: new Date(t.clock.now().getTime() + 600_000),
    });
    await gateway.simulation.payQr({ gatewayReference: qr.gatewayReference });
    expect(await refundOf(qr.gatewayReference, 100)).toMatchObject({ status: 'FAILED', failure: { code: 'NO_ORIGINAL_METHOD' } });
    expect(await refundOf('GW0000000000000000', 100)).toMatchObject({ status: 'FAILED', failure: { code: 'UNKNOWN_CHARGE' } });
    expect(await refundOf(undefined, 100)).toMatchObject({ status: 'FAILED', failure: { code: 'NO_ORIGINAL_METHOD' } });
    expect((await refundOf(undefined, 100, BANK)).status).toBe('DONE');
  });
});

describe('the refund simulation controls', () => {
  const put = (target: string, body: object) =>
    request(t.app).put(`/simservice/api/v1/gateway/refund-behaviours/${target}`).set(commonHeaders()).send(body);

  it('fail a refund for good until cleared, keeping the failure under its key', async () => {
    const { gatewayReference } = await cardCharge();
    expect((await put(gatewayReference, { behaviour: 'FAIL' })).body.data).toEqual({
      target: gatewayReference,
      behaviour: 'FAIL',
      times: null,
    });
    const key = randomUUID();
    expect(await refundOf(gatewayReference, 100, ORIGINAL, key)).toMatchObject({
      status: 'FAILED',
      failure: { code: 'DECLINED', permanent: true },
    });
    expect(await refundOf(gatewayReference, 100)).toMatchObject({ status: 'FAILED' });
    expect(await gateway.refundByKey({ idempotencyKey: key })).toMatchObject({ status: 'FAILED' });
    await put(gatewayReference, { behaviour: 'NONE' });
    expect((await refundOf(gatewayReference, 100)).status).toBe('DONE');
  });

  it('fail the next refunds to a bank account for now, keeping nothing, so the same key goes through later', async () => {
    await put('9876543210', { behaviour: 'FAIL_TRANSIENT', times: 2 });
    const to = { ...BANK, accountNumber: '9876543210' };
    const key = randomUUID();
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(await refundOf(undefined, 100, to, key)).toMatchObject({
        status: 'FAILED',
        failure: { code: 'BANK_UNAVAILABLE', permanent: false },
      });
      expect(await gateway.refundByKey({ idempotencyKey: key })).toBeUndefined();
    }
    expect((await refundOf(undefined, 100, to, key)).status).toBe('DONE');
  });

  it('time a refund out after making it, so that only the look-up by key tells', async () => {
    const { gatewayReference } = await cardCharge();
    await put(gatewayReference, { behaviour: 'TIME_OUT' });
    const key = randomUUID();
    await expect(refundOf(gatewayReference, 500, ORIGINAL, key)).rejects.toThrow(/did not answer/);
    expect(await gateway.refundByKey({ idempotencyKey: key })).toMatchObject({ status: 'DONE', amountSatang: 500 });
    const listed = await request(t.app).get('/simservice/api/v1/gateway/refunds').query({ limit: 200 }).set(commonHeaders());
    expect(listed.body.data.refunds).toContainEqual(
      expect.objectContaining({ idempotencyKey: key, chargeReference: gatewayReference, status: 'DONE' }),
    );
  });

  it('refuse a target that is neither a gateway reference nor an account number', async () => {
    expect((await put('not-a-target', { behaviour: 'FAIL' })).status).toBe(400);
  });
});

it('the unconfigured gateway refuses refunds', async () => {
  const unconfigured = createUnconfiguredGateway({ logger: createLogger('silent') });
  expect(await rejectionCode(unconfigured.refund({ idempotencyKey: 'k', amountSatang: 1, destination: ORIGINAL }))).toBe('ERR_GW_0015');
  expect(await rejectionCode(unconfigured.refundByKey({ idempotencyKey: 'k' }))).toBe('ERR_GW_0015');
});
