import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { rejectionCode } from '../../test/factories/http';
import { createTestApp, TEST_START, type TTestApp } from '../../test/test-app';
import { CARD_PAGE_TTL_MS } from './card-page';
import { TEST_CARDS } from './test-cards';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp();
});
afterEach(() => t.clock.set(TEST_START));
afterAll(() => t.close());

const RETURN_URL = 'http://localhost:8080/invoiceservice/api/v1/ktb/callback/card.html';

async function openPage(amountSatang = 9000) {
  const opened = await t.gateway.openCardPage({
    idempotencyKey: randomUUID(),
    amountSatang,
    reference: `pay-${randomUUID()}`,
    description: 'Invoice 2611000123',
    returnUrl: RETURN_URL,
  });
  return { ...opened, path: new URL(opened.pageUrl).pathname };
}

const CARD_FORM = {
  brand: 'VISA',
  number: '4111 1111 1111 1111',
  expiryMonth: '12',
  expiryYear: '2028',
  cvv: '123',
  holderName: 'Somchai Jaidee',
};

/** The one-time code the simulated issuer shows on the confirmation page. */
function codeOnPage(html: string): string {
  const code = /class="code"[^>]*>(\d{6})</.exec(html)?.[1];
  if (!code) throw new Error('no one-time code on the page');
  return code;
}

