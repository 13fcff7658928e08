import { commonHeaders, CUSTOMER_PATH, expect, seedLocalStorage, test } from '../fixtures';

const GENERIC = 'เกิดข้อผิดพลาดของระบบ ไม่สามารถดำเนินการได้';

test.describe('"Operation status" modal', () => {
  test('lists the error descriptions of a failed customer load, and closing it signs out', async ({ page, portal, request }) => {
    await seedLocalStorage(page, { accessToken: 'not-a-real-token', customerId: 'C404', languageCode: 'TH' });
    // What the real backend says about this token, in Thai.
    const expected = (await (
      await request.get('/customerservice/api/v1/customer/C404', {
        headers: { ...commonHeaders(), Authorization: 'Bearer not-a-real-token' },
      })
    ).json()) as { data: { errors: { description: string }[] } };

    await page.goto('/mflow');
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: 'สถานะการดำเนินการ' })).toBeVisible();
    await expect(modal.getByRole('listitem')).toHaveText(expected.data.errors.map((error) => error.description));
    await expect(page.locator('[data-layout="authenticated"]')).toBeVisible();
    await portal.expectAccessible();

    await modal.getByRole('button', { name: 'ตกลง' }).click();
    await expect(page.locator('[data-layout="public"]')).toBeVisible();
    await expect(page).toHaveURL(/\/mflow\/?$/);
    // No remember-me username: everything stored locally went and the path was reset; the reloaded portal has a new access key.
    const { currentPath, ...rest } = await portal.local();
    expect(currentPath).toBe('/');
    expect(Object.keys(rest)).toEqual(['accessKey:mflow']);
  });

  test('puts each error description on its own line', async ({ page, portal }) => {
    await page.route(CUSTOMER_PATH, (route) =>
      route.fulfill({
        status: 400,
        json: {
          status: 'FAIL',
          data: {
            errors: [
              { code: 'ERR_A', description: 'ข้อผิดพลาดที่หนึ่ง' },
              { code: 'ERR_B', description: 'ข้อผิดพลาดที่สอง' },
            ],
          },
        },
      }),
    );
    await seedLocalStorage(page, { accessToken: 'token', customerId: 'C1' });
    await page.goto('/mflow');
    await expect(page.getByTestId('error-list').getByRole('listitem')).toHaveText(['ข้อผิดพลาดที่หนึ่ง', 'ข้อผิดพลาดที่สอง']);
    await portal.expectAccessible();
  });

  test('shows the generic text when the failure carries an empty error list', async ({ page, portal }) => {
    await page.route(CUSTOMER_PATH, (route) => route.fulfill({ status: 500, json: { status: 'FAIL', data: { errors: [] } } }));
    await seedLocalStorage(page, { accessToken: 'token', customerId: 'C1' });
    await page.goto('/mflow');
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: 'สถานะการดำเนินการ' })).toBeVisible();
    await expect(modal).toContainText(GENERIC);
    await expect(page.getByTestId('error-list')).toHaveCount(0);
    await portal.expectAccessible();
  });

  test('keeps a remember-me username and what goes with it when signing out', async ({ page, portal }) => {
    await page.route(CUSTOMER_PATH, (route) => route.fulfill({ status: 500, body: 'gateway down' }));
    await seedLocalStorage(page, {
      accessToken: 'token',
      customerId: 'C1',
      accountType: 'Individual',
      profileImage: 'avatar',
      rememberUsername: 'somchai@example.com',
      email: 'somchai@example.com',
      displayName: 'สมชาย ใจดี',
      point: '10',
      languageCode: 'TH',
    });
    await page.goto('/mflow');
    await page.getByRole('dialog').getByRole('button', { name: 'ตกลง' }).click();
    await expect(page.locator('[data-layout="public"]')).toBeVisible();
    const stored = await portal.local();
    expect(stored).toMatchObject({
      rememberUsername: 'somchai@example.com',
      email: 'somchai@example.com',
      displayName: 'สมชาย ใจดี',
      point: '10',
      languageCode: 'TH',
      currentPath: '/',
    });
    for (const key of ['accessToken', 'customerId', 'accountType', 'profileImage']) expect(stored).not.toHaveProperty(key);
  });

  test('on ERR_AUTH_0015 marks the expiry once, signs out and goes to the root instead of showing the error', async ({ page, portal }) => {
    await page.route(CUSTOMER_PATH, (route) =>
      route.fulfill({ status: 401, json: { status: 'FAIL', data: { errors: [{ code: 'ERR_AUTH_0015', description: 'token expired' }] } } }),
    );
    await seedLocalStorage(page, { accessToken: 'token', customerId: 'C1' });
    await page.goto('/mflow/knowledge');
    await expect(page).toHaveURL(/\/mflow\/?$/);
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: 'หมดเวลาการใช้งาน' })).toBeVisible();
    await expect(modal).not.toContainText('token expired');
    await expect(page.locator('[data-layout="public"]')).toBeVisible();
    await portal.expectAccessible();
    await modal.getByRole('button', { name: 'ตกลง' }).click();
    expect(await portal.local()).not.toHaveProperty('accessToken');

    await page.reload();
    await portal.ready();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('global spinner', () => {
  test('appears while a slow call is in flight and goes when it ends', async ({ page, portal }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CUSTOMER_PATH, async (route) => {
      await held;
      await route.fulfill({
        json: { status: 'SUCCESS', data: { customerId: 'C1', customerType: 'Individual', firstName: 'สมชาย', lastName: 'ใจดี' } },
      });
    });
    await seedLocalStorage(page, { accessToken: 'token', customerId: 'C1' });
    await page.goto('/mflow');
    await portal.ready();
    await expect(page.getByTestId('global-spinner')).toBeVisible();
    release();
    await expect(page.getByTestId('global-spinner')).toHaveCount(0);
  });
});
