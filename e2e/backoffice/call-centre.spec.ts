import { expect, test } from '../fixtures';
import { BACKOFFICE, CALL_CENTRE, signInToBackoffice } from '../support/backoffice';

test.describe('staff back-office: the call centre', () => {
  test('an agent finds a member by plate and reads the account, read only, in Thai and English', async ({ page, portal }) => {
    await signInToBackoffice(page, portal, CALL_CENTRE, /\/backoffice\/customers$/);
    const menu = page.getByRole('navigation', { name: 'เมนูระบบเจ้าหน้าที่' });
    await expect(menu.getByRole('link', { name: 'ค้นหาลูกค้า' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'ตั้งค่าระบบ' })).toHaveCount(0);
    await portal.expectAccessible();

    await page.locator('#customer-search-by').selectOption('plate');
    await page.locator('#customer-search-value').fill('1กข 1234');
    await page.locator('form[role="search"] button[type="submit"]').click();
    await expect(page).toHaveURL(/\/backoffice\/customers\?by=plate&q=/);
    const row = page.getByTestId('customer-table').locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('somchai@mflow.local');
    await portal.expectAccessible();

    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/backoffice\/customers\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('account')).toContainText('somchai@mflow.local');
    await expect(page.getByTestId('customer-vehicles')).toContainText('1กข 1234');
    // Read only: nothing on the page acts.
    await expect(page.locator('#main-content button, #main-content form')).toHaveCount(0);
    await portal.expectAccessible();

    await page.locator('.bo-language button[lang="en"]').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Vehicles' })).toBeVisible();
    await portal.expectAccessible();

    // A page of another part sends the agent back to their own.
    await page.goto(`${BACKOFFICE}/settings`);
    await expect(page).toHaveURL(/\/backoffice\/customers$/);
  });
});
