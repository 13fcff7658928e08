import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { bangkokDateOf } from '@mflow/contracts/time/bangkok';
import { commonHeaders, expect, otpFromOutbox, PNG_FILE, portalOf, test } from '../fixtures';
import { baht, billFreshVisitorPlate, dayAfter, justAfter, moveClock } from '../support/billing';
import { CASE_OFFICER, signInToBackoffice } from '../support/backoffice';
import { accessKeyHeaders, dataOf, newEmail } from '../support/registration';

const PHONE = { width: 360, height: 740 };

/** The service centre the visitor books at, whose counter the officer keeps (seed/master/service-centres.ts). */
const CENTRE = { code: 'M7-LKB', th: 'ศูนย์บริการ M-Flow ลาดกระบัง', en: 'M-Flow Service Centre Lat Krabang' } as const;

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
async function freshNotice(request: APIRequestContext): Promise<{ plate: string; noticeNo: string; toll: number }> {
  const { plate, passage } = await billFreshVisitorPlate(request);
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
  return { plate, noticeNo, toll: passage.price };
}

/** What a list of facts (each a `dt` and its `dd` in a `div`) says beside a label. */
function fact(facts: Locator, label: string): Locator {
  return facts
    .locator(':scope > div')
    .filter({ has: facts.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

/** The visitor's look-up, in English, of the notice by its number (in the address) and the Bangkok plate. */
async function lookUpInEnglish(page: Page, noticeNo: string, plate: string): Promise<Locator> {
  await page.goto(`/mflow/paymentnotice?noticeNo=${noticeNo}`);
  const lookup = page.getByTestId('notice-lookup');
  await lookup.getByRole('textbox', { name: 'Licence plate' }).fill(plate);
  await lookup.getByLabel('Plate province').selectOption('10');
  await lookup.getByRole('button', { name: 'Find the notice' }).click();
  return page.getByTestId('notice-view');
}

/** The reference the code step shows beside the code field. */
async function shownReference(page: Page): Promise<string> {
  const reference = (await page.getByTestId('code-step').locator('[role="status"] strong').nth(1).textContent()) ?? '';
  expect(reference).toMatch(/^[A-Z]{4}$/);
  return reference;
}

test.describe('toll notices and their appeals', () => {
  test('a visitor finds a notice by its number, downloads the letter, appeals with a file and books an appointment, moves it in English on a phone; an officer checks them in and upholds the appeal, and the notice shows cancelled', async ({
    page,
    portal,
    request,
    browser,
    checkedPages,
  }) => {
    // Four clock moves through the API (the ladder up to the notice, then the appointment's day), two
    // people in two browsers and two apps, a dozen pages checked by axe: past test.slow()'s 90 s on a loaded machine.
    test.setTimeout(180_000);
    const { plate, noticeNo, toll } = await freshNotice(request);
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
    const facts = notice.locator('dl');
    await expect(fact(facts, 'ค่าผ่านทาง')).toHaveText(baht(toll));
    const amounts = {
      fees: (await fact(facts, 'ค่าธรรมเนียมล่าช้าถึงวันนี้').textContent()) ?? '',
      fine: (await fact(facts, 'ค่าปรับ').textContent()) ?? '',
      total: (await fact(facts, 'ยอดที่ต้องชำระ').textContent()) ?? '',
    };
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
    await booking.getByRole('radio', { name: CENTRE.th }).check();
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
    await panel.getByRole('radio', { name: CENTRE.en }).check();
    const nextSlot = panel.getByTestId('appeal-slot-form').getByRole('radio').nth(1);
    await nextSlot.check();
    const day = bangkokDateOf(new Date((await nextSlot.getAttribute('value')) ?? ''));
    await panel.getByRole('button', { name: 'Move to this slot' }).click();
    await expect(panel.getByTestId('appointment-moved')).toHaveText('The appointment is moved.');
    await expect(panel.getByTestId('appointment-time')).not.toHaveText(firstTime);
    await expect(panel.getByTestId('appointment-place')).toContainText(CENTRE.en);
    const appointmentNo = (await panel.getByTestId('appointment-no').textContent()) ?? '';
    const time = (await panel.getByTestId('appointment-time').textContent()) ?? '';
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await portal.expectAccessible();

    // The notice is under appeal now: no appeal link, and the ladder waits.
    const appealed = await lookUpInEnglish(page, noticeNo, plate);
    await expect(appealed.getByTestId('notice-status')).toHaveAttribute('data-status', 'APPEALED');
    await expect(page.getByTestId('notice-appeal')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await portal.expectAccessible();

    // 08:00 on the appointment's day: the officer, in a browser of their own, finds it in the centre's day list and checks the visitor in.
    await moveClock(request, new Date(`${day}T08:00:00+07:00`));
    const officerContext = await browser.newContext();
    const officerPage = await officerContext.newPage();
    const backoffice = portalOf(officerPage, checkedPages);
    await signInToBackoffice(officerPage, backoffice, CASE_OFFICER, /\/backoffice\/cases$/);
    await officerPage.getByRole('navigation').getByRole('link', { name: 'นัดหมาย' }).click();
    await expect(officerPage.getByRole('heading', { level: 1, name: 'นัดหมายประจำวัน' })).toBeVisible();
    // Each field's change writes both into the address from what the page shows: the next waits for the page to show the last.
    const dayHeading = officerPage.locator('#day-list-title');
    await officerPage.locator('#day-centre').selectOption(CENTRE.code);
    await expect(dayHeading).toContainText(CENTRE.code);
    await officerPage.locator('#day-date').fill(day);
    await expect(dayHeading).toContainText(day);
    const row = officerPage.locator(`[data-testid="day-table"] tbody tr[data-appointment="${appointmentNo}"]`);
    await expect(row).toContainText(caseNo);
    await expect(row).toContainText(plate);
    await expect(row).toContainText(time);
    await expect(row).toContainText(email);
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'BOOKED');
    await backoffice.expectAccessible();

    await row.locator('[data-action="check-in"]').click();
    await officerPage.getByTestId('day-confirm-modal').locator('.modal-footer .btn-success').click();
    await expect(officerPage.getByTestId('day-done')).toContainText(appointmentNo);
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'CHECKED_IN');
    await expect(row.locator('[data-action]')).toHaveCount(0);

    // The case: the notice as the letter states it (the visitor's amounts and the gantry's photo), the appointment checked in.
    await row.getByRole('link', { name: caseNo }).click();
    await expect(officerPage).toHaveURL(new RegExp(`/backoffice/cases/${caseNo}$`));
    const caseNotice = officerPage.getByTestId('case-notice');
    await expect(caseNotice).toContainText(noticeNo);
    await expect(caseNotice.getByTestId('case-notice-status')).toHaveAttribute('data-status', 'APPEALED');
    const noticeFacts = caseNotice.locator('dl').first();
    await expect(fact(noticeFacts, 'ค่าผ่านทาง')).toHaveText(baht(toll));
    await expect(fact(noticeFacts, 'ค่าธรรมเนียมล่าช้า')).toHaveText(amounts.fees);
    await expect(fact(noticeFacts, 'ค่าปรับ')).toHaveText(amounts.fine);
    await expect(fact(noticeFacts, 'รวม')).toHaveText(amounts.total);
    const photo = caseNotice.getByTestId('case-notice-photo');
    await expect(photo).toHaveCount(1);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(officerPage.getByTestId('case-appointment')).toHaveAttribute('data-status', 'CHECKED_IN');
    await backoffice.expectAccessible();

    // Upheld with the toll, the vehicle sold before the passage: the whole notice is taken off.
    await officerPage.getByTestId('case-actions').locator('[data-action="decide"]').click();
    const dialog = officerPage.getByTestId('case-action-modal');
    await dialog.locator('#case-decide-outcome-UPHOLD').check();
    await expect(dialog.locator('#case-decide-cancel-toll')).toBeChecked();
    await dialog.locator('#case-decide-reason').selectOption('VEHICLE_NOT_OWNED');
    await backoffice.expectAccessible();
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.getByTestId('case-decide-confirm')).toContainText(caseNo);
    await dialog.locator('button[type="submit"]').click();
    await expect(officerPage.getByTestId('case-done')).toContainText(caseNo);
    await expect(officerPage.locator('#main-content h1 [data-status]')).toHaveAttribute('data-status', 'UPHELD');
    await expect(caseNotice.getByTestId('case-notice-status')).toHaveAttribute('data-status', 'CANCELLED');
    await expect(fact(officerPage.getByTestId('case-facts'), 'ยอดที่ยกเลิกจากใบแจ้ง')).toHaveText(amounts.total);

    // The decided case in English, on a phone.
    await officerPage.locator('.bo-language button[lang="en"]').click();
    await expect(caseNotice.getByTestId('case-notice-status')).toHaveText('Cancelled');
    await officerPage.setViewportSize(PHONE);
    await backoffice.expectAccessible();
    await officerContext.close();

    // Back on the visitor's phone: the look-up by number and plate shows the notice cancelled, with nothing to pay.
    const cancelled = await lookUpInEnglish(page, noticeNo, plate);
    await expect(cancelled.getByTestId('notice-status')).toHaveAttribute('data-status', 'CANCELLED');
    await expect(cancelled.getByTestId('notice-pay')).toHaveCount(0);
    await expect(cancelled.getByTestId('notice-appeal')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await portal.expectAccessible();
  });
});
