import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { approvedCard, createTag } from '../../test/factories/gateway';
import { rejectionCode } from '../../test/factories/http';
import { createTestApp, TEST_START, type TTestApp } from '../../test/test-app';
import type { TChargeSource } from '../../platform/ports';
import { CARD_TIME_OUT_MS } from './charges';
import { gatewayTags } from './gateway.schema';
import { TEST_CARDS } from './test-cards';

let t: TTestApp;
let gateway: TTestApp['gateway'];

beforeAll(() => {
  t = createTestApp();
  gateway = t.gateway;
});
afterEach(() => t.clock.set(TEST_START));
afterAll(() => t.close());

const chargeOf = (source: TChargeSource, overrides: { idempotencyKey?: string; amountSatang?: number; reference?: string } = {}) =>
  gateway.charge({
    idempotencyKey: randomUUID(),
    amountSatang: 3000,
    reference: `pay-${randomUUID()}`,
    description: 'toll',
    source,
    ...overrides,
  });

async function savedToken(number: string): Promise<TChargeSource> {
  const { token } = await gateway.saveCard(approvedCard({ brand: number.startsWith('4') ? 'VISA' : 'MASTERCARD', number }));
  return { kind: 'CARD', token };
}

async function balanceOf(tag: { programme: 'MPASS' | 'EASYPASS'; tagNumber: string }): Promise<number | undefined> {
  const [row] = await t.db
    .select()
    .from(gatewayTags)
    .where(and(eq(gatewayTags.programme, tag.programme), eq(gatewayTags.tagNumber, tag.tagNumber)));
  return row?.balanceSatang;
}

describe('charging a saved card', () => {
  it('pays with an ordinary card, at the clock', async () => {
    const outcome = await chargeOf(await savedToken('4111111111111111'));
    expect(outcome).toMatchObject({ status: 'PAID', amountSatang: 3000, settledAt: TEST_START });
    expect(outcome.declineCode).toBeUndefined();
  });

  it.each([
    [TEST_CARDS.declined[0], 'DECLINED'],
    [TEST_CARDS.declined[1], 'DECLINED'],
    [TEST_CARDS.insufficientFunds[0], 'INSUFFICIENT_FUNDS'],
    [TEST_CARDS.insufficientFunds[1], 'INSUFFICIENT_FUNDS'],
  ])('declines the test card %s with %s', async (number, declineCode) => {
    expect(await chargeOf(await savedToken(number))).toMatchObject({ status: 'DECLINED', declineCode });
  });

  it('declines a token the gateway does not know', async () => {
    expect(await chargeOf({ kind: 'CARD', token: 'tok_unknown' })).toMatchObject({ status: 'DECLINED', declineCode: 'UNKNOWN_SOURCE' });
  });

  it('declines a saved card that has expired since', async () => {
    const source = await savedToken('4111111111111111');
    t.clock.set(new Date('2027-12-01T00:00:00+07:00'));
    expect(await chargeOf(source)).toMatchObject({ status: 'DECLINED', declineCode: 'DECLINED' });
  });

  it('leaves a card the bank does not answer PENDING, then declines it as timed out', async () => {
    const outcome = await chargeOf(await savedToken(TEST_CARDS.timesOut[0]));
    expect(outcome.status).toBe('PENDING');
    t.clock.advance(CARD_TIME_OUT_MS - 1000);
    expect((await gateway.status({ gatewayReference: outcome.gatewayReference })).status).toBe('PENDING');
    t.clock.advance(1000);
    expect(await gateway.status({ gatewayReference: outcome.gatewayReference })).toMatchObject({
      status: 'DECLINED',
      declineCode: 'TIMED_OUT',
      settledAt: new Date(TEST_START.getTime() + CARD_TIME_OUT_MS),
    });
  });
});

