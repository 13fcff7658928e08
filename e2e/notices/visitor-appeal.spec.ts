import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { commonHeaders, expect, otpFromOutbox, PNG_FILE, test } from '../fixtures';
import { billFreshVisitorPlate, dayAfter, justAfter, moveClock } from '../support/billing';
import { accessKeyHeaders, dataOf, newEmail } from '../support/registration';

const PHONE = { width: 360, height: 740 };

/** The plate's open invoice as the visitors' look-up answers it: the ladder's latest replacement. */
async function openInvoiceDue(request: APIRequestContext, plate: string): Promise<string> {
  const { invoices } = await dataOf<{ invoices: { dueDate: string }[] }>(
    await request.get('/invoiceservice/api/v1/public/invoices', {
      headers: await accessKeyHeaders(request),
      params: { plate, province: '10' },
    }),
    'the visitor invoice',
  );
  return invoices[0]?.dueDate ?? '';
}

/**
 * A fresh plate's toll notice: its invoice left unpaid past the due date (the first late fee) and
 * past the replacement's (the second, and the notice posted), the clock moved through the API.
 */
async function freshNotice(request: APIRequestContext): Promise<{ plate: string; noticeNo: string }> {
  const { plate } = await billFreshVisitorPlate(request);
  await moveClock(request, justAfter(dayAfter(await openInvoiceDue(request, plate))));
  await moveClock(request, justAfter(dayAfter(await openInvoiceDue(request, plate))));
  let noticeNo = '';
  await expect
    .poll(
      async () => {
        const response = await request.get('/simservice/api/v1/outbox', {
          params: { channel: 'POST', limit: 200 },
          headers: commonHeaders(),
        });
        const { messages } = ((await response.json()) as { data: { messages: { subject: string; to: string }[] } }).data;
        noticeNo = /TN\d+/.exec(messages.find((message) => message.to.includes(plate))?.subject ?? '')?.[0] ?? '';
        return noticeNo;
      },
      { message: `the notice letter posted for ${plate}` },
    )
    .toBeTruthy();
  return { plate, noticeNo };
}

/** The reference the code step shows beside the code field. */
async function shownReference(page: Page): Promise<string> {
  const reference = (await page.getByTestId('code-step').locator('[role="status"] strong').nth(1).textContent()) ?? '';
  expect(reference).toMatch(/^[A-Z]{4}$/);
  return reference;
}

