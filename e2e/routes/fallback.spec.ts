import { CUSTOMER, expect, signIn, test } from '../fixtures';

test.describe('fallback routes', () => {
  test('shows home in the public layout for an unknown path while logged out', async ({ page, portal }) => {
    await portal.open('/mflow/no-such-page');
    await expect(page).toHaveURL(/\/mflow\/no-such-page$/);
    await expect(page.locator('[data-layout="public"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ผ่านด่านไม่ต้องหยุด ชำระค่าผ่านทางได้ง่ายกว่าเดิม');
    await expect(page.getByRole('link', { name: 'เข้าสู่ระบบ', exact: true })).toBeVisible();
  });

  test('redirects an unknown path to /mflow in the authenticated layout while logged in', async ({ page, portal, request }) => {
    const answer = await signIn(page, request);
    await portal.open('/mflow/no-such-page');
    await expect(page).toHaveURL(/\/mflow\/?$/);
    await expect(page.locator('[data-layout="authenticated"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`สวัสดี ${CUSTOMER.firstName} ${CUSTOMER.lastName}`);
    await expect(page.getByRole('navigation', { name: 'เมนูสมาชิก' })).toBeVisible();
    // Another test of this worker may have earned somchai points: the sign-in answer says how many.
    await expect(page.getByTestId('account-area')).toContainText(`${answer.point.toLocaleString('en-US')} คะแนน`);
  });

  test('offers registration routes only while logged out', async ({ page, portal, request }) => {
    await signIn(page, request);
    await portal.open('/mflow/register');
    await expect(page).toHaveURL(/\/mflow\/?$/);
    await expect(page.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveCount(0);
  });

  test('keeps the always-available routes for a logged-in customer', async ({ page, portal, request }) => {
    await signIn(page, request);
    await portal.open('/mflow/knowledge');
    await expect(page.locator('[data-layout="authenticated"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ความรู้เกี่ยวกับ M-Flow');
  });

  test('stores the loaded customer the way requirements/portal-shell.md#stored-values lists', async ({ page, portal, request }) => {
    const answer = await signIn(page, request);
    await portal.open('/mflow');
    await expect(page.getByTestId('account-area')).toContainText('สมชาย ใจดี');
    expect(await portal.local()).toMatchObject({
      accessToken: answer.token,
      customerId: answer.customerId,
      displayName: 'สมชาย ใจดี',
      email: CUSTOMER.email,
      point: String(answer.point),
      accountType: 'Individual',
      currentPath: '/',
    });
  });
});
