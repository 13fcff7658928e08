import { commonHeaders, expect, signIn, test } from '../fixtures';
import { baht, justAfter, moveClock, nextCut, recordPassage, serverNow, somchaiInvoiceOf } from '../support/billing';
import { dataOf } from '../support/registration';

/** Somchai's ACTIVE demo vehicle (README "Demo accounts"). */
const VEHICLE = { plate: '1กข 1234', province: '10' };

test.describe('a member pays', () => {
  test('somchai pays his new invoice by QR from its detail page, then asks for the tax invoice and downloads it', async ({
    page,
    portal,
    request,
  }) => {
    // A clock move with the cut, a QR paid by the gateway's control, and a PDF download.
    test.slow();
    // Other specs of this worker may have moved the clock already: everything counts from its now.
    const passage = await recordPassage(request, VEHICLE);
    await moveClock(request, justAfter(nextCut(await serverNow(request))));
    const invoice = await somchaiInvoiceOf(request, passage.billingPeriod, 'ISSUED');
    expect(invoice.status).toBe('NORMAL');

    await signIn(page, request);
    await portal.open(`/mflow/invoicedetail?invoiceNo=${invoice.invoiceNo}`);
    await page.getByTestId('invoice-pay').click();
    await expect(page.getByTestId('payment-amount')).toHaveText(baht(invoice.totalAmount));
    await page.getByRole('radio', { name: 'QR Code (พร้อมเพย์)' }).check();
    await page.getByTestId('payment-submit').click();
    await expect(page.getByTestId('payment-qr').getByRole('img')).toBeVisible();
    await portal.expectAccessible();

    // Somchai's banking app pays the QR (the gateway simulation's control).
    const { charges } = await dataOf<{ charges: { gatewayReference: string; kind: string; amountSatang: number }[] }>(
      await request.get('/simservice/api/v1/gateway/charges', { headers: commonHeaders(), params: { limit: 1 } }),
      'the newest charge',
    );
    const [qr] = charges;
    expect(qr).toMatchObject({ kind: 'QR', amountSatang: invoice.totalAmount });
    await dataOf(
      await request.post('/simservice/api/v1/gateway/qr-payments', {
        headers: commonHeaders(),
        data: { gatewayReference: qr?.gatewayReference },
      }),
      'paying the QR',
    );
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'PAID', { timeout: 15_000 });
    expect((await somchaiInvoiceOf(request, passage.billingPeriod, 'ISSUED')).status).toBe('PAID');

    await page.getByRole('navigation', { name: 'เมนูสมาชิก' }).getByRole('link', { name: 'ประวัติการชำระเงิน' }).click();
    const paid = page.getByTestId('payment-history-item').filter({ hasText: invoice.invoiceNo });
    await expect(paid).toHaveAttribute('data-status', 'PAID');
    await paid.getByTestId('tax-invoice-request').click();
    const taxInvoice = paid.getByTestId('tax-invoice-download');
    await expect(taxInvoice).toBeVisible();
    await portal.expectAccessible();
    const [download] = await Promise.all([page.waitForEvent('download'), taxInvoice.click()]);
    expect(download.suggestedFilename()).toMatch(/^TX\d{10}\.pdf$/);
  });
});