describe('idempotency keys', () => {
  it('answers the first outcome again for the same key, and charges once', async () => {
    const tag = await createTag(t, { balanceSatang: 5000 });
    const source: TChargeSource = { kind: 'TAG', programme: tag.programme, tagNumber: tag.tagNumber };
    const request = { idempotencyKey: randomUUID(), reference: 'pay-1' };
    const first = await chargeOf(source, request);
    const again = await chargeOf(source, request);
    expect(again).toEqual(first);
    expect(await balanceOf(tag)).toBe(2000);
  });

  it('refuses the same key with another amount, source or reference', async () => {
    const source = await savedToken('4111111111111111');
    const request = { idempotencyKey: randomUUID(), reference: 'pay-2' };
    await chargeOf(source, request);
    expect(await rejectionCode(chargeOf(source, { ...request, amountSatang: 3001 }))).toBe('ERR_GW_0006');
    expect(await rejectionCode(chargeOf(source, { ...request, reference: 'pay-3' }))).toBe('ERR_GW_0006');
    expect(await rejectionCode(chargeOf({ kind: 'CARD', token: 'tok_other' }, request))).toBe('ERR_GW_0006');
  });

  it('makes one charge of the same key sent many times at once', async () => {
    const tag = await createTag(t, { balanceSatang: 30_000 });
    const request = { idempotencyKey: randomUUID(), reference: 'pay-4' };
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => chargeOf({ kind: 'TAG', programme: tag.programme, tagNumber: tag.tagNumber }, request)),
    );
    expect(new Set(outcomes.map((outcome) => outcome.gatewayReference)).size).toBe(1);
    expect(await balanceOf(tag)).toBe(27_000);
  });
});

describe('charging a prepaid tag', () => {
  it('draws the balance and declines what it does not cover, leaving the balance', async () => {
    const tag = await createTag(t, { balanceSatang: 5000 });
    const source: TChargeSource = { kind: 'TAG', programme: tag.programme, tagNumber: tag.tagNumber };
    expect((await chargeOf(source, { amountSatang: 5000 })).status).toBe('PAID');
    expect(await chargeOf(source, { amountSatang: 1 })).toMatchObject({ status: 'DECLINED', declineCode: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(tag)).toBe(0);
  });

  it('declines a tag the programme does not have', async () => {
    expect(await chargeOf({ kind: 'TAG', programme: 'EASYPASS', tagNumber: '0000000000' })).toMatchObject({
      status: 'DECLINED',
      declineCode: 'UNKNOWN_SOURCE',
    });
  });

  it('lets exactly 10 of 50 parallel charges through on a balance for 10', async () => {
    const tag = await createTag(t, { balanceSatang: 10 * 3000 });
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => chargeOf({ kind: 'TAG', programme: tag.programme, tagNumber: tag.tagNumber })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'PAID')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome.declineCode === 'INSUFFICIENT_FUNDS')).toHaveLength(40);
    expect(await balanceOf(tag)).toBe(0);
  });
});

describe('bank debit and request to pay', () => {
  it('answer PENDING until the bank answers, and status tells the answer', async () => {
    const debit = await chargeOf({ kind: 'BANK_DEBIT', bankCode: '006', accountNumber: '1234567890' });
    const requestToPay = await chargeOf({ kind: 'REQUEST_TO_PAY', mobile: '0812345678' });
    expect([debit.status, requestToPay.status]).toEqual(['PENDING', 'PENDING']);
    await gateway.simulation.answerPendingCharge({ gatewayReference: debit.gatewayReference, answer: 'ACCOUNT_CLOSED' });
    await gateway.simulation.answerPendingCharge({ gatewayReference: requestToPay.gatewayReference, answer: 'APPROVE' });
    expect(await gateway.status(debit)).toMatchObject({ status: 'DECLINED', declineCode: 'ACCOUNT_CLOSED', settledAt: TEST_START });
    expect(await gateway.status(requestToPay)).toMatchObject({ status: 'PAID' });
    expect(
      await rejectionCode(gateway.simulation.answerPendingCharge({ gatewayReference: debit.gatewayReference, answer: 'APPROVE' })),
    ).toBe('ERR_GW_0009');
  });

  it('refuses a request built wrongly in the catalogue, not with a crash', async () => {
    expect(await rejectionCode(chargeOf({ kind: 'REQUEST_TO_PAY', mobile: '12' }))).toBe('ERR_GW_0014');
    expect(await rejectionCode(chargeOf({ kind: 'TAG', programme: 'MPASS', tagNumber: '1000000001' }, { amountSatang: 0 }))).toBe(
      'ERR_GW_0014',
    );
    expect(await rejectionCode(gateway.status({ gatewayReference: 'GW0000000000000000' }))).toBe('ERR_GW_0007');
  });
});
