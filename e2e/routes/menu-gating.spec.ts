import { expect, test } from '../fixtures';

test.describe('menu gating', () => {
  test('renders a menu route while its code is ACTIVE and drops it once the code is INACTIVE', async ({ page, portal, sim }) => {
    await portal.open('/mflow/aboutus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('เกี่ยวกับเรา');
    await expect(page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'เกี่ยวกับเรา' })).toBeVisible();

    await sim.setMenu('MENU00005', 'INACTIVE');
    await page.reload();
    await portal.ready();
    // The path is now unknown to the router: a logged-out visitor gets home in the public layout.
    await expect(page).toHaveURL(/\/mflow\/aboutus$/);
    await expect(page.locator('[data-layout="public"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ผ่านด่านไม่ต้องหยุด ชำระค่าผ่านทางได้ง่ายกว่าเดิม');
    await expect(page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'เกี่ยวกับเรา' })).toHaveCount(0);
  });

  test('removes the shortcuts and links of inactive menus from home', async ({ page, portal, sim }) => {
    await sim.setMenu('MENU00020', 'INACTIVE');
    await sim.setMenu('MENU00000', 'INACTIVE');
    await portal.open('/mflow');
    await expect(page.getByRole('link', { name: /ชำระค่าผ่านทาง \(ไม่เป็นสมาชิก\)/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /ชำระตามใบแจ้งหนี้/ })).toBeVisible();
  });

  test('switches each app-store link with its own code', async ({ page, portal, sim }) => {
    await sim.setMenu('MENU00021', 'INACTIVE');
    await portal.open('/mflow/download');
    await expect(page.getByRole('link', { name: /Google Play/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /App Store/ })).toHaveCount(0);
  });
});
