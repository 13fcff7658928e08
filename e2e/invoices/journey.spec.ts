import type { Browser, Page } from '@playwright/test';
import { expect, portalOf, signIn, test, type CheckedPages } from '../fixtures';
import {
  baht,
  dayAfter,
  ENGLISH,
  justAfter,
  longDate,
  moveClock,
  nextCut,
  recordPassage,
  serverNow,
  somchaiInvoiceOf,
} from '../support/billing';

/** Somchai's ACTIVE demo vehicle (README "Demo accounts"). */
const VEHICLE = { plate: '1กข 1234', province: '10' };

/** A fresh browser signed in as somchai: a moved clock has expired every session opened before it. */
async function somchaiBrowser(browser: Browser, request: Parameters<typeof signIn>[1], checkedPages: CheckedPages) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, request);
  return { context, page, portal: portalOf(page, checkedPages) };
}

/** The photo of a passage has loaded (the gantry photo link works, key included). */
async function expectPhotoShown(page: Page, passageId: string): Promise<void> {
  const photo = page.locator(`[data-passage="${passageId}"] img.passage-photo`);
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
}

test.describe('invoice journey', () => {
  test('somchai sees a passage accrue, invoiced at the cut, then overdue with the 2x first late fee while the first invoice is cancelled with its remark', async ({
    page,
    portal,
    request,
    browser,
    checkedPages,
  }) => {
    // Three clock moves (with the jobs they run), three browsers and a dozen pages checked by axe.
    test.slow();
    // Other specs of this worker may have moved the clock already: everything counts from its now.
    const start = await serverNow(request);
    const passage = await recordPassage(request, VEHICLE);
    expect(passage.isMember).toBe(true);
    const cut = nextCut(start);

    // Before the cut: the passage is an accrued charge, with the cut date and the due date ahead.
    await signIn(page, request);
    await portal.open('/mflow');
    await page.getByRole('navigation', { name: 'เมนูสมาชิก' }).getByRole('link', { name: 'ค่าผ่านทางสะสม' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'รายการค่าผ่านทางสะสม' })).toBeVisible();
    const summary = page.getByTestId('accrual-summary');
    await expect(summary.getByTestId('accrual-cut').locator('dd')).toHaveText(longDate(cut));
    const group = page.getByTestId('vehicle-group').filter({ hasText: VEHICLE.plate });
    const line = group.locator(`[data-passage="${passage.passageId}"]`);
    await expect(line).toContainText(baht(passage.price));
    await expect(line).toContainText('ทับช้าง 1 (จุดตรวจ M9-TC1-G1 ช่องทาง 1)');
    await expectPhotoShown(page, passage.passageId);
    await portal.expectAccessible();
    const dueText = (await summary.getByTestId('accrual-due').locator('dd').textContent()) ?? '';
    await page.close();

    // The cut: one invoice for the cycle, NORMAL, due on the date the accrual list gave.
    await moveClock(request, justAfter(cut));
    const issued = await somchaiInvoiceOf(request, passage.billingPeriod, 'ISSUED');
    expect(issued.status).toBe('NORMAL');
    expect(longDate(issued.dueDate)).toBe(dueText);
    const afterCut = await somchaiBrowser(browser, request, checkedPages);
    await afterCut.portal.open('/mflow/invoice');
    const card = afterCut.page.locator(`[data-testid="invoice-card"][data-invoice="${issued.invoiceNo}"]`);
    await expect(card.locator('.invoice-status')).toHaveText('ปกติ');
    await expect(card.getByTestId('invoice-card-total')).toContainText(baht(issued.totalAmount));
    await card.getByRole('link', { name: `ใบแจ้งหนี้เลขที่ ${issued.invoiceNo}` }).click();
    const detail = afterCut.page.locator(`[data-testid="invoice-detail"][data-invoice="${issued.invoiceNo}"]`);
    await expect(detail.locator('.invoice-status').first()).toHaveText('ปกติ');
    const amounts = detail.getByTestId('invoice-amounts');
    await expect(amounts.locator('[data-amount="toll"] dd')).toHaveText(baht(issued.tollAmount));
    await expect(amounts.locator('[data-amount="firstLateFee"] dd')).toHaveText(baht(0));
    await expect(amounts.locator('[data-amount="total"] dd')).toHaveText(baht(issued.totalAmount));
    await expect(detail.getByTestId('invoice-due-date')).toContainText(longDate(issued.dueDate));
    // No surprise fines: the first late fee, its date and what it adds are shown before they come.
    const firstFeeStep = detail.getByTestId('unpaid-timeline').locator('[data-step="FIRST_LATE_FEE"]');
    await expect(firstFeeStep).toContainText(baht(2 * issued.tollAmount));
    await expect(firstFeeStep).toContainText(baht(3 * issued.tollAmount));
    await expect(detail.locator('[data-step="NEAR_DUE"]')).toBeVisible();
    await expect(detail.locator(`[data-passage="${passage.passageId}"]`)).toContainText(baht(passage.price));
    await expectPhotoShown(afterCut.page, passage.passageId);
    // To pay at a counter or by banking app: the references, the barcode and the QR (the visitor's spec downloads the PDF).
    const slip = detail.getByTestId('bill-payment-slip');
    await expect(slip.getByTestId('slip-ref1')).toContainText(issued.refNo);
    await expect(slip.getByTestId('slip-biller')).toContainText('099400016550101');
    await expect(slip.getByRole('img', { name: `บาร์โค้ดชำระเงิน Ref1 ${issued.refNo}` })).toBeVisible();
    await expect(slip.getByRole('img', { name: `QR Code ชำระเงิน Ref1 ${issued.refNo}` })).toBeVisible();
    await expect(slip.getByTestId('invoice-pdf')).toBeEnabled();
    await afterCut.portal.expectAccessible();
    await afterCut.page.getByRole('button', { name: /^EN/ }).click();
    await expect(afterCut.page.getByRole('heading', { level: 1, name: 'Invoice details' })).toBeVisible();
    await expect(detail.locator('.invoice-status').first()).toHaveText('Normal');
    await expect(detail.getByRole('heading', { name: 'What happens if it stays unpaid' })).toBeVisible();
    await expect(amounts.locator('[data-amount="total"] dd')).toHaveText(baht(issued.totalAmount, ENGLISH));
    await afterCut.portal.expectAccessible();
    await afterCut.context.close();

    // The day after the due date, unpaid: cancelled and replaced by an OVERDUE invoice with 2x the toll as its first late fee.
    await moveClock(request, justAfter(dayAfter(issued.dueDate)));
    const overdue = await somchaiInvoiceOf(request, passage.billingPeriod, 'FIRST_LATE_FEE');
    expect(overdue.status).toBe('OVERDUE');
    const late = await somchaiBrowser(browser, request, checkedPages);
    await late.portal.open(`/mflow/invoicedetail?invoiceNo=${issued.invoiceNo}`);
    const cancelled = late.page.locator(`[data-testid="invoice-detail"][data-invoice="${issued.invoiceNo}"]`);
    await expect(cancelled.locator('.invoice-status').first()).toHaveText('ยกเลิก');
    const cancelledRemark = cancelled.locator('[data-testid="invoice-remark"][data-kind="CANCELLED"]');
    await expect(cancelledRemark).toContainText('ยกเลิก');
    await expect(cancelledRemark).toContainText('ไม่ชำระภายในวันครบกำหนด จึงเพิ่มค่าปรับชำระล่าช้าครั้งที่ 1');
    await expect(cancelledRemark).toContainText(`ออกใบแจ้งหนี้เลขที่ ${overdue.invoiceNo} แทน`);
    await expect(cancelled.getByTestId('unpaid-timeline')).toHaveCount(0);
    await late.portal.expectAccessible();
    await cancelled.getByTestId('invoice-replaced-by').getByRole('link', { name: overdue.invoiceNo }).click();

    const replacing = late.page.locator(`[data-testid="invoice-detail"][data-invoice="${overdue.invoiceNo}"]`);
    await expect(replacing.locator('.invoice-status').first()).toHaveText('เกินกำหนดชำระ');
    const lateAmounts = replacing.getByTestId('invoice-amounts');
    await expect(lateAmounts.locator('[data-amount="firstLateFee"] dt')).toHaveText('ค่าปรับชำระล่าช้าครั้งที่ 1 (2 เท่าของค่าผ่านทาง)');
    await expect(lateAmounts.locator('[data-amount="firstLateFee"] dd')).toHaveText(baht(2 * issued.tollAmount));
    await expect(lateAmounts.locator('[data-amount="total"] dd')).toHaveText(baht(3 * issued.tollAmount));
    await expect(replacing.locator('[data-testid="invoice-remark"][data-kind="NEW_INVOICE"]')).toContainText(
      `ออกแทนใบแจ้งหนี้เลขที่ ${issued.invoiceNo}`,
    );
    await expect(replacing.getByTestId('invoice-due-date')).toContainText(longDate(overdue.dueDate));
    await expect(replacing.locator('[data-step="SECOND_LATE_FEE"]')).toContainText(baht(11 * issued.tollAmount));
    await late.portal.expectAccessible();

    // The list finds it by status; the toll history and the (still empty) notification letters open from the member menu.
    await late.page.getByRole('link', { name: 'กลับไปที่ใบแจ้งหนี้ของฉัน' }).click();
    const filter = late.page.getByRole('search', { name: 'ค้นหาใบแจ้งหนี้' });
    await filter.getByLabel('สถานะ').selectOption({ label: 'เกินกำหนดชำระ' });
    await filter.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(late.page).toHaveURL(/status=OVERDUE/);
    await expect(late.page.locator(`[data-testid="invoice-card"][data-invoice="${overdue.invoiceNo}"] .invoice-status`)).toHaveText(
      'เกินกำหนดชำระ',
    );
    await expect(late.page.locator(`[data-testid="invoice-card"][data-invoice="${issued.invoiceNo}"]`)).toHaveCount(0);
    await late.portal.expectAccessible();

    const memberMenu = late.page.getByRole('navigation', { name: 'เมนูสมาชิก' });
    await memberMenu.getByRole('link', { name: 'ประวัติการผ่านทาง' }).click();
    await expect(late.page.getByRole('heading', { level: 1, name: 'ประวัติการผ่านทาง' })).toBeVisible();
    await expect(late.page.locator(`[data-passage="${passage.passageId}"]`)).toContainText(VEHICLE.plate);
    await late.portal.expectAccessible();
    await memberMenu.getByRole('link', { name: 'หนังสือแจ้งค่าผ่านทาง' }).click();
    await expect(late.page.getByRole('heading', { level: 1, name: 'หนังสือแจ้งค่าผ่านทาง' })).toBeVisible();
    await expect(late.page.getByTestId('notices-empty').or(late.page.getByTestId('notice-card').first())).toBeVisible();
    await late.portal.expectAccessible();

    // In English, and on a 360 px phone.
    await late.page.goto(`/mflow/invoicedetail?invoiceNo=${overdue.invoiceNo}`);
    await late.page.getByRole('button', { name: /^EN/ }).click();
    await expect(replacing.locator('.invoice-status').first()).toHaveText('Overdue');
    await expect(lateAmounts.locator('[data-amount="firstLateFee"] dt')).toHaveText('First late-payment fee (2 × the toll)');
    await expect(lateAmounts.locator('[data-amount="firstLateFee"] dd')).toHaveText(baht(2 * issued.tollAmount, ENGLISH));
    await late.portal.expectAccessible();
    await late.page.setViewportSize({ width: 360, height: 740 });
    await expect(replacing.getByTestId('unpaid-timeline')).toBeVisible();
    expect(await late.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await late.portal.expectAccessible();
    await late.context.close();
  });
});
