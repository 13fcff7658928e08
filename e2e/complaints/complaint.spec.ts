import type { APIRequestContext, Page } from '@playwright/test';
import { commonHeaders, CUSTOMER, expect, otpFromOutbox, signIn, test } from '../fixtures';
import { CASE_OFFICER } from '../support/backoffice';
import { accessKeyHeaders, dataOf, newEmail } from '../support/registration';

const PHONE = { width: 360, height: 740 };

/**
 * Solves the security confirmation as a visitor does: a click on its label starts the proof of work,
 * and the box is checked, under the widget's "confirmed" label, once the widget has solved it.
 * Playwright's `check()` cannot be used: it expects the box checked as soon as it is clicked, while
 * the widget shows "verifying" until solved (and the box's tick mark covers it for a plain `click()`).
 */
async function solveSecurityConfirmation(page: Page, label: string, confirmed: string): Promise<void> {
  const widget = page.getByTestId('security-confirmation');
  await widget.getByText(label, { exact: true }).click();
  await expect(widget.getByRole('checkbox', { name: confirmed })).toBeChecked();
}

/** The officer's answer or resolution, through the staff API the back-office's buttons call (its page has its own tests). */
async function actAsOfficer(request: APIRequestContext, caseNo: string, action: 'reply' | 'resolve', text: string): Promise<void> {
  const signedIn = await request.post('/staffservice/api/v1/auth', { headers: await accessKeyHeaders(request), data: CASE_OFFICER });
  const { token } = await dataOf<{ token: string }>(signedIn, 'case officer sign-in');
  const headers = { ...commonHeaders(), Authorization: `Bearer ${token}` };
  const { version } = await dataOf<{ version: number }>(await request.get(`/staffservice/api/v1/cases/${caseNo}`, { headers }), caseNo);
  await dataOf(
    await request.post(`/staffservice/api/v1/cases/${caseNo}/${action}`, { headers, data: { version, text } }),
    `${action} ${caseNo}`,
  );
}

test.describe('complaints', () => {
  test("a member's form is filled from their profile, in English", async ({ page, portal, request }) => {
    await signIn(page, request);
    await portal.open('/mflow/complaint');
    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(CUSTOMER.email);
    await expect(page.getByRole('textbox', { name: 'First name' })).not.toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'I am not a robot' })).toBeVisible();
    await portal.expectAccessible();
  });

  test('a visitor complains in Thai on a phone, solving the challenge, tracks the answer with the code sent to them and reopens the resolved complaint', async ({
    page,
    portal,
    request,
  }) => {
    const email = newEmail();
    await page.setViewportSize(PHONE);
    await portal.open('/mflow/complaint');
    const form = page.locator('form');
    await form.getByRole('combobox', { name: 'หัวข้อ' }).selectOption({ label: 'ปัญหาการชำระเงิน' });
    await form.getByRole('combobox', { name: 'ประเภท' }).selectOption({ label: 'ร้องเรียน' });
    await form.getByRole('textbox', { name: 'รายละเอียด' }).fill('ชำระเงินแล้วแต่ใบแจ้งหนี้ยังค้างอยู่');
    await form.getByRole('textbox', { name: 'ชื่อ', exact: true }).fill('สมหญิง');
    await form.getByRole('textbox', { name: 'นามสกุล' }).fill('ใจดี');
    await form.getByRole('textbox', { name: 'อีเมล' }).fill(email);
    await form.getByRole('textbox', { name: 'หมายเลขโทรศัพท์มือถือ' }).fill('0812345678');
    await solveSecurityConfirmation(page, 'ฉันไม่ใช่โปรแกรมอัตโนมัติ', 'ยืนยันแล้ว');
    await portal.expectAccessible();
    await form.getByRole('button', { name: 'ส่งเรื่องร้องเรียน' }).click();

    const filed = page.getByTestId('complaint-filed');
    await expect(filed.locator('strong')).toHaveText(/^CP\d{4}-\d{5}$/);
    const caseNo = (await filed.locator('strong').textContent()) ?? '';
    await expect(filed).toContainText('เจ้าหน้าที่จะตอบกลับภายในวันที่');
    await portal.expectAccessible();

    const answer = 'ตรวจสอบแล้ว ยอดชำระของท่านได้รับการบันทึกเรียบร้อย';
    await actAsOfficer(request, caseNo, 'reply', answer);
    await actAsOfficer(request, caseNo, 'resolve', 'ปรับปรุงยอดในใบแจ้งหนี้แล้ว');

    await filed.getByRole('link', { name: 'ติดตามเรื่องร้องเรียน' }).click();
    const track = page.getByTestId('track-step');
    await expect(track.getByRole('textbox', { name: 'เลขที่เรื่อง' })).toHaveValue(caseNo);
    await track.getByRole('button', { name: 'ส่งรหัส OTP' }).click();
    const reference = (await page.getByTestId('code-step').locator('[role="status"] strong').nth(1).textContent()) ?? '';
    expect(reference).toMatch(/^[A-Z]{4}$/);
    await page.getByRole('textbox', { name: `รหัส OTP ของรหัสอ้างอิง ${reference}` }).fill(await otpFromOutbox(request, email, reference));
    await page.getByRole('button', { name: 'ยืนยัน', exact: true }).click();

    const tracked = page.getByTestId('tracked-case');
    await expect(tracked.getByRole('heading', { name: `เรื่องเลขที่ ${caseNo}` })).toBeVisible();
    await expect(tracked.getByTestId('tracked-case-timeline')).toContainText(answer);
    await expect(tracked.getByTestId('complaint-topic')).toHaveText('ปัญหาการชำระเงิน');

    // Resolved a moment ago: the reopening is offered, with a reason, and once used is gone.
    const reopen = tracked.getByTestId('complaint-reopen');
    await reopen.getByRole('textbox', { name: 'เหตุผลที่เปิดเรื่องอีกครั้ง (ไม่บังคับ)' }).fill('ใบแจ้งหนี้ยังแสดงยอดค้างชำระ');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await portal.expectAccessible();
    await reopen.getByRole('button', { name: 'เปิดเรื่องร้องเรียนอีกครั้ง' }).click();
    await expect(tracked.getByTestId('tracked-case-status')).toHaveText('เปิดเรื่องอีกครั้ง');
    await expect(reopen).toHaveCount(0);
    await expect(tracked.getByTestId('tracked-case-timeline')).toContainText('ใบแจ้งหนี้ยังแสดงยอดค้างชำระ');
    await portal.expectAccessible();
  });
});
