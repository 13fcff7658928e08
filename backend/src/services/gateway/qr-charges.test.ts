import { randomUUID } from 'node:crypto';
import { parsePromptPayPayload } from '@mflow/contracts/payment/promptpay';
import { TOLL_BILLER } from '@mflow/contracts/payment/bill-payment';
import { rejectionCode } from '../../test/factories/http';
import { createTestApp, TEST_START, type TTestApp } from '../../test/test-app';
import { qrPngDataUrl, qrSvg } from './qr-image';
import { billPaymentBarcodePng } from './bill-barcode';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp();
});
afterEach(() => t.clock.set(TEST_START));
afterAll(() => t.close());

const TEN_MINUTES = 10 * 60_000;

const newQr = (overrides: { idempotencyKey?: string; amountSatang?: number; expiresAt?: Date } = {}) =>
  t.gateway.createQr({
    idempotencyKey: randomUUID(),
    amountSatang: 53_000,
    reference: `pay-${randomUUID()}`,
    expiresAt: new Date(TEST_START.getTime() + TEN_MINUTES),
    ...overrides,
  });

describe('PromptPay QR charges', () => {
  it('answers a bill-payment payload for the toll biller, with the gateway reference as Ref1 and the amount', async () => {
    const qr = await newQr();
    expect(parsePromptPayPayload(qr.payload)).toEqual({
      target: { kind: 'BILL_PAYMENT', billerId: `${TOLL_BILLER.taxId}${TOLL_BILLER.suffix}`, ref1: qr.gatewayReference },
      amountSatang: 53_000,
      dynamic: true,
    });
    expect(qr.expiresAt).toEqual(new Date(TEST_START.getTime() + TEN_MINUTES));
    expect((await t.gateway.status(qr)).status).toBe('PENDING');
  });

  it('answers the same QR for the same key', async () => {
    const idempotencyKey = randomUUID();
    const first = await t.gateway.createQr({
      idempotencyKey,
      amountSatang: 100,
      reference: 'pay-qr',
      expiresAt: new Date(TEST_START.getTime() + TEN_MINUTES),
    });
    const again = await t.gateway.createQr({
      idempotencyKey,
      amountSatang: 100,
      reference: 'pay-qr',
      expiresAt: new Date(TEST_START.getTime() + TEN_MINUTES),
    });
    expect(again).toEqual(first);
  });

  it('refuses an expiry that is not after now', async () => {
    expect(await rejectionCode(newQr({ expiresAt: TEST_START }))).toBe('ERR_GW_0014');
  });

  it('is paid one second before it expires', async () => {
    const qr = await newQr();
    t.clock.set(new Date(qr.expiresAt.getTime() - 1000));
    expect(await t.gateway.simulation.payQr({ payload: qr.payload })).toMatchObject({ status: 'PAID', settledAt: t.clock.now() });
    expect(await rejectionCode(t.gateway.simulation.payQr({ payload: qr.payload }))).toBe('ERR_GW_0010');
  });

  it('cannot be paid one second after it expired, and is EXPIRED', async () => {
    const qr = await newQr();
    t.clock.set(new Date(qr.expiresAt.getTime() + 1000));
    expect(await rejectionCode(t.gateway.simulation.payQr({ gatewayReference: qr.gatewayReference }))).toBe('ERR_GW_0010');
    expect(await t.gateway.status(qr)).toMatchObject({ status: 'EXPIRED', settledAt: qr.expiresAt });
  });

  it('refuses a payload whose CRC does not match, or that is no payload at all', async () => {
    const qr = await newQr();
    // The reference is random, so the last CRC digit may already be 0: flip it to a digit it is not.
    const lastDigit = qr.payload.slice(-1);
    const otherDigit = lastDigit === '0' ? '1' : '0';
    expect(await rejectionCode(t.gateway.simulation.payQr({ payload: `${qr.payload.slice(0, -1)}${otherDigit}` }))).toBe('ERR_GW_0011');
    expect(await rejectionCode(t.gateway.simulation.payQr({ payload: 'not a payload' }))).toBe('ERR_GW_0011');
  });
});

describe('images', () => {
  it('renders a QR as a PNG data URL and as SVG', async () => {
    const { payload } = await newQr();
    expect(await qrPngDataUrl(payload)).toMatch(/^data:image\/png;base64,/);
    expect(await qrSvg(payload)).toMatch(/^<svg /);
  });

  it('renders the bill payment barcode as a PNG', async () => {
    const png = await billPaymentBarcodePng({
      billerId: '099400016550101',
      ref1: '000000000000000195',
      ref2: '2611000123',
      amountSatang: 53_000,
    });
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });
});
