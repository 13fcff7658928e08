import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignIn, commonHeaders, CUSTOMER, expect, PNG_FILE, signIn, test } from '../fixtures';
import { baht, ENGLISH, justAfter, moveClock, nextCut, recordPassage, serverNow, somchaiInvoiceOf } from '../support/billing';
import { dataOf } from '../support/registration';
import { caseOfficer } from './case-officer';

/** Somchai's ACTIVE demo vehicle (README "Demo accounts"). */
const VEHICLE = { plate: '1กข 1234', province: '10' };

/** A passage of somchai's, invoiced at the next cut; other specs of the worker may have moved the clock, so it counts from now. */
async function invoicedPassage(request: APIRequestContext) {
  const passage = await recordPassage(request, VEHICLE);
  await moveClock(request, justAfter(nextCut(await serverNow(request))));
  return { passage, invoice: await somchaiInvoiceOf(request, passage.billingPeriod, 'ISSUED') };
}

/** A moved clock has ended the page's session: a new token in its storage, as signing in again leaves it. */
async function signInAgain(page: Page, request: APIRequestContext): Promise<void> {
  const { token } = await apiSignIn(request, CUSTOMER.email, CUSTOMER.password);
  await page.evaluate((fresh) => localStorage.setItem('accessToken', fresh), token);
}

/** The case number of the case page the form landed on. */
async function filedCaseNo(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/mflow\/casedetail\?caseNo=/);
  return new URL(page.url()).searchParams.get('caseNo') ?? '';
}

/** Somchai pays the invoice by a new card on the gateway's page, and asks for its tax invoice, which a refund's credit note reduces. */
async function payByCard(page: Page, request: APIRequestContext, invoiceNo: string): Promise<void> {
  const { token } = await apiSignIn(request, CUSTOMER.email, CUSTOMER.password);
  const headers = { ...commonHeaders(), Authorization: `Bearer ${token}` };
  const { paymentId, redirectUrl } = await dataOf<{ paymentId: string; redirectUrl: string }>(
    await request.post('/invoiceservice/api/v1/payments', {
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      data: { invoiceNos: [invoiceNo], channel: 'CARD' },
    }),
    'a card payment',
  );
  await page.goto(redirectUrl);
  await page.locator('#brand').selectOption('VISA');
  await page.locator('#number').fill('4111111111111111');
  await page.locator('#expiryMonth').fill('12');
  await page.locator('#expiryYear').fill('2035');
  await page.locator('#cvv').fill('123');
  await page.locator('#holderName').fill('SOMCHAI JAIDEE');
  await page.getByRole('button', { name: /Continue/ }).click();
  const code = (await page.locator('.code').textContent())?.trim() ?? '';
  await page.locator('#code').fill(code);
  await page.getByRole('button', { name: /Confirm/ }).click();
  await expect(page.locator('h1[data-status]')).toHaveAttribute('data-status', 'PAID');
  await dataOf(await request.post(`/invoiceservice/api/v1/payments/${paymentId}/taxinvoice`, { headers }), 'the tax invoice');
}

