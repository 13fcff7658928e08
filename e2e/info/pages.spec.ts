import { expect, test } from '../fixtures';

test.describe('information pages', () => {
  test('contact us gives the call centre 1586 and the Easy Pass line 1543 with their hours', async ({ page, portal }) => {
    await portal.open('/mflow/contactus');
    await expect(page.getByRole('link', { name: '1586' }).first()).toHaveAttribute('href', 'tel:1586');
    await expect(page.getByRole('link', { name: '1543' }).first()).toHaveAttribute('href', 'tel:1543');
    await expect(page.getByRole('main')).toContainText('กด 1 หรือ 9');
    await expect(page.getByRole('main')).toContainText('ตลอด 24 ชั่วโมง ทุกวัน');
  });

  test('policy and terms are one page', async ({ page, portal }) => {
    await portal.open('/mflow/policy');
    const policy = await page.getByRole('main').innerText();
    await portal.open('/mflow/terms');
    expect(await page.getByRole('main').innerText()).toBe(policy);
    await page.getByRole('link', { name: 'สิทธิของเจ้าของข้อมูล' }).click();
    await expect(page).toHaveURL(/#rights$/);
  });

  test('the footer names the four agencies', async ({ page, portal }) => {
    await portal.open('/mflow/aboutus');
    await expect(page.locator('footer').getByTestId('agency-strip').getByRole('listitem')).toHaveText([
      'กระทรวงคมนาคม',
      'กรมทางหลวง',
      'กรมการขนส่งทางบก',
      'การทางพิเศษแห่งประเทศไทย',
    ]);
  });

  test('home shortcuts lead to their routes', async ({ page, portal }) => {
    await portal.open('/mflow');
    await page.getByRole('link', { name: /ดาวน์โหลดแอป/ }).click();
    await expect(page).toHaveURL(/\/mflow\/download$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ดาวน์โหลด');
    await portal.expectAccessible();
  });

  test("log in leads to the sign-in page, whose social sign-in goes to the provider's sign-in page", async ({ page, portal }) => {
    await portal.open('/mflow');
    await page.getByRole('link', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page).toHaveURL(/\/mflow\/login$/);
    await portal.expectAccessible();
    await page.getByRole('button', { name: 'Google' }).click();
    await expect(page).toHaveURL(/\/simidp\/google\/interaction\//);
  });

  test('the phone menu opens, lists the pages and closes on navigation', async ({ page, portal }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await portal.open('/mflow');
    const toggle = page.getByRole('button', { name: 'เปิดหรือปิดเมนู' });
    await expect(page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'ติดต่อเรา' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await portal.expectAccessible();
    await page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'ติดต่อเรา' }).click();
    await expect(page).toHaveURL(/\/mflow\/contactus$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
