import { expect, test } from '../fixtures';

// Runs against the portal built with VITE_ACCESS_KEY_ENABLED=false (requirements/portal-shell.md#start-up, path 2).
test.describe('start-up with the access-key flag off', () => {
  test('fetches no access key, page config or permissions', async ({ page, portal }) => {
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    await portal.open('/mflow');
    expect(paths.filter((path) => /\/(accesskey|page\/config|pagepermission)$/.test(path))).toEqual([]);
    expect(await portal.local()).not.toHaveProperty('accessKey:mflow');
  });

  test('uses the 24 default codes, all ACTIVE, whatever the server says', async ({ page, portal, sim }) => {
    await sim.setMenu('MENU00005', 'INACTIVE');
    await sim.setMenu('MENU00000', 'INACTIVE');
    await portal.open('/mflow/aboutus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('เกี่ยวกับเรา');
    await portal.open('/mflow/consent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ความยินยอมในการใช้ข้อมูล');
  });

  test('keeps coming-soon off even while statusPage is on', async ({ page, portal, sim }) => {
    await sim.setStatusPage(true);
    await portal.open('/mflow');
    await expect(page.getByTestId('launch-page')).toHaveCount(0);
    await expect(page.locator('[data-layout="public"]')).toBeVisible();
  });

  test('still follows the maintenance setting', async ({ page, portal, sim }) => {
    await portal.open('/mflow/contactus');
    await sim.setMaintenance(true);
    await expect(page).toHaveURL(/\/mflow\/maintenance$/);
    await sim.setMaintenance(false);
    await expect(page).toHaveURL(/\/mflow\/contactus$/);
  });
});
