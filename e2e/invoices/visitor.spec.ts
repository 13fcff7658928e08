import { addDays } from '@mflow/contracts/time/bangkok';
import { expect, test } from '../fixtures';
import { baht, ENGLISH, freshPlate, justAfter, longDate, moveClock, nextMidnight, recordPassage, serverNow } from '../support/billing';

test.describe('what a visitor owes', () => {
  test('a visitor finds the invoice of a non-member plate after the day cut, by plate, by invoice number and by reference', async ({
    page,
    portal,
    request,
  }) => {
    test.slow();
    const plate = freshPlate();
    const passage = await recordPassage(request, { plate, province: '10', vehicleClass: 1 });
    expect(passage.isMember).toBe(false);
    // One invoice per plate and day, cut at the next 00:00, due 7 days after the passage day.
    await moveClock(request, justAfter(nextMidnight(await serverNow(request))));
    const dueDate = addDays(passage.billingPeriod, 7);

    await portal.open('/mflow/unuserpayment');
    const search = page.getByRole('search', { name: 'ค้นหายอดค้างชำระ' });
    await search.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(search.getByText('กรุณาระบุ ทะเบียนรถ')).toBeVisible();
    await expect(search.getByText('กรุณาระบุ จังหวัดของป้ายทะเบียน')).toBeVisible();

    await search.getByRole('textbox', { name: 'ทะเบียนรถ' }).fill(plate);
    await search.getByLabel('จังหวัดของป้ายทะเบียน').selectOption({ label: 'กรุงเทพมหานคร' });
    await search.getByRole('button', { name: 'ค้นหา' }).click();
    const card = page.getByTestId('open-invoice');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(plate);
    await expect(card.locator('.invoice-status')).toHaveText('ปกติ');
    await expect(card.getByTestId('open-invoice-due')).toContainText(longDate(dueDate));
    await expect(card.getByTestId('invoice-amounts').locator('[data-amount="total"] dd')).toHaveText(baht(passage.price));
    await expect(card.locator(`[data-passage="${passage.passageId}"]`)).toContainText(baht(passage.price));
    await expect(card.getByTestId('invoice-next-fee')).toContainText(baht(3 * passage.price));
    await expect(page.getByTestId('open-invoices').getByRole('heading', { level: 2 })).toHaveText(
      `ค้างชำระ 1 ใบแจ้งหนี้ รวม ${baht(passage.price)}`,
    );
    await portal.expectAccessible();
    const invoiceNo = (await card.getAttribute('data-invoice')) ?? '';
    const reference = (await card.locator('.font-monospace').textContent()) ?? '';
    expect(reference.replace(/\s/g, '')).toMatch(/^\d{18}$/);

    // Paying starts on the payment page of this invoice.
    await expect(card.getByRole('link', { name: 'ชำระเงิน' })).toHaveAttribute('href', `/mflow/paymentinvoice?invoiceNo=${invoiceNo}`);

    // By invoice number.
    await search.getByRole('radio', { name: 'เลขที่ใบแจ้งหนี้' }).check();
    await search.getByRole('textbox', { name: 'เลขที่ใบแจ้งหนี้' }).fill(invoiceNo.toLowerCase());
    await search.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page.locator(`[data-testid="open-invoice"][data-invoice="${invoiceNo}"]`)).toBeVisible();

    // By reference: a mistyped digit is refused before anything is sent; the reference as printed finds it.
    await search.getByRole('radio', { name: 'หมายเลขอ้างอิง' }).check();
    const referenceBox = search.getByRole('textbox', { name: 'หมายเลขอ้างอิงการชำระเงิน' });
    const digits = reference.replace(/\s/g, '');
    await referenceBox.fill(`${digits.slice(0, 17)}${(Number(digits[17]) + 1) % 10}`);
    await search.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(search.getByText('หมายเลขอ้างอิงไม่ถูกต้อง กรุณาตรวจสอบตัวเลข 18 หลักอีกครั้ง')).toBeVisible();
    await referenceBox.fill(reference);
    await search.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page.locator(`[data-testid="open-invoice"][data-invoice="${invoiceNo}"]`)).toBeVisible();
    await portal.expectAccessible();

    // A plate that owes nothing: the words of requirements/error-messages.md#visible-messages, on the page.
    await search.getByRole('radio', { name: 'ทะเบียนรถ' }).check();
    let owesNothing = freshPlate();
    while (owesNothing === plate) owesNothing = freshPlate();
    await search.getByRole('textbox', { name: 'ทะเบียนรถ' }).fill(owesNothing);
    await search.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page.getByTestId('no-outstanding-bills')).toHaveText('ไม่พบรายการค้างชำระ');
    await expect(page.getByTestId('message-modal')).toHaveCount(0);
    await portal.expectAccessible();

    // The details of the invoice, as a visitor sees them, then in English.
    await search.getByRole('textbox', { name: 'ทะเบียนรถ' }).fill(plate);
    await search.getByRole('button', { name: 'ค้นหา' }).click();
    await card.getByRole('link', { name: 'ดูรายละเอียด' }).click();
    const detail = page.locator(`[data-testid="invoice-detail"][data-invoice="${invoiceNo}"]`);
    await expect(detail.getByTestId('unpaid-timeline').locator('[data-step="FIRST_LATE_FEE"]')).toContainText(baht(2 * passage.price));
    const slip = detail.getByTestId('bill-payment-slip');
    await expect(slip.getByTestId('slip-ref1')).toContainText(reference.replace(/\s/g, ''));
    await expect(slip.getByTestId('slip-ref2')).toContainText(invoiceNo.replace(/\D/g, ''));
    await expect(slip.getByRole('img', { name: /^บาร์โค้ดชำระเงิน/ })).toBeVisible();
    await expect(slip.getByRole('img', { name: /^QR Code ชำระเงิน/ })).toBeVisible();
    const [pdf] = await Promise.all([page.waitForEvent('download'), slip.getByTestId('invoice-pdf').click()]);
    expect(pdf.suggestedFilename()).toBe(`${invoiceNo}.pdf`);
    await portal.expectAccessible();
    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice details' })).toBeVisible();
    await expect(detail.locator('.invoice-status').first()).toHaveText('Normal');
    await page.getByRole('link', { name: 'Find another invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay tolls without membership' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Licence plate' })).toBeChecked();
    await portal.expectAccessible();

    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('textbox', { name: 'Licence plate' }).fill(plate);
    await page.getByLabel('Plate province').selectOption({ label: 'Bangkok' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('open-invoice').locator('.invoice-status')).toHaveText('Normal');
    await expect(page.getByTestId('open-invoice').getByTestId('invoice-amounts').locator('[data-amount="total"] dd')).toHaveText(
      baht(passage.price, ENGLISH),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
