import { commonHeaders, expect, test } from '../fixtures';
import { baht, billFreshVisitorPlate, payPlateByNewCard, searchOpenInvoicesOf } from '../support/billing';
import { dataOf } from '../support/registration';

test.describe('paying an invoice', () => {
  test('a visitor pays a non-member invoice by QR and sees it paid', async ({ page, portal, request }) => {
    test.slow();
    const { plate, passage } = await billFreshVisitorPlate(request);

    await portal.open('/mflow/unuserpayment');
    await searchOpenInvoicesOf(page, plate);
    await page.getByTestId('open-invoice').getByRole('link', { name: 'ชำระเงิน' }).click();

    await expect(page.getByTestId('payment-amount')).toHaveText(baht(passage.price));
    await page.getByRole('radio', { name: 'QR Code (พร้อมเพย์)' }).check();
    await page.getByTestId('payment-submit').click();
    await expect(page.getByTestId('payment-qr').getByRole('img')).toBeVisible();
    await portal.expectAccessible();

    // The payer's bank pays the QR (the gateway simulation's control).
    const { charges } = await dataOf<{ charges: { gatewayReference: string; kind: string }[] }>(
      await request.get('/simservice/api/v1/gateway/charges', { headers: commonHeaders(), params: { limit: 1 } }),
      'the newest charge',
    );
    const [qr] = charges;
    expect(qr?.kind).toBe('QR');
    await dataOf(
      await request.post('/simservice/api/v1/gateway/qr-payments', {
        headers: commonHeaders(),
        data: { gatewayReference: qr?.gatewayReference },
      }),
      'paying the QR',
    );

    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'PAID', { timeout: 15_000 });
    await expect(page.getByTestId('payment-result')).toContainText('ชำระเงินสำเร็จ');
    await portal.expectAccessible();
  });
});

test.describe('cancelling on the card page', () => {
  test("a visitor who cancels on the gateway's card page sees the payment cancelled, and the invoice is still there to pay", async ({
    page,
    portal,
    request,
  }) => {
    test.slow();
    const { plate } = await billFreshVisitorPlate(request);
    await portal.open('/mflow/unuserpayment');
    await payPlateByNewCard(page, plate);

    await expect(page).toHaveURL(/\/simgateway\/pay\//);
    await page.getByRole('button', { name: /ยกเลิกการชำระเงิน/ }).click();
    await expect(page.locator('h1[data-status]')).toHaveAttribute('data-status', 'CANCELLED');
    await page.getByRole('link', { name: /ดูผลการชำระเงิน/ }).click();
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'CANCELLED');
    await expect(page.getByTestId('payment-result')).toContainText('ยกเลิกการชำระเงิน');
    await portal.expectAccessible();

    await portal.open('/mflow/unuserpayment');
    await searchOpenInvoicesOf(page, plate);
    await expect(page.getByTestId('open-invoice')).toBeVisible();
  });
});
