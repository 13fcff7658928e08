import { expect, signIn, test } from '../fixtures';
import { baht, billFreshVisitorPlate, freshPlate, searchOpenInvoicesOf } from '../support/billing';

test.describe('receipts', () => {
  test("a visitor pays a plate's invoice by card on the gateway's page, reprints the receipt and asks for a company's tax invoice with the code printed on the receipt", async ({
    page,
    portal,
    request,
  }) => {
    test.slow();
    const { plate, passage } = await billFreshVisitorPlate(request, 'ฮฬ');

    await portal.open('/mflow/unuserpayment');
    await searchOpenInvoicesOf(page, plate);
    await page.getByTestId('open-invoice').getByRole('link', { name: 'ชำระเงิน' }).click();
    await page.getByRole('radio', { name: 'บัตรเครดิตหรือบัตรเดบิต' }).check();
    await page.getByTestId('payment-submit').click();

    // The card payment page: the invoice and the total it charges, then a card type, which it asks for first.
    await expect(page).toHaveURL(/\/mflow\/paymentcard\?invoiceNo=/);
    const shown = page.getByTestId('payment-invoice');
    await expect(shown).toHaveCount(1);
    const shownInvoiceNo = (await shown.getAttribute('data-invoice')) ?? '';
    await expect(page.getByTestId('payment-total')).toHaveText(baht(passage.price));
    await page.getByTestId('payment-submit').click();
    await expect(page.getByRole('group', { name: /ประเภทบัตร/ })).toContainText('กรุณาระบุ ประเภทบัตร');
    await portal.expectAccessible();
    await page.getByRole('radio', { name: 'วีซ่า', exact: true }).check();
    await page.getByTestId('payment-submit').click();

    // The simulated gateway's hosted page: the card, then the one-time code it shows.
    await expect(page).toHaveURL(/\/simgateway\/pay\//);
    await page.locator('#brand').selectOption('VISA');
    await page.locator('#number').fill('4111111111111111');
    await page.locator('#expiryMonth').fill('12');
    await page.locator('#expiryYear').fill('2035');
    await page.locator('#cvv').fill('123');
    await page.locator('#holderName').fill('SOMCHAI TESTER');
    await page.getByRole('button', { name: /ดำเนินการต่อ/ }).click();
    const code = (await page.locator('.code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.locator('#code').fill(code);
    await page.getByRole('button', { name: /ยืนยัน/ }).click();
    await expect(page.locator('h1[data-status]')).toHaveAttribute('data-status', 'PAID');
    await page.getByRole('link', { name: /ดูผลการชำระเงิน/ }).click();
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'PAID');
    const invoiceNo = new URL(page.url()).searchParams.get('invoiceNo') ?? '';
    expect(invoiceNo).toBe(shownInvoiceNo);
    // The payer's result shows the receipt's verification code, which the reprint by plate never shows.
    const verificationCode = (await page.getByTestId('receipt-verification-code').textContent())?.trim() ?? '';
    expect(verificationCode).toMatch(/^[A-Z2-9]{8}$/);
    const [original] = await Promise.all([page.waitForEvent('download'), page.getByTestId('receipt-download').click()]);
    expect(original.suggestedFilename()).toMatch(/^RC\d{10}\.pdf$/);

    await portal.open('/mflow/nonm-reprint');
    const form = page.getByRole('search', { name: 'ค้นหาใบเสร็จรับเงิน' });
    await form.getByRole('textbox', { name: 'เลขที่ใบแจ้งหนี้' }).fill(invoiceNo);
    await form.getByRole('textbox', { name: 'หมายเลขทะเบียนรถ' }).fill(freshPlate('ฮฬ'));
    await form.getByLabel('จังหวัดของทะเบียนรถ').selectOption({ label: 'กรุงเทพมหานคร' });
    await form.getByRole('button', { name: 'ค้นหาใบเสร็จ' }).click();
    await expect(page.getByTestId('reprint-failure')).toContainText('ไม่ตรงกัน');

    await form.getByRole('textbox', { name: 'หมายเลขทะเบียนรถ' }).fill(plate);
    await form.getByRole('button', { name: 'ค้นหาใบเสร็จ' }).click();
    const receipt = page.getByTestId('reprint-receipt');
    await expect(receipt).toHaveCount(1);
    await expect(receipt).toContainText(invoiceNo);
    await expect(receipt).toContainText('บัตร');
    await expect(receipt).not.toContainText(verificationCode);
    await portal.expectAccessible();
    const [download] = await Promise.all([page.waitForEvent('download'), receipt.getByTestId('reprint-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^RC\d{10}\.pdf$/);

    // A company asks for the full tax invoice of that receipt: the tax ID's check digit is checked first.
    await receipt.getByTestId('reprint-tax-invoice-request').click();
    const buyer = receipt.getByTestId('tax-invoice-form');
    await buyer.getByRole('textbox', { name: 'รหัสยืนยันบนใบเสร็จ' }).fill(verificationCode);
    await buyer.getByRole('textbox', { name: 'ชื่อนิติบุคคล' }).fill('บริษัท ขนส่งทดสอบ จำกัด');
    await buyer.getByRole('textbox', { name: 'ที่อยู่นิติบุคคล' }).fill('99 ถนนพระราม 4 แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110');
    await buyer.getByRole('textbox', { name: 'เลขประจำตัวผู้เสียภาษี (13 หลัก)' }).fill('0105536092642');
    await buyer.getByRole('button', { name: 'ออกใบกำกับภาษี' }).click();
    await expect(buyer).toContainText('หลักตรวจสอบไม่ตรง');
    await portal.expectAccessible();
    await buyer.getByRole('textbox', { name: 'เลขประจำตัวผู้เสียภาษี (13 หลัก)' }).fill('0105536092641');
    await buyer.getByRole('button', { name: 'ออกใบกำกับภาษี' }).click();
    const taxInvoice = receipt.getByTestId('reprint-tax-invoice-download');
    await expect(taxInvoice).toContainText(/ใบกำกับภาษี TX\d{10}/);
    const [taxDownload] = await Promise.all([page.waitForEvent('download'), taxInvoice.click()]);
    expect(taxDownload.suggestedFilename()).toMatch(/^TX\d{10}\.pdf$/);

    // Found again later, the receipt offers the tax invoice already issued.
    await form.getByRole('button', { name: 'ค้นหาใบเสร็จ' }).click();
    await expect(page.getByTestId('reprint-receipt').getByTestId('reprint-tax-invoice-download')).toBeVisible();
  });

  test('a member reaches the payment history from the member menu, empty before any payment', async ({ page, portal, request, member }) => {
    await signIn(page, request, member);
    await portal.open('/mflow');
    await page.getByRole('navigation', { name: 'เมนูสมาชิก' }).getByRole('link', { name: 'ประวัติการชำระเงิน' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ประวัติการชำระเงิน' })).toBeVisible();
    await expect(page.getByTestId('payment-history-empty')).toBeVisible();
    await portal.expectAccessible();
  });
});
