import { expect, test } from '../fixtures';
import { OPERATIONS, signInToBackoffice } from '../support/backoffice';

test.describe('staff back-office: operations settings', () => {
  test('an operations user turns a menu code off and the route disappears from the portal', async ({ page, portal, sim }) => {
    // The sim fixture puts every setting back afterwards; the test starts from the menu code on.
    await sim.setMenu('MENU00005', 'ACTIVE');
    await portal.open('/mflow/aboutus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('เกี่ยวกับเรา');
    await expect(page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'เกี่ยวกับเรา' })).toBeVisible();

    await signInToBackoffice(page, portal, OPERATIONS, /\/backoffice\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ตั้งค่าการให้บริการ' })).toBeVisible();
    // Operations sees its own part of the menu, not the reviewer's.
    const menu = page.getByRole('navigation', { name: 'เมนูระบบเจ้าหน้าที่' });
    await expect(menu.getByRole('link', { name: 'งานตามกำหนดเวลา' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'คิวรออนุมัติ' })).toHaveCount(0);
    const aboutUs = page.locator('tr[data-menu-code="MENU00005"]');
    await expect(aboutUs).toHaveAttribute('data-status', 'ACTIVE');
    await portal.expectAccessible();

    await aboutUs.getByRole('switch', { name: 'เกี่ยวกับเรา' }).click();
    await expect(aboutUs).toHaveAttribute('data-status', 'INACTIVE');
    await expect(page.getByTestId('settings-notice')).toContainText('MENU00005');
    await expect(aboutUs.getByRole('switch')).not.toBeChecked();
    await portal.expectAccessible();

    // The portal's next start-up reads the change: the path is now unknown to its router.
    await portal.open('/mflow/aboutus');
    await expect(page).toHaveURL(/\/mflow\/aboutus$/);
    await expect(page.locator('[data-layout="public"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ผ่านด่านไม่ต้องหยุด ชำระค่าผ่านทางได้ง่ายกว่าเดิม');
    await expect(page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'เกี่ยวกับเรา' })).toHaveCount(0);
  });
});
