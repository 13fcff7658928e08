import type { Page } from '@playwright/test';
import { expect, otpFromOutbox, PNG_FILE, test } from '../fixtures';
import { billFreshVisitorPlate } from '../support/billing';
import { accessKeyHeaders, dataOf, newEmail } from '../support/registration';

const PHONE = { width: 360, height: 740 };

/** The reference the code step shows beside the code field. */
async function shownReference(page: Page): Promise<string> {
  const reference = (await page.getByTestId('code-step').locator('[role="status"] strong').nth(1).textContent()) ?? '';
  expect(reference).toMatch(/^[A-Z]{4}$/);
  return reference;
}

test.describe("a visitor's dispute", () => {
  test('a visitor disputes a passage of a non-member invoice by its number with a photo, then tracks the case in English on a phone', async ({
    page,
    portal,
    request,
  }) => {
    test.slow();
    const { plate } = await billFreshVisitorPlate(request);
    const { invoices } = await dataOf<{ invoices: { invoiceNo: string }[] }>(
      await request.get('/invoiceservice/api/v1/public/invoices', {
        headers: await accessKeyHeaders(request),
        params: { plate, province: '10' },
      }),
      'the visitor invoice',
    );
    const invoiceNo = invoices[0]?.invoiceNo ?? '';
    const email = newEmail();

    // From the visitors' invoice look-up to the dispute without an account.
    await portal.open('/mflow/unuserpayment');
    await page.getByTestId('visitor-dispute-link').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'โต้แย้งค่าผ่านทางสำหรับผู้ไม่เป็นสมาชิก' })).toBeVisible();
    await portal.expectAccessible();

    const proof = page.getByTestId('proof-step');
    await proof.getByRole('textbox', { name: 'เลขที่ใบแจ้งหนี้' }).fill(invoiceNo);
    await proof.getByRole('textbox', { name: 'หมายเลขทะเบียนรถ' }).fill(plate);
    await proof.getByLabel('จังหวัดของทะเบียนรถ').selectOption({ label: 'กรุงเทพมหานคร' });
    await proof.getByRole('textbox', { name: /^อีเมลหรือหมายเลขโทรศัพท์มือถือ/ }).fill(email);
    await proof.getByRole('button', { name: 'ส่งรหัส OTP' }).click();

    const reference = await shownReference(page);
    await page.getByRole('textbox', { name: `รหัส OTP ของรหัสอ้างอิง ${reference}` }).fill(await otpFromOutbox(request, email, reference));
    await portal.expectAccessible();
    await page.getByRole('button', { name: 'ยืนยัน' }).click();

    // The passages with their photos, a reason and a photo of evidence.
    const dispute = page.getByTestId('dispute-step');
    const passage = dispute.getByTestId('visitor-passage');
    await expect(passage).toHaveCount(1);
    const photo = passage.locator('img.case-passage-photo');
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await passage.getByRole('checkbox').check();
    await dispute.getByLabel('เหตุผล').selectOption({ label: 'ป้ายทะเบียนถูกปลอม (สวมทะเบียน)' });
    await dispute.getByLabel('หลักฐาน (รูปภาพ JPG หรือ PNG)').setInputFiles(PNG_FILE);
    await expect(dispute.getByTestId('uploaded-files')).toContainText(PNG_FILE.name);
    await portal.expectAccessible();
    await dispute.getByRole('button', { name: 'ส่งคำโต้แย้ง' }).click();

    const filed = page.getByTestId('case-filed');
    await expect(filed.getByTestId('filed-case-no')).toHaveText(/^DP\d{4}-\d{5}$/);
    const caseNo = (await filed.getByTestId('filed-case-no').textContent()) ?? '';
    await expect(filed).toContainText('จะพิจารณาให้แล้วเสร็จภายในวันที่');
    await portal.expectAccessible();

    // Tracking it, in English and at a phone's width: the code goes to the e-mail the case holds.
    await filed.getByRole('link', { name: 'ติดตามเรื่องนี้' }).click();
    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Track a case' })).toBeVisible();
    await page.setViewportSize(PHONE);
    const track = page.getByTestId('track-step');
    await expect(track.getByRole('textbox', { name: 'Case number' })).toHaveValue(caseNo);
    await track.getByRole('button', { name: 'Send the code' }).click();
    const trackingReference = await shownReference(page);
    await expect(page.getByTestId('code-step')).toContainText(/\*+@example\.com/);
    await page
      .getByRole('textbox', { name: `Code for reference ${trackingReference}` })
      .fill(await otpFromOutbox(request, email, trackingReference));
    await page.getByRole('button', { name: 'Confirm' }).click();

    const tracked = page.getByTestId('tracked-case');
    await expect(tracked.getByRole('heading', { name: `Case ${caseNo}` })).toBeVisible();
    await expect(tracked.getByTestId('tracked-case-status')).toHaveText('Received');
    await expect(tracked.getByTestId('tracked-case-timeline')).toContainText('Case filed');
    await expect(tracked.getByRole('button', { name: 'Download file 1' })).toBeVisible();
    await expect(tracked.getByRole('button', { name: 'Withdraw this case' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await portal.expectAccessible();
  });
});
