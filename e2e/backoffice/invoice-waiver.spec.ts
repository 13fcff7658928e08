import { apiSignIn, CUSTOMER, expect, test } from '../fixtures';
import { BACKOFFICE, freshPlate, invoicesOfPlate, lateNonMemberInvoice, signInToBackoffice } from '../support/backoffice';
import { staffHeaders } from '../support/registration';

/** Baht as the back-office shows them in Thai. */
const baht = (satang: number) => new Intl.NumberFormat('th-TH-u-ca-buddhist', { style: 'currency', currency: 'THB' }).format(satang / 100);

const REASON = 'Hospital stay, papers seen at the counter';

test.describe('staff back-office: invoices and waivers', () => {
  test("a reviewer finds a non-member plate's late invoice and waives its first late fee", async ({ page, portal, request }) => {
    // Two clock moves, four staff sign-ins and a dozen page checks, several of them with axe.
    test.slow();
    const plate = freshPlate();
    const late = await lateNonMemberInvoice(request, plate);

    await signInToBackoffice(page, portal);
    await page.getByRole('navigation').getByRole('link', { name: 'ใบแจ้งหนี้', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ใบแจ้งหนี้' })).toBeVisible();
    await expect(page.getByTestId('invoice-start')).toBeVisible();
    await portal.expectAccessible();

    // Both the plate and its province are needed.
    await page.locator('#invoice-search-by-plate').check();
    await page.getByTestId('invoice-search').getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page.locator('#invoice-plate')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#invoice-plate-error')).toHaveText('กรุณากรอกทะเบียนรถ');
    await expect(page.locator('#invoice-province-error')).toHaveText('กรุณาเลือกจังหวัด');
    await portal.expectAccessible();
    await page.locator('#invoice-plate').fill(plate);
    await page.locator('#invoice-province').selectOption('10');
    await page.getByTestId('invoice-search').getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page).toHaveURL(`${BACKOFFICE}/invoices?${new URLSearchParams({ plate, province: '10' })}`);

    // The late invoice first, then the one it replaced.
    const results = page.getByTestId('invoice-results');
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(`ใบแจ้งหนี้ของทะเบียน ${plate} กรุงเทพมหานคร`);
    const rows = page.getByTestId('invoice-table').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toHaveAttribute('data-invoice-no', late.invoiceNo);
    await expect(rows.nth(0)).toContainText('ค่าปรับครั้งที่ 1');
    await expect(rows.nth(0)).toContainText('เกินกำหนดชำระ');
    await expect(rows.nth(0).getByTestId('invoice-total')).toHaveText(baht(late.totalAmount));
    await expect(rows.nth(1)).toHaveAttribute('data-status', 'CANCELLED');
    await expect(rows.nth(1).getByTestId('invoice-total')).toHaveText(baht(late.tollAmount));
    await portal.expectAccessible();

    // Selecting it opens the waiver, where the keyboard goes; a reason is required.
    await rows.nth(0).getByRole('button', { name: /เลือก/ }).click();
    const card = page.getByTestId('waiver-card');
    await expect(card.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(card.getByTestId('waiver-total')).toContainText(baht(late.totalAmount));
    await card.getByRole('button', { name: 'ยกเว้นค่าปรับ' }).click();
    await expect(card.locator('#waiver-reason')).toHaveAttribute('aria-invalid', 'true');
    await expect(card.locator('#waiver-reason-error')).toHaveText('กรุณาระบุเหตุผลอย่างน้อย 5 ตัวอักษร');
    await portal.expectAccessible();

    await card.locator('#waiver-reason').fill(REASON);
    await card.getByRole('button', { name: 'ยกเว้นค่าปรับ' }).click();
    const confirm = page.getByTestId('waiver-modal');
    await expect(confirm).toContainText(late.invoiceNo);
    await expect(confirm).toContainText(baht(late.firstLateFee));
    await expect(confirm).toContainText(baht(late.tollAmount));
    await portal.expectAccessible();
    await confirm.getByRole('button', { name: 'ยืนยันยกเว้นค่าปรับ' }).click();

    // The new invoice, for the toll alone with the same due date, replaces it at the top of the list.
    const notice = page.getByTestId('waiver-notice');
    await expect(notice).toBeFocused();
    await expect(notice).toContainText(late.invoiceNo);
    await expect(notice).toContainText(baht(late.tollAmount));
    await expect(rows).toHaveCount(3);
    const [waived] = await invoicesOfPlate(request, await staffHeaders(request), plate);
    expect(waived).toMatchObject({
      stage: 'FIRST_LATE_FEE',
      status: 'OVERDUE',
      firstLateFee: 0,
      totalAmount: late.tollAmount,
      dueDate: late.dueDate,
    });
    await expect(notice).toContainText(waived?.invoiceNo ?? '');
    await expect(rows.nth(0)).toHaveAttribute('data-invoice-no', waived?.invoiceNo ?? '');
    await expect(rows.nth(0).getByTestId('invoice-total')).toHaveText(baht(late.tollAmount));
    await expect(rows.nth(1)).toHaveAttribute('data-invoice-no', late.invoiceNo);
    await expect(rows.nth(1)).toHaveAttribute('data-status', 'CANCELLED');
    await portal.expectAccessible();

    // Neither the cancelled invoice nor the one without fees offers a waiver.
    await rows.nth(1).getByRole('button', { name: /เลือก/ }).click();
    await expect(card.getByTestId('waiver-blocked')).toContainText('ยกเลิก');
    await rows.nth(0).getByRole('button', { name: /เลือก/ }).click();
    await expect(card.getByTestId('waiver-blocked')).toHaveText('ใบแจ้งหนี้นี้ไม่มีค่าปรับให้ยกเว้น');
    await expect(card.getByTestId('waiver-form')).toHaveCount(0);
  });

  test('a waiver the server refuses shows its reason in the language of the screen', async ({ page, portal, request }) => {
    // Two clock moves and three staff sign-ins before the page is even opened.
    test.slow();
    const plate = freshPlate();
    const late = await lateNonMemberInvoice(request, plate);

    await signInToBackoffice(page, portal);
    await page.locator('.bo-language button[lang="en"]').click();
    await page.goto(`${BACKOFFICE}/invoices?${new URLSearchParams({ plate, province: '10' })}`);
    await expect(page.getByTestId('invoice-results').getByRole('heading', { level: 2 })).toHaveText(`Invoices of ${plate} Bangkok`);
    const row = page.locator(`tr[data-invoice-no="${late.invoiceNo}"]`);
    await row.getByRole('button', { name: /Select/ }).click();
    const card = page.getByTestId('waiver-card');
    await card.locator('#waiver-reason').fill(REASON);
    await card.getByRole('button', { name: 'Waive fees' }).click();

    // Another reviewer waives it while this one is confirming.
    const other = await request.post(`/staffservice/api/v1/invoices/${late.invoiceNo}/waiver`, {
      headers: await staffHeaders(request),
      data: { reason: REASON },
    });
    expect(other.status()).toBe(200);
    await page.getByTestId('waiver-modal').getByRole('button', { name: 'Waive fees' }).click();

    const errors = card.getByTestId('api-errors');
    await expect(errors).toContainText('The fees were not waived');
    await expect(errors).toContainText('This invoice has already been paid or cancelled');
    await expect(errors).toContainText('ERR_BILL_0005');
    // The list is read again: the invoice shows as cancelled, and the form gives way to why.
    await expect(row).toHaveAttribute('data-status', 'CANCELLED');
    await expect(card.getByTestId('waiver-blocked')).toContainText('Cancelled');
    await portal.expectAccessible();
  });

  test("a member's invoices are found by customer id, which the registration page fills in", async ({ page, portal, request }) => {
    const { customerId } = await apiSignIn(request, CUSTOMER.email, CUSTOMER.password);
    await signInToBackoffice(page, portal);
    await page.goto(`${BACKOFFICE}/registrations/${customerId}`);
    await page.getByTestId('customer-invoices').click();
    await expect(page).toHaveURL(`${BACKOFFICE}/invoices?customerId=${customerId}`);
    await expect(page.locator('#invoice-customer-id')).toHaveValue(customerId);
    await expect(page.getByTestId('invoice-results').getByRole('heading', { level: 2 })).toContainText(customerId);
    await expect(page.getByTestId('invoice-count')).toBeVisible();
    await portal.expectAccessible();

    // A reference code is not a customer id: the form says what it takes.
    await page.locator('#invoice-customer-id').fill('RDEMO00001');
    await page.getByTestId('invoice-search').getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page.locator('#invoice-customer-id-error')).toContainText('รหัสลูกค้ามี 36 ตัวอักษร');
    await expect(page).toHaveURL(`${BACKOFFICE}/invoices?customerId=${customerId}`);
    await portal.expectAccessible();
  });
});