test.describe('a member disputes a toll', () => {
  test('somchai disputes a passage with a photo, answers the officer, and sees it accepted (Thai)', async ({ page, portal, request }) => {
    // Two clock moves, the officer's steps and half a dozen pages checked by axe: 78 s on a loaded machine, close to test.slow()'s 90 s.
    test.setTimeout(180_000);
    const accrued = await recordPassage(request, VEHICLE);
    await signIn(page, request);

    // The impossible-journey notice links here while the passage is still accrued: it can be disputed once invoiced.
    await portal.open(`/mflow/dispute?passages=${accrued.passageId}&reason=CLONED_PLATE`);
    await expect(page.getByTestId('dispute-not-invoiced')).toBeVisible();

    await moveClock(request, justAfter(nextCut(await serverNow(request))));
    const invoice = await somchaiInvoiceOf(request, accrued.billingPeriod, 'ISSUED');
    await signInAgain(page, request);
    await portal.open(`/mflow/invoicedetail?invoiceNo=${invoice.invoiceNo}`);
    // Each line links to the form with that passage ticked; the invoice's own action ticks none.
    await expect(page.locator(`[data-passage="${accrued.passageId}"]`).getByTestId('passage-dispute')).toHaveAttribute(
      'href',
      `/mflow/dispute?invoiceNo=${invoice.invoiceNo}&passages=${accrued.passageId}`,
    );
    await page.getByTestId('invoice-dispute').click();
    await expect(page.getByRole('heading', { level: 1, name: 'โต้แย้งค่าผ่านทาง' })).toBeVisible();
    const line = page.locator(`[data-testid="dispute-passage"][data-passage="${accrued.passageId}"]`);
    await expect(line).toContainText(VEHICLE.plate);
    await expect(line).toContainText('M9-TC1-G1');
    await expect(line).toContainText(baht(accrued.price));
    await portal.expectAccessible();

    // Sent with nothing chosen, the form says what is missing beside each field.
    await page.getByRole('button', { name: 'ส่งเรื่องโต้แย้ง' }).click();
    await expect(page.getByText('กรุณาเลือกรายการผ่านทางอย่างน้อย 1 รายการ')).toBeVisible();
    await portal.expectAccessible();

    await line.getByRole('checkbox').check();
    await page.getByLabel('เหตุผล', { exact: true }).selectOption('PLATE_MISREAD');
    await page
      .getByTestId('dispute-evidence')
      .locator('input[type="file"]')
      .setInputFiles({ ...PNG_FILE, name: 'plate-photo.png' });
    await expect(page.getByTestId('dispute-evidence')).toContainText('plate-photo.png');
    // A double click files one case: the form's one Idempotency-Key answers the same case twice.
    await page.getByRole('button', { name: 'ส่งเรื่องโต้แย้ง' }).dblclick();
    const caseNo = await filedCaseNo(page);
    await expect(page.getByTestId('case-filed')).toContainText(caseNo);
    await expect(page.getByTestId('case-status')).toHaveAttribute('data-status', 'SUBMITTED');
    await expect(page.getByTestId('case-deadline')).not.toBeEmpty();
    await expect(page.getByTestId('case-files').getByRole('listitem')).toHaveCount(1);
    await portal.expectAccessible();

    // The officer takes the case and asks for more.
    const officer = await caseOfficer(request);
    await officer.take(caseNo);
    await officer.ask(caseNo, 'กรุณาส่งภาพถ่ายรถของท่านจากด้านหลัง');

    await page.getByRole('navigation', { name: 'เมนูสมาชิก' }).getByRole('link', { name: 'เรื่องโต้แย้งของฉัน' }).click();
    const row = page.locator(`[data-testid="case-row"][data-case="${caseNo}"]`);
    await expect(row.getByTestId('case-status')).toHaveAttribute('data-status', 'INFO_REQUESTED');
    await portal.expectAccessible();
    await row.getByRole('link', { name: caseNo }).click();
    await expect(page.getByTestId('case-timeline')).toContainText('กรุณาส่งภาพถ่ายรถของท่านจากด้านหลัง');
    const reply = page.getByTestId('case-reply');
    await portal.expectAccessible();
    await reply.getByRole('textbox', { name: 'คำตอบของท่าน' }).fill('รถของผมจอดอยู่ที่บ้านทั้งวัน ภาพถ่ายเป็นรถคนละคัน');
    await reply.getByRole('button', { name: 'ส่งคำตอบ' }).click();
    await expect(page.getByTestId('case-replied')).toBeVisible();
    await expect(page.getByTestId('case-status')).toHaveAttribute('data-status', 'IN_REVIEW');
    await expect(page.getByTestId('case-timeline')).toContainText('รถของผมจอดอยู่ที่บ้านทั้งวัน');

    // The officer accepts: the member sees the decision with its reason, on a phone too.
    await officer.accept(caseNo, 'PLATE_MISREAD_CONFIRMED', 'ภาพถ่ายจากด่านเป็นป้ายทะเบียนอื่น');
    await page.reload();
    await expect(page.getByTestId('case-status')).toHaveAttribute('data-status', 'ACCEPTED');
    const decision = page.getByTestId('case-decision');
    await expect(decision).toContainText('ยืนยันว่าอ่านป้ายทะเบียนผิด');
    await expect(decision).toContainText('ภาพถ่ายจากด่านเป็นป้ายทะเบียนอื่น');
    await expect(page.getByTestId('case-withdraw')).toHaveCount(0);
    await portal.expectAccessible();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(decision).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await portal.expectAccessible();
  });

  test('somchai disputes a passage he paid by card, to the card, and downloads the credit note of the refund (English)', async ({
    page,
    portal,
    request,
  }) => {
    // Two clock moves (the cut, past the refund job) and a card payment on the gateway's page.
    test.setTimeout(180_000);
    const { passage, invoice } = await invoicedPassage(request);
    await payByCard(page, request, invoice.invoiceNo);

    await signIn(page, request, undefined, { languageCode: 'EN' });
    // The impossible-journey notice's link fills in the passage and the reason.
    await portal.open(`/mflow/dispute?invoiceNo=${invoice.invoiceNo}&passages=${passage.passageId}&reason=CHARGED_TWICE`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dispute a toll' })).toBeVisible();
    await expect(page.locator(`[data-passage="${passage.passageId}"]`).getByRole('checkbox')).toBeChecked();
    await expect(page.getByLabel('Reason', { exact: true })).toHaveValue('CHARGED_TWICE');
    const refund = page.getByTestId('dispute-refund');
    await refund.getByRole('radio', { name: 'A bank account' }).check();
    await expect(refund.getByRole('textbox', { name: 'Account number' })).toBeVisible();
    await portal.expectAccessible();
    await refund.getByRole('radio', { name: 'The card or tag that paid' }).check();
    await page.getByRole('button', { name: 'Send the dispute' }).click();
    const caseNo = await filedCaseNo(page);

    const officer = await caseOfficer(request);
    await officer.take(caseNo);
    await officer.accept(caseNo, 'DUPLICATE_CHARGE', 'Charged twice at the same gantry.');

    // The refund job runs at ten past each hour; the move ends the member's session, so sign in again.
    const now = await serverNow(request);
    await moveClock(request, new Date(now.getTime() + 75 * 60_000));
    await signInAgain(page, request);
    await portal.open(`/mflow/casedetail?caseNo=${caseNo}`);
    await expect(page.getByTestId('case-status')).toHaveAttribute('data-status', 'ACCEPTED');
    const panel = page.getByTestId('case-refund');
    await expect(panel).toHaveAttribute('data-status', 'DONE');
    await expect(panel.getByTestId('case-refund-amount')).toHaveText(baht(passage.price, ENGLISH));
    await expect(panel.getByTestId('case-refund-status')).toHaveText('Done');
    await portal.expectAccessible();
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('case-credit-note').click()]);
    expect(download.suggestedFilename()).toMatch(/^CN\d{10}\.pdf$/);
  });
});
