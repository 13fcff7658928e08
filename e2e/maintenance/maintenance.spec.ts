import { expect, test } from '../fixtures';

test.describe('maintenance setting', () => {
  test('sends the visitor to the maintenance page while it is on and back to their page when it goes off', async ({
    page,
    portal,
    sim,
  }) => {
    await portal.open('/mflow/knowledge');
    await sim.setMaintenance(true);
    await expect(page).toHaveURL(/\/mflow\/maintenance$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ปิดปรับปรุงระบบชั่วคราว');
    await portal.expectAccessible();

    await sim.setMaintenance(false);
    await expect(page).toHaveURL(/\/mflow\/knowledge$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ความรู้เกี่ยวกับ M-Flow');
  });

  test('catches every route, including a fresh visit, while it is on', async ({ page, portal, sim }) => {
    await sim.setMaintenance(true);
    await page.goto('/mflow/contactus');
    await expect(page).toHaveURL(/\/mflow\/maintenance$/);
    await portal.ready();
    await page.getByRole('link', { name: 'กลับหน้าแรก' }).click();
    await expect(page).toHaveURL(/\/mflow\/maintenance$/);

    await sim.setMaintenance(false);
    await expect(page).toHaveURL(/\/mflow\/?$/);
  });

  test('catches the non-line payment path too', async ({ page, portal, sim }) => {
    await portal.open('/mflow/nonlinepayment');
    await sim.setMaintenance(true);
    await expect(page).toHaveURL(/\/mflow\/maintenance$/);
    await sim.setMaintenance(false);
    await expect(page).toHaveURL(/\/mflow\/nonlinepayment$/);
  });
});
