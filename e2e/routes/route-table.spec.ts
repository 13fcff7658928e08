import { expect, test } from '../fixtures';

const CONSENT = 'ความยินยอมในการใช้ข้อมูล';

/**
 * The routes of requirements/portal-shell.md#routes (and the portal's own sign-in, activation and mailbox pages) and the page heading
 * each one shows to a logged-out visitor with every code ACTIVE. The registration forms first send
 * a visitor who has not accepted the terms to the consent page.
 */
const ROUTES: [path: string, heading: string, finished: boolean, landsOn?: string][] = [
  ['/mflow', 'ผ่านด่านไม่ต้องหยุด ชำระค่าผ่านทางได้ง่ายกว่าเดิม', true],
  ['/mflow/maintenance', 'ปิดปรับปรุงระบบชั่วคราว', true],
  ['/mflow/nonlinepayment', 'ชำระค่าผ่านทาง', true],
  ['/mflow/invoicedetail', 'รายละเอียดใบแจ้งหนี้', true],
  ['/mflow/car/resubmit', 'ส่งข้อมูลรถอีกครั้ง', true],
  ['/mflow/resetpwd', 'ตั้งรหัสผ่านใหม่', true],
  ['/mflow/paymentcard', 'ชำระด้วยบัตร', true],
  ['/mflow/paymentinvoice', 'ชำระตามใบแจ้งหนี้', true],
  ['/mflow/knowledge', 'ความรู้เกี่ยวกับ M-Flow', true],
  ['/mflow/policy', 'นโยบายความเป็นส่วนตัวและข้อกำหนดการใช้งาน', true],
  ['/mflow/terms', 'นโยบายความเป็นส่วนตัวและข้อกำหนดการใช้งาน', true],
  ['/mflow/officialsender', 'ช่องทางติดต่ออย่างเป็นทางการ', true],
  ['/mflow/refcode', 'ค้นหารถด้วยรหัสอ้างอิง', true],
  ['/mflow/register', CONSENT, true, '/mflow/consent'],
  ['/mflow/registerplus', CONSENT, true, '/mflow/consent'],
  ['/mflow/consent', CONSENT, true],
  ['/mflow/news', 'ข่าวประชาสัมพันธ์', true],
  ['/mflow/newsdetail', 'รายละเอียดข่าว', true],
  ['/mflow/faqs', 'คำถามที่พบบ่อย', true],
  ['/mflow/complaint', 'แจ้งเรื่องร้องเรียน', false],
  ['/mflow/download', 'ดาวน์โหลด', true],
  ['/mflow/aboutus', 'เกี่ยวกับเรา', true],
  ['/mflow/contactus', 'ติดต่อเรา', true],
  ['/mflow/dispute', 'โต้แย้งค่าผ่านทาง', true],
  ['/mflow/paymentnotice', 'หนังสือแจ้งค่าผ่านทาง', true],
  ['/mflow/appealnotice', 'อุทธรณ์หนังสือแจ้งค่าผ่านทาง', true],
  ['/mflow/application', 'แอปพลิเคชัน M-Flow', true],
  ['/mflow/promotion', 'สิทธิพิเศษสำหรับสมาชิก', true],
  ['/mflow/aboutservice', 'M-Flow คืออะไร', true],
  ['/mflow/unuserpayment', 'ชำระค่าผ่านทางสำหรับผู้ที่ไม่ใช่สมาชิก', true],
  ['/mflow/nonm-reprint', 'พิมพ์ใบเสร็จรับเงินหรือใบกำกับภาษีซ้ำ', true],
  ['/mflow/login', 'เข้าสู่ระบบ', true],
  ['/mflow/forgotpwd', 'ลืมรหัสผ่าน', true],
  ['/mflow/activate', 'ยืนยันอีเมล', true],
  ['/mflow/mailbox', 'กล่องข้อความจำลอง', true],
];

test.describe('route table', () => {
  // One test walks the table, a step a route: a test of its own per route spent most of its time
  // opening a browser context and starting the portal, 34 times.
  test('every route answers with its page or its translated coming-soon page', async ({ page, portal }) => {
    test.setTimeout(ROUTES.length * 10_000);
    for (const [path, heading, finished, landsOn] of ROUTES) {
      await test.step(`${path} answers with its ${finished ? 'page' : 'translated coming-soon page'}`, async () => {
        await portal.open(path);
        await expect(page).toHaveURL(new RegExp(`${landsOn ?? path}/?$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByTestId('screen-coming-soon')).toHaveCount(finished ? 0 : 1);
        await expect(page).toHaveTitle(`${finished && path === '/mflow' ? 'หน้าแรก' : heading} | M-Flow`);
      });
    }
  });

  test('no route overflows sideways on a 360 px phone', async ({ page, portal }) => {
    // One test walks every route of the table, so it gets the time of several.
    test.slow();
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path, heading] of ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
    await portal.expectAccessible();
  });

  test('a coming-soon page is translated too', async ({ page, portal }) => {
    await portal.open('/mflow/complaint');
    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complaints');
    await expect(page.getByTestId('screen-coming-soon')).toContainText('This service is being prepared');
  });
});
