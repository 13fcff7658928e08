import { commonHeaders, expect, otpFromOutbox, portalOf, signIn, test, type Portal } from '../fixtures';
import { baht, ENGLISH, justAfter, moveClock, nextCut, recordPassage, serverNow } from '../support/billing';
import { memberSession } from '../support/member-api';
import { dataOf, freshMember, type FreshMember } from '../support/registration';
import { addActiveVehicle, type RegistryVehicle } from '../support/vehicles';
import type { Locator, Page } from '@playwright/test';

const PHONE = { width: 360, height: 740 };

/**
 * ปราณี มั่งมี's own car (README "Vehicles in the registry that are free to add"): only this spec
 * registers her. (สมศรี ใจดี, with her car, is the registration journey's.)
 */
const PRANEE = '1103700012346';
const CAR: RegistryVehicle = { plateNumber: 'ขจ 2468', provinceCode: '10', chassisLast5: '30008', ownerFlag: 'OWN' };

/** The one-time code of a step shown in `scope`, read from the member's SMS. */
async function confirmOtp(scope: Locator, request: Parameters<typeof otpFromOutbox>[0], member: FreshMember): Promise<void> {
  await scope.getByRole('button', { name: 'ขอรหัส OTP' }).click();
  const reference = (await scope.locator('.otp-reference').textContent()) ?? '';
  await scope.locator('.otp-input').fill(await otpFromOutbox(request, member.mobile, reference));
  await scope.locator('form button[type="submit"]').click();
}

async function closeMessage(page: Page): Promise<void> {
  await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();
}

async function expectPhoneWide(page: Page, portal: Portal): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await portal.expectAccessible();
}