test.describe('toll notices and their appeals', () => {
  test('a visitor finds a notice by its number, downloads the letter, appeals with a file and books an appointment, then moves it in English on a phone', async ({
    page,
    portal,
    request,
  }) => {
    test.slow();
    const { plate, noticeNo } = await freshNotice(request);
    const email = newEmail();

    // The notice by the number on the letter, with the plate: what it owes and what comes next.
    await portal.open(`/mflow/paymentnotice?noticeNo=${noticeNo}`);
    const lookup = page.getByTestId('notice-lookup');
    await expect(lookup.getByRole('textbox', { name: 'เลขที่หนังสือแจ้ง' })).toHaveValue(noticeNo);
    await lookup.getByRole('textbox', { name: 'หมายเลขทะเบียนรถ' }).fill(plate);
    await lookup.getByLabel('จังหวัดของทะเบียนรถ').selectOption({ label: 'กรุงเทพมหานคร' });
    await lookup.getByRole('button', { name: 'ค้นหาหนังสือแจ้ง' }).click();
    const notice = page.getByTestId('notice-view');
    await expect(notice.getByRole('heading', { name: new RegExp(noticeNo) })).toBeVisible();
    await expect(notice.getByTestId('notice-status')).toHaveAttribute('data-status', 'OPEN');
    await expect(notice.getByTestId('notice-passage')).toHaveCount(1);
    await expect(notice.getByTestId('notice-next-step')).toBeVisible();
    await expect(notice.getByTestId('notice-pay')).toBeVisible();
    await portal.expectAccessible();

    const download = page.waitForEvent('download');
    await notice.getByTestId('notice-letter-th').click();
    const letter = await download;
    expect(letter.suggestedFilename()).toBe(`${noticeNo}-th.pdf`);
    expect((await readFile(await letter.path())).subarray(0, 5).toString()).toBe('%PDF-');

    // The appeal with the notice filled in: the visitor proves the notice and their contact.
    await notice.getByTestId('notice-appeal').click();
    await expect(page.getByRole('heading', { level: 1, name: 'อุทธรณ์หนังสือแจ้งค่าผ่านทาง' })).toBeVisible();
    const proof = page.getByTestId('appeal-proof');
    await expect(proof.getByRole('textbox', { name: 'เลขที่หนังสือแจ้ง' })).toHaveValue(noticeNo);
    await proof.getByRole('textbox', { name: 'หมายเลขทะเบียนรถ' }).fill(plate);
    await proof.getByLabel('จังหวัดของทะเบียนรถ').selectOption({ label: 'กรุงเทพมหานคร' });
    await proof.getByRole('textbox', { name: 'ชื่อของท่าน' }).fill('สมหญิง ทดสอบ');
    await proof.getByRole('textbox', { name: /^อีเมลหรือหมายเลขโทรศัพท์มือถือ/ }).fill(email);
    await portal.expectAccessible();
    await proof.getByRole('button', { name: 'ส่งรหัส OTP' }).click();
    const reference = await shownReference(page);
    await page.getByRole('textbox', { name: `รหัส OTP ของรหัสอ้างอิง ${reference}` }).fill(await otpFromOutbox(request, email, reference));
    await page.getByRole('button', { name: 'ยืนยัน' }).click();

    const form = page.getByTestId('appeal-form');
    await form.getByLabel('เหตุผล').selectOption({ label: 'ขายรถไปแล้ว' });
    await form.getByLabel(/^เอกสารแนบอื่น/).setInputFiles(PNG_FILE);
    await expect(form.getByTestId('appeal-files-list')).toContainText(PNG_FILE.name);
    await portal.expectAccessible();
    await form.getByRole('button', { name: 'ส่งคำอุทธรณ์' }).click();

    // Filed; the case's tracking code opens the booking.
    await expect(page.getByTestId('filed-appeal-no')).toHaveText(/^AP\d{4}-\d{5}$/);
    const caseNo = (await page.getByTestId('filed-appeal-no').textContent()) ?? '';
    const trackingReference = await shownReference(page);
    await page
      .getByRole('textbox', { name: `รหัส OTP ของรหัสอ้างอิง ${trackingReference}` })
      .fill(await otpFromOutbox(request, email, trackingReference));
    await page.getByRole('button', { name: 'ยืนยัน' }).click();

    const booking = page.getByTestId('appeal-booking');
    await booking.getByRole('radio').first().check();
    await booking.getByTestId('appeal-slot-form').getByRole('radio').first().check();
    await portal.expectAccessible();
    await booking.getByRole('button', { name: 'นัดหมายช่วงเวลานี้' }).click();

    const confirmed = page.getByTestId('appeal-confirmed');
    await expect(confirmed.getByTestId('appeal-no')).toHaveText(caseNo);
    await expect(confirmed.getByTestId('appointment-no')).toHaveText(/^AM[0-9A-Z]{8}$/);
    const firstTime = (await confirmed.getByTestId('appointment-time').textContent()) ?? '';
    await portal.expectAccessible();

    // In English on a phone: the tracked case shows the appointment, which moves to the next slot.
    await confirmed.getByTestId('appeal-track-link').click();
    await page.getByRole('button', { name: /^EN/ }).click();
    await page.setViewportSize(PHONE);
    await page.getByTestId('track-step').getByRole('button', { name: 'Send the code' }).click();
    const sessionReference = await shownReference(page);
    await page
      .getByRole('textbox', { name: `Code for reference ${sessionReference}` })
      .fill(await otpFromOutbox(request, email, sessionReference));
    await page.getByRole('button', { name: 'Confirm' }).click();

    const panel = page.getByTestId('appointment-panel');
    await expect(page.getByTestId('tracked-case-notice')).toHaveText(noticeNo);
    await expect(panel.getByTestId('appointment-time')).toHaveText(firstTime);
    await panel.getByRole('button', { name: 'Reschedule' }).click();
    await panel.getByRole('radio').first().check();
    await panel.getByTestId('appeal-slot-form').getByRole('radio').nth(1).check();
    await panel.getByRole('button', { name: 'Move to this slot' }).click();
    await expect(panel.getByTestId('appointment-moved')).toHaveText('The appointment is moved.');
    await expect(panel.getByTestId('appointment-time')).not.toHaveText(firstTime);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await portal.expectAccessible();

    // The notice is under appeal now: no appeal link, and the ladder waits.
    await page.goto(`/mflow/paymentnotice?noticeNo=${noticeNo}`);
    const again = page.getByTestId('notice-lookup');
    await again.getByRole('textbox', { name: 'Licence plate' }).fill(plate);
    await again.getByLabel('Plate province').selectOption('10');
    await again.getByRole('button', { name: 'Find the notice' }).click();
    await expect(page.getByTestId('notice-view').getByTestId('notice-status')).toHaveAttribute('data-status', 'APPEALED');
    await expect(page.getByTestId('notice-appeal')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await portal.expectAccessible();
  });
});
