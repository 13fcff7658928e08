import { commonHeaders, expect, test } from '../fixtures';
import { baht, justAfter, moveClock, nextMidnight, recordPassage, serverNow } from '../support/billing';
import { dataOf } from '../support/registration';

const freshPlate = () => `ฮฮ ${1 + Math.floor(Math.random() * 9999)}`;

test.describe('paying an invoice', () => {
  test('a visitor pays a non-member invoice by QR and sees it paid', async ({ page, portal, request }) => {
    test.slow();
    const plate = freshPlate();
    const passage = await recordPassage(request, { plate, province: '10', vehicleClass: 1 });
    await moveClock(request, justAfter(nextMidnight(await serverNow(request))));

    await portal.open('/mflow/unuserpayment');
    const search = page.getByRole('search', { name: 'ค้นหายอดค้างชำระ' });
    await search.getByRole('textbox', { name: 'ทะเบียนรถ' }).fill(plate);
    await search.getByLabel('จังหวัดของป้ายทะเบียน').selectOption({ label: 'กรุงเทพมหานคร' });
    await search.getByRole('button', { name: 'ค้นหา' }).click();
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
    await dataOf(await request.post('/simservice/api/v1/gateway/qr-payments', { headers: commonHeaders(), data: { gatewayReference: qr?.gatewayReference } }), 'paying the QR');

    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'PAID', { timeout: 15_000 });
    await expect(page.getByTestId('payment-result')).toContainText('ชำระเงินสำเร็จ');
    await portal.expectAccessible();
  });
});
