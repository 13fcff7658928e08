import { expect, test } from '../fixtures';
import { baht } from '../support/billing';
import { accessKeyHeaders, dataOf } from '../support/registration';

type Plaza = { plazaCode: string; nameTh: string; tariffs: { vehicleClass: number; price: number }[]; gantries: unknown[] };

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

  test('the knowledge page shows every plaza with the tariffs the toll engine prices passages by', async ({ page, portal, request }) => {
    const { plazas } = await dataOf<{ plazas: Plaza[] }>(
      await request.get('/invoiceservice/api/v1/public/tollnetwork', { headers: await accessKeyHeaders(request, 'TH') }),
      'the toll network',
    );
    await portal.open('/mflow/knowledge');
    const table = page.getByTestId('tariff-table');
    await expect(table.locator('tbody tr')).toHaveCount(plazas.length);
    for (const plaza of plazas) {
      const row = table.locator(`tr[data-plaza="${plaza.plazaCode}"]`);
      await expect(row.getByRole('rowheader')).toHaveText(plaza.nameTh);
      await expect(row.locator('td').nth(1)).toHaveText(baht(plaza.tariffs[0]?.price ?? 0));
      await expect(row.locator('td').nth(3)).toHaveText(baht(plaza.tariffs[2]?.price ?? 0));
    }
    // The late-fee example is a passage at the first plaza's class-1 tariff.
    await expect(page.locator('.example-table caption')).toContainText(baht(plazas[0]?.tariffs[0]?.price ?? 0));
  });

  test('contact us shows the service centre on a map beside the contact form', async ({ page, portal }) => {
    await portal.open('/mflow/contactus');
    const office = page.locator('#office');
    await expect(office).toContainText('ถนนศรีอยุธยา');
    const map = office.getByRole('img', { name: /แผนที่/ });
    await expect.poll(() => map.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(page.locator('#contact-form').getByRole('button', { name: 'ส่งข้อความ' })).toBeVisible();
  });

  test('"what the service is" follows MENU00019, and the app page its store links MENU00021 and MENU00022', async ({
    page,
    portal,
    sim,
  }) => {
    await portal.open('/mflow');
    await page.locator('footer').getByRole('link', { name: 'M-Flow คืออะไร' }).click();
    await expect(page).toHaveURL(/\/mflow\/aboutservice$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('M-Flow คืออะไร');
    await expect(page.locator('#steps').getByRole('listitem')).toHaveCount(4);
    await portal.expectAccessible();

    await portal.open('/mflow/application');
    await expect(page.getByRole('link', { name: /App Store/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Google Play/ })).toBeVisible();

    await sim.setMenu('MENU00019', 'INACTIVE');
    await sim.setMenu('MENU00021', 'INACTIVE');
    await portal.open('/mflow/aboutservice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ผ่านด่านไม่ต้องหยุด ชำระค่าผ่านทางได้ง่ายกว่าเดิม');
    await expect(page.locator('footer').getByRole('link', { name: 'M-Flow คืออะไร' })).toHaveCount(0);
    await portal.open('/mflow/application');
    await expect(page.getByRole('link', { name: /App Store/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Google Play/ })).toBeVisible();
  });
});
