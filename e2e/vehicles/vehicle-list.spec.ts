import { expect, signIn, test } from '../fixtures';

test.describe('vehicle list', () => {
  test("the demo individual sees his two ACTIVE vehicles with SPEC 4's label, in Thai and English", async ({ page, portal, request }) => {
    await signIn(page, request);
    await portal.open('/mflow/car');
    await expect(page.getByRole('heading', { level: 1, name: 'รถของฉัน' })).toBeVisible();
    // Other specs of the run may add vehicles to his account; his two demo vehicles are there whatever they do.
    const cards = page.getByTestId('vehicle-card');
    const first = cards.filter({ hasText: '1กข 1234' });
    await expect(first).toContainText('กรุงเทพมหานคร');
    await expect(first).toContainText('VDEMSCHA22');
    await expect(first.locator('.vehicle-status')).toHaveText('ใช้งาน');
    await expect(cards.filter({ hasText: 'กท 5678' }).locator('.vehicle-status')).toHaveText('ใช้งาน');
    await expect(page.getByRole('link', { name: 'เพิ่มรถ' })).toBeVisible();
    await portal.expectAccessible();


    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My vehicles' })).toBeVisible();
    await expect(first.locator('.vehicle-status')).toHaveText('Active');
    await expect(first).toContainText('Bangkok');
    await portal.expectAccessible();
  });

  test('the vehicle list fits a 360 px phone', async ({ page, portal, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, request);
    await portal.open('/mflow/car');
    await expect(page.getByTestId('vehicle-card').filter({ hasText: '1กข 1234' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
