import { expect, test } from '../fixtures';
import { billFreshVisitorPlate, searchOpenInvoicesOf } from '../support/billing';

test.describe('the non-line payment path', () => {
  test("a visitor opens an invoice's payment link and pays it by card on the gateway's page, with no access key", async ({
    page,
    portal,
    request,
  }) => {
    test.slow();
    const { plate } = await billFreshVisitorPlate(request, 'ฮฬ');

    // The link is on the invoice's slip, to be passed to whoever pays it.
    await portal.open('/mflow/unuserpayment');
    await searchOpenInvoicesOf(page, plate);
    const card = page.getByTestId('open-invoice');
    const invoiceNo = (await card.getAttribute('data-invoice')) ?? '';
    await card.getByRole('link', { name: 'ดูรายละเอียด' }).click();
    const payLink = page.getByTestId('slip-pay-link').getByRole('link');
    await expect(payLink).toHaveAttribute('href', /\/mflow\/nonlinepayment\?link=[\w-]{22}$/);
    const link = new URL((await payLink.getAttribute('href')) ?? '');

    // Whoever opens it has no key of the portal's: nothing is stored, and none is asked for.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    const keyed: string[] = [];
    page.on('request', (sent) => {
      const path = new URL(sent.url()).pathname;
      if (sent.headers()['accesskey'] !== undefined || path.endsWith('/accesskey')) keyed.push(path);
    });
    await portal.open(`${link.pathname}${link.search}`);
    const invoice = page.getByTestId('pay-link-invoice');
    await expect(invoice).toHaveAttribute('data-invoice', invoiceNo);
    // A link is handed on, so its page shows the plate masked to its last two characters.
    await expect(invoice).toContainText(`${'*'.repeat(plate.length - 2)}${plate.slice(-2)}`);
    await expect(invoice).not.toContainText(plate);
    await page.getByRole('radio', { name: 'บัตรเครดิตหรือบัตรเดบิต' }).check();
    await page.getByTestId('payment-submit').click();

    await expect(page).toHaveURL(/\/simgateway\/pay\//);
    await page.locator('#brand').selectOption('VISA');
    await page.locator('#number').fill('4111111111111111');
    await page.locator('#expiryMonth').fill('12');
    await page.locator('#expiryYear').fill('2035');
    await page.locator('#cvv').fill('123');
    await page.locator('#holderName').fill('SOMCHAI TESTER');
    await page.getByRole('button', { name: /ดำเนินการต่อ/ }).click();
    const code = (await page.locator('.code').textContent())?.trim() ?? '';
    await page.locator('#code').fill(code);
    await page.getByRole('button', { name: /ยืนยัน/ }).click();
    await expect(page.locator('h1[data-status]')).toHaveAttribute('data-status', 'PAID');

    // The same link afterwards: paid, nothing more to pay.
    await portal.open(`${link.pathname}${link.search}`);
    await expect(page.getByTestId('pay-link-invoice')).toHaveAttribute('data-status', 'PAID');
    await expect(page.getByTestId('pay-link-closed')).toHaveText('ใบแจ้งหนี้นี้ชำระแล้ว ขอบคุณค่ะ');
    expect(keyed).toEqual([]);
  });

  test('a link that is not one says so and leads to the search by plate', async ({ page, portal }) => {
    await portal.open('/mflow/nonlinepayment?link=AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByTestId('pay-link-unknown')).toBeVisible();
    await page.getByRole('link', { name: 'ค้นหาใบแจ้งหนี้ด้วยทะเบียนรถ' }).click();
    await expect(page).toHaveURL(/\/mflow\/unuserpayment$/);
  });
});