/** Walks the page with a card up to the redirect, answering the Ref and token it carries. */
async function payThroughPage(path: string, card: Record<string, string> = CARD_FORM) {
  const confirmPage = await request(t.app).post(`${path}/card`).type('form').send(card);
  expect(confirmPage.status).toBe(200);
  const done = await request(t.app)
    .post(`${path}/confirm`)
    .type('form')
    .send({ code: codeOnPage(confirmPage.text) });
  expect(done.status).toBe(303);
  const back = new URL(done.headers.location ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
  return { ref: back.searchParams.get('Ref') ?? '', oneTimeToken: back.searchParams.get('oneTimeToken') ?? '' };
}

describe('the hosted card page', () => {
  it('serves a bilingual, labelled HTML form without scripts, under the app CSP', async () => {
    const { path, pageUrl, gatewayReference } = await openPage();
    expect(pageUrl).toBe(`${t.config.portalBaseUrl}/simgateway/pay/${gatewayReference}`);
    const res = await request(t.app).get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.text).toContain('<html lang="th">');
    expect(res.text).toContain('<span lang="en">/ Pay by card</span>');
    expect(res.text).not.toMatch(/<script|https?:\/\//);
    for (const field of ['brand', 'number', 'expiryMonth', 'expiryYear', 'cvv', 'holderName']) {
      expect(res.text).toContain(`<label for="${field}">`);
      expect(res.text).toMatch(new RegExp(`id="${field}" name="${field}"`));
    }
    expect(res.text).toContain('90.00 THB');
  });

  it('pays after the card and the one-time code, and sends the browser back with a token redeemed once', async () => {
    const { path, gatewayReference } = await openPage();
    const { ref, oneTimeToken } = await payThroughPage(path);
    expect(ref).toBe(gatewayReference);
    expect(oneTimeToken).toMatch(/^[\w-]{32}$/);
    expect(await t.gateway.redeemReturnToken({ gatewayReference, oneTimeToken })).toMatchObject({ status: 'PAID', amountSatang: 9000 });
    expect(await rejectionCode(t.gateway.redeemReturnToken({ gatewayReference, oneTimeToken }))).toBe('ERR_GW_0008');
    expect((await request(t.app).get(path)).text).toContain('PAID');
  });

  it('refuses a token brought back for another charge, or made up', async () => {
    const first = await openPage();
    const second = await openPage();
    const { oneTimeToken } = await payThroughPage(first.path);
    expect(await rejectionCode(t.gateway.redeemReturnToken({ gatewayReference: second.gatewayReference, oneTimeToken }))).toBe(
      'ERR_GW_0008',
    );
    expect(await rejectionCode(t.gateway.redeemReturnToken({ gatewayReference: first.gatewayReference, oneTimeToken: 'made-up' }))).toBe(
      'ERR_GW_0008',
    );
    expect((await t.gateway.redeemReturnToken({ gatewayReference: first.gatewayReference, oneTimeToken })).status).toBe('PAID');
  });

  it('is cancelled by the payer on either step: nothing charged, CANCELLED, and the browser sent back with a token', async () => {
    for (const step of ['card', 'confirm'] as const) {
      const { path, gatewayReference } = await openPage();
      const page =
        step === 'card' ? await request(t.app).get(path) : await request(t.app).post(`${path}/card`).type('form').send(CARD_FORM);
      expect(page.text).toContain(`<form method="post" action="${path}/cancel">`);
      expect(page.text).toContain('<span lang="en">/ Cancel the payment</span>');
      const cancelled = await request(t.app).post(`${path}/cancel`);
      expect(cancelled.status).toBe(303);
      const back = new URL(cancelled.headers.location ?? '');
      expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
      const oneTimeToken = back.searchParams.get('oneTimeToken') ?? '';
      expect(await t.gateway.redeemReturnToken({ gatewayReference, oneTimeToken })).toMatchObject({
        status: 'CANCELLED',
        amountSatang: 9000,
      });
      expect((await t.gateway.status({ gatewayReference })).status).toBe('CANCELLED');
    }
  });

  it('cannot be cancelled once confirmed, and a cancelled page cannot be paid', async () => {
    const paid = await openPage();
    await payThroughPage(paid.path);
    const late = await request(t.app).post(`${paid.path}/cancel`);
    expect(late.status).toBe(400);
    expect((await t.gateway.status({ gatewayReference: paid.gatewayReference })).status).toBe('PAID');

    const left = await openPage();
    expect((await request(t.app).post(`${left.path}/cancel`)).status).toBe(303);
    const after = await request(t.app).post(`${left.path}/card`).type('form').send(CARD_FORM);
    expect(after.text).toContain('CANCELLED');
    expect((await t.gateway.status({ gatewayReference: left.gatewayReference })).status).toBe('CANCELLED');
  });

  it('declines the declining test card, and leaves the timing-out one PENDING', async () => {
    const declined = await openPage();
    const declinedBack = await payThroughPage(declined.path, { ...CARD_FORM, number: TEST_CARDS.declined[0] });
    expect(
      await t.gateway.redeemReturnToken({ gatewayReference: declined.gatewayReference, oneTimeToken: declinedBack.oneTimeToken }),
    ).toMatchObject({ status: 'DECLINED', declineCode: 'DECLINED' });
    const timedOut = await openPage();
    const timedOutBack = await payThroughPage(timedOut.path, { ...CARD_FORM, number: TEST_CARDS.timesOut[0] });
    expect(
      (await t.gateway.redeemReturnToken({ gatewayReference: timedOut.gatewayReference, oneTimeToken: timedOutBack.oneTimeToken })).status,
    ).toBe('PENDING');
  });

  it('shows what is wrong on the page, in both languages, and never a 500', async () => {
    const { path } = await openPage();
    const badCvv = await request(t.app)
      .post(`${path}/card`)
      .type('form')
      .send({ ...CARD_FORM, cvv: '12' });
    expect(badCvv.status).toBe(400);
    expect(badCvv.text).toContain('role="alert"');
    expect(badCvv.text).toContain('The CVV must be 3 digits');
    expect(badCvv.text).toContain('รหัส CVV ต้องเป็นตัวเลข 3 หลัก');
    const refused = await request(t.app)
      .post(`${path}/card`)
      .type('form')
      .send({ ...CARD_FORM, number: TEST_CARDS.refusedAtSave[0] });
    expect(refused.text).toContain('The card issuer refused this card');
    const nonsense = await request(t.app).post(`${path}/card`).type('form').send({ brand: 'AMEX' });
    expect(nonsense.status).toBe(400);
    const confirmPage = await request(t.app).post(`${path}/card`).type('form').send(CARD_FORM);
    const wrongCode = await request(t.app)
      .post(`${path}/confirm`)
      .type('form')
      .send({ code: codeOnPage(confirmPage.text) === '000000' ? '111111' : '000000' });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.text).toContain('The payment confirmation code is not correct');
    expect((await request(t.app).get('/simgateway/pay/GW0000000000000000')).status).toBe(404);
    expect((await request(t.app).get('/simgateway/pay/..%2f')).status).toBe(404);
  });

  it('expires when the payer does not finish in time', async () => {
    const { path, gatewayReference } = await openPage();
    t.clock.advance(CARD_PAGE_TTL_MS);
    expect((await t.gateway.status({ gatewayReference })).status).toBe('EXPIRED');
    const late = await request(t.app).post(`${path}/card`).type('form').send(CARD_FORM);
    expect(late.text).toContain('EXPIRED');
  });

  it('refuses a return address that is not a web address', async () => {
    expect(
      await rejectionCode(
        t.gateway.openCardPage({
          idempotencyKey: randomUUID(),
          amountSatang: 100,
          reference: 'x',
          description: '',
          returnUrl: 'javascript:alert(1)',
        }),
      ),
    ).toBe('ERR_GW_0014');
  });
});
