import { expect, test } from '../fixtures';

test.describe('coming-soon page', () => {
  test('replaces the portal while statusPage is on, with the launch date in the Buddhist era in Thai', async ({ page, portal, sim }) => {
    await sim.setStatusPage(true);
    await portal.open('/mflow');
    const launch = page.getByTestId('launch-page');
    await expect(launch.getByRole('heading', { level: 1 })).toHaveText('เปิดให้บริการเร็ว ๆ นี้');
    await expect(launch).toContainText('เริ่มให้บริการ 29 ตุลาคม 2564');
    await expect(launch.getByRole('heading', { name: 'สิทธิพิเศษช่วงเปิดตัว' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'เมนูหลัก' })).toHaveCount(0);
  });

  test('shows the launch date in the Gregorian calendar in English', async ({ page, portal, sim }) => {
    await sim.setStatusPage(true);
    await portal.open('/mflow/knowledge');
    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('launch-page')).toContainText('Opening on 29 October 2021');
    await expect(page.getByRole('heading', { name: 'Launch offer' })).toBeVisible();
    await portal.expectAccessible();
  });

  test('gives way to the portal once statusPage is off again', async ({ page, portal, sim }) => {
    await sim.setStatusPage(true);
    await portal.open('/mflow');
    await sim.setStatusPage(false);
    await page.reload();
    await portal.ready();
    await expect(page.getByTestId('launch-page')).toHaveCount(0);
    await expect(page.locator('[data-layout="public"]')).toBeVisible();
  });
});

test.describe('non-line payment path', () => {
  test('starts at once with no access key and no coming-soon, even while statusPage is on', async ({ page, portal, sim }) => {
    await sim.setStatusPage(true);
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    await portal.open('/mflow/nonlinepayment');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ชำระค่าผ่านทาง');
    await expect(page.getByTestId('launch-page')).toHaveCount(0);
    expect(paths.filter((path) => path.startsWith('/masterservice/api/v1/') && !path.endsWith('/remoteconfig'))).toEqual([]);
  });
});