test.describe('the prepaid M-Flow account', () => {
  test('a member opens it in Thai on a phone, tops it up by QR, sets the automatic top-up, and in English sees a toll drawn at the cut and downloads the statement', async ({
    page,
    portal,
    request,
    browser,
    checkedPages,
  }) => {
    // A registration with a vehicle, a QR paid at the gateway, a clock move over the cut and a PDF download.
    test.setTimeout(180_000);
    const member = await freshMember(request, { person: PRANEE });
    await addActiveVehicle(request, member, CAR);

    // Opened from the payment methods page with the code of step 28: her first method, so primary at once.
    await page.setViewportSize(PHONE);
    await signIn(page, request, member);
    await portal.open('/mflow/paymentmethod');
    await page.getByTestId('prepaid-entry').click();
    await expect(page.getByTestId('prepaid-none')).toBeVisible();
    await page.getByRole('link', { name: 'เปิดบัญชี' }).click();
    await page.getByTestId('prepaid-open-continue').click();
    await portal.expectAccessible();
    await confirmOtp(page.getByTestId('prepaid-open-otp'), request, member);
    await closeMessage(page);
    await expect(page.getByTestId('prepaid-balance')).toHaveText(baht(0));
    await expect(page.getByTestId('prepaid-primary')).toBeVisible();
    await expectPhoneWide(page, portal);

    // A bank account to draw the automatic top-up from, added through the API.
    const session = await memberSession(request, member);
    await dataOf(
      await request.post('/customerservice/api/v1/paymentmethods', {
        headers: session.headers(),
        data: {
          kind: 'BANK_DEBIT',
          bankCode: '006',
          accountNumber: '1234567890',
          verificationToken: await session.proof('CREATE_BANK_ACCOUNT'),
        },
      }),
      'adding a bank account',
    );

    // A top-up below the least is stopped before it is sent; 500 baht by PromptPay QR, paid at the bank.
    await page.reload();
    const amount = page.getByRole('textbox', { name: 'จำนวนเงิน (บาท)' });
    await amount.fill('99.99');
    await page.getByTestId('prepaid-top-up-submit').click();
    await expect(page.getByTestId('prepaid-top-up-form')).toContainText('จำนวนเงินต้องอยู่ระหว่าง ฿100.00 ถึง ฿20,000.00');
    await amount.fill('500');
    await page.getByRole('radio', { name: 'QR Code (พร้อมเพย์)' }).check();
    await page.getByTestId('prepaid-top-up-submit').click();
    await expect(page.getByTestId('prepaid-qr').getByRole('img')).toBeVisible();
    await expectPhoneWide(page, portal);
    const { charges } = await dataOf<{ charges: { gatewayReference: string; kind: string; amountSatang: number }[] }>(
      await request.get('/simservice/api/v1/gateway/charges', { headers: commonHeaders(), params: { limit: 1 } }),
      'the newest charge',
    );
    expect(charges[0]).toMatchObject({ kind: 'QR', amountSatang: 50_000 });
    await dataOf(
      await request.post('/simservice/api/v1/gateway/qr-payments', {
        headers: commonHeaders(),
        data: { gatewayReference: charges[0]?.gatewayReference },
      }),
      'paying the QR',
    );
    await expect(page.getByTestId('prepaid-top-up-status')).toHaveAttribute('data-status', 'PAID', { timeout: 15_000 });
    await expect(page.getByTestId('prepaid-balance')).toHaveText(baht(50_000));
    await expect(page.getByTestId('prepaid-movement').first()).toHaveAttribute('data-kind', 'TOP_UP');

    // The automatic top-up: 200 baht from the bank account below 100 baht, an amount below the threshold refused first; step 29.
    await page.getByRole('link', { name: 'การเติมเงินอัตโนมัติและการแจ้งเตือน' }).click();
    await page.getByRole('checkbox', { name: 'เติมเงินอัตโนมัติเมื่อยอดเงินต่ำกว่ายอดขั้นต่ำ' }).check();
    await page.getByRole('textbox', { name: 'ยอดขั้นต่ำ (บาท)' }).fill('100');
    await page.getByRole('textbox', { name: 'จำนวนเงินที่เติม (บาท)' }).fill('99');
    await page.getByRole('combobox', { name: 'เติมเงินจาก' }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: 'แจ้งเตือนเมื่อยอดเงินต่ำกว่า (บาท)' }).fill('150');
    await page.getByTestId('prepaid-settings-save').click();
    await expect(page.getByTestId('prepaid-settings-form')).toContainText('จำนวนเงินที่เติมต้องไม่น้อยกว่ายอดขั้นต่ำที่กำหนด');
    await expectPhoneWide(page, portal);
    await page.getByRole('textbox', { name: 'จำนวนเงินที่เติม (บาท)' }).fill('200');
    await page.getByTestId('prepaid-settings-save').click();
    await confirmOtp(page.getByTestId('prepaid-settings-otp'), request, member);
    await closeMessage(page);
    await expect(page.getByTestId('prepaid-replenishment')).toHaveText('เติมเงินอัตโนมัติ ฿200.00 เมื่อยอดเงินต่ำกว่า ฿100.00');

    // A passage, and the members' cut: the invoice is paid from the balance (sessions end with the clock move).
    await recordPassage(request, { plate: CAR.plateNumber, province: CAR.provinceCode });
    await moveClock(request, justAfter(nextCut(await serverNow(request))));
    const after = await memberSession(request, member);
    const { invoices } = await dataOf<{ invoices: { status: string; totalAmount: number }[] }>(
      await request.get('/invoiceservice/api/v1/invoices', { headers: after.headers() }),
      'her invoices',
    );
    expect(invoices).toEqual([expect.objectContaining({ status: 'PAID' })]);
    const toll = invoices[0]?.totalAmount ?? 0;

    // In English: the toll drawn, the balance after it, and this month's PDF statement.
    const context = await browser.newContext({ viewport: PHONE });
    const english = await context.newPage();
    const englishPortal = portalOf(english, checkedPages);
    await signIn(english, request, member);
    await englishPortal.open('/mflow/prepaid');
    await english.getByRole('button', { name: /^EN/ }).click();
    await expect(english.getByRole('heading', { level: 1 })).toHaveText('M-Flow prepaid account');
    await expect(english.getByTestId('prepaid-balance')).toHaveText(baht(50_000 - toll, ENGLISH));
    const drawn = english.getByTestId('prepaid-movement').first();
    await expect(drawn).toHaveAttribute('data-kind', 'PAYMENT');
    await expect(drawn).toContainText('Toll payment');
    await expect(drawn).toContainText(baht(-toll, ENGLISH));
    await expectPhoneWide(english, englishPortal);
    const [download] = await Promise.all([english.waitForEvent('download'), english.getByTestId('prepaid-statement-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^mflow-prepaid-\d{4}-\d{2}\.pdf$/);
    await context.close();
  });
});
