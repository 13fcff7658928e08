import { expect, test } from '../fixtures';

test.describe('reference code look-up', () => {
  test('a visitor finds the demo vehicle by its reference code, masked, and is told the words of requirements/error-messages.md#visible-messages for an unknown code', async ({
    page,
    portal,
  }) => {
    await portal.open('/mflow/refcode');
    await expect(page.getByRole('heading', { level: 1, name: 'ค้นหารถด้วยรหัสอ้างอิง' })).toBeVisible();
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page.getByText('กรุณาระบุ รหัสอ้างอิง')).toBeVisible();

    await page.getByRole('textbox', { name: 'รหัสอ้างอิง' }).fill('vdemscha22');
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    const result = page.getByTestId('refcode-result');
    await expect(result).toContainText('1กข 1234');
    await expect(result).toContainText('กรุงเทพมหานคร');
    await expect(result).toContainText('สม*** ใจ***');
    await expect(result.locator('.vehicle-status')).toHaveText('ใช้งาน');
    await portal.expectAccessible();

    await page.getByRole('textbox', { name: 'รหัสอ้างอิง' }).fill('VAAAAAAAAA');
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page.getByTestId('refcode-not-found')).toHaveText('ไม่พบข้อมูลรถจากรหัสอ้างอิง');
    await expect(page.getByTestId('message-modal')).toHaveCount(0);

    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find a vehicle by reference code' })).toBeVisible();
    await portal.expectAccessible();
  });

  test('the look-up fits a 360 px phone', async ({ page, portal }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await portal.open('/mflow/refcode');
    await page.getByRole('textbox', { name: 'รหัสอ้างอิง' }).fill('VDEMSCHA22');
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page.getByTestId('refcode-result')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
