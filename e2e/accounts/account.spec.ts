import { expect, signIn, test } from '../fixtures';

test.describe('account', () => {
  test('changes the password under requirements/accounts.md#password-rules, then closes the account, after which sign-in is refused', async ({
    page,
    portal,
    request,
    member: customer,
  }) => {
    // Remembered, so sign-out keeps some values: no "session expired" marker may be left among them.
    await signIn(page, request, { identifier: customer.email, password: customer.password }, { rememberUsername: customer.email });

    await portal.open('/mflow/account/password');
    const form = page.locator('#change-password');
    await form.getByLabel('รหัสผ่านปัจจุบัน', { exact: true }).fill(customer.password);
    await form.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(customer.password);
    await form.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill('Something-Else-1');
    await form.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
    await expect(form.getByText('รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านปัจจุบัน')).toBeVisible();
    await expect(form.getByText('ยืนยันรหัสผ่านไม่ตรงกับรหัสผ่าน')).toBeVisible();
    await form.getByLabel('รหัสผ่านปัจจุบัน', { exact: true }).fill('');
    await form.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
    await expect(form.getByText('กรุณาระบุ รหัสผ่านปัจจุบัน')).toBeVisible();
    await portal.expectAccessible();

    await form.getByLabel('รหัสผ่านปัจจุบัน', { exact: true }).fill(customer.password);
    await form.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('Tollway2027');
    await form.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill('Tollway2027');
    await form.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
    await expect(page.getByTestId('message-modal')).toContainText('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว');
    await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();

    // Close the account: a confirmation, then the password; the customer is signed out.
    await page.getByRole('navigation', { name: 'เมนูข้อมูลผู้ใช้งาน' }).getByRole('link', { name: 'ปิดบัญชี' }).click();
    await page.getByRole('button', { name: 'ปิดบัญชีของฉัน' }).click();
    await expect(page.getByTestId('confirm-modal')).toContainText('ต้องการปิดบัญชีใช่หรือไม่');
    await page.getByTestId('confirm-modal').getByRole('button', { name: 'ดำเนินการต่อ' }).click();
    const close = page.getByTestId('close-account-form');
    await close.getByLabel('รหัสผ่าน', { exact: true }).fill('Tollway2026');
    await close.getByRole('button', { name: 'ยืนยันปิดบัญชี' }).click();
    await expect(page.getByTestId('message-modal')).toContainText('รหัสผ่านไม่ถูกต้อง');
    await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();
    await close.getByLabel('รหัสผ่าน', { exact: true }).fill('Tollway2027');
    await close.getByRole('button', { name: 'ยืนยันปิดบัญชี' }).click();
    await expect(page.getByTestId('message-modal')).toContainText('ปิดบัญชีเรียบร้อยแล้ว');
    await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();
    await expect(page.locator('[data-layout="public"]')).toBeVisible();
    await expect(page.getByTestId('message-modal')).toHaveCount(0);
    expect(await portal.local()).not.toHaveProperty('accessToken');
    expect(await portal.local()).not.toHaveProperty('tokenExpired');

    await page.goto('/mflow/login');
    await expect(page.getByLabel('อีเมลหรือหมายเลขโทรศัพท์มือถือ')).toHaveValue(customer.email);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Tollway2027');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page.getByTestId('message-modal')).toContainText('บัญชีนี้ถูกปิดการใช้งานแล้ว');
  });

  test('the account pages fit a 360 px phone', async ({ page, portal, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, request);
    for (const path of ['/mflow/account', '/mflow/account/addresses', '/mflow/account/password', '/mflow/account/close']) {
      await portal.open(path);
      await expect(page.getByRole('navigation', { name: 'เมนูข้อมูลผู้ใช้งาน' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});
