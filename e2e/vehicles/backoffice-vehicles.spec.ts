import { expect, test } from '../fixtures';
import { signInToBackoffice } from '../support/backoffice';

test.describe('back-office vehicle queue', () => {
  test('the reviewer approves the WAIT vehicle of the demo company, with its documents and registry record shown, and it leaves the queue', async ({
    page,
    portal,
  }) => {
    await signInToBackoffice(page, portal);
    await page.getByRole('navigation').getByRole('link', { name: 'รถรออนุมัติ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'คิวอนุมัติรถ' })).toBeVisible();
    const row = page.getByTestId('vehicle-queue-table').locator('tbody tr').filter({ hasText: '70-1005' });
    await expect(row).toContainText('VDEMSYAM29');
    await expect(row).toContainText('สยามโลจิสติกส์');
    await portal.expectAccessible();

    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: /รถทะเบียน 70-1005/ })).toBeVisible();
    await expect(page.getByTestId('vehicle-registry')).toContainText('ตรงกัน');
    await expect(page.getByTestId('vehicle-registry')).toContainText('สยามโลจิสติกส์');
    await expect(page.getByTestId('vehicle-documents').locator('figure[data-kind="image"]').first()).toBeVisible();
    await portal.expectAccessible();

    // Rejecting needs a reason from the list; Other needs text. Cancel, then approve.
    await page.locator('.bo-decision .btn-outline-danger').click();
    const reject = page.getByTestId('reject-modal');
    await reject.locator('button[type="submit"]').click();
    await expect(reject).toContainText('กรุณาเลือกเหตุผล');
    await reject.locator('#vehicle-rejection-code').selectOption('OTHER');
    await reject.locator('button[type="submit"]').click();
    await expect(reject).toContainText('กรุณาระบุรายละเอียดเมื่อเลือกเหตุผลอื่น');
    await portal.expectAccessible();
    await reject.getByRole('button', { name: 'ยกเลิก' }).click();

    await page.locator('.bo-decision .btn-success').click();
    const approve = page.getByTestId('approve-modal');
    await approve.locator('.modal-footer .btn-success').click();
    await expect(page).toHaveURL(/\/backoffice\/vehicles$/);
    await expect(page.getByTestId('decision-notice')).toContainText('70-1005');
    await expect(page.getByTestId('queue-count')).toBeVisible();
    await expect(page.locator('[data-vehicle-id]').filter({ hasText: '70-1005' })).toHaveCount(0);
  });
});
