import { expect, PNG_FILE, test } from '../fixtures';
import { BACKOFFICE } from '../support/backoffice';
import { testHex } from '../support/random';

/** The demo content editor (README "Demo accounts", seed/demo/demo-accounts.ts). */
const EDITOR = { email: 'editor@mflow.local', password: 'EditorDemo1' };

test.describe('content from the database', () => {
  test('a visitor reads the news and the FAQ in Thai and in English', async ({ page, portal }) => {
    await portal.open('/mflow/news');
    const list = page.getByTestId('news-list');
    await expect(list.getByRole('article').first()).toContainText('เปิดใช้ระบบ M-Flow บนทางหลวงพิเศษหมายเลข 9 ครบทุกด่าน');

    // A category keeps only its own news.
    await page.getByRole('navigation', { name: 'หมวดหมู่ข่าว' }).getByRole('link', { name: 'ข่าวประชาสัมพันธ์' }).click();
    await expect(page).toHaveURL(/category=PRESS/);
    await expect(list.getByRole('article').first()).toContainText('ข่าวประชาสัมพันธ์');
    await expect(list).not.toContainText('เปิดใช้ระบบ M-Flow');
    await portal.expectAccessible();

    // The detail, with its image.
    await list.getByRole('link', { name: 'ระวังข้อความหลอกลวงอ้างเป็นระบบ M-Flow' }).click();
    await expect(page).toHaveURL(/\/mflow\/newsdetail\?id=/);
    const article = page.locator('.news-article');
    await expect(article).toContainText('1586');
    await expect
      .poll(() => article.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await portal.expectAccessible();

    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(article.getByRole('heading', { level: 2 })).toHaveText('Beware of messages pretending to come from M-Flow');

    // The FAQ in English, searched.
    await portal.open('/mflow/faqs');
    await expect(page.getByTestId('faq-group')).toHaveCount(6);
    await page.getByLabel('Search the questions').fill('Easy Pass');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=Easy\+Pass/);
    const found = page.getByTestId('faq-group').filter({ hasText: 'M-PASS and Easy Pass' });
    await found.getByText('Can I use Easy Pass in the M-Flow lanes?').click();
    await expect(found).toContainText('call 1543');
    await portal.expectAccessible();

    // And in Thai again.
    await page.getByRole('button', { name: /^TH/ }).click();
    await page.getByLabel('ค้นหาคำถาม').fill('ค่าปรับ 200 บาท');
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page.getByTestId('faq-group').first()).toContainText('ค่าปรับ 200 บาทเกิดขึ้นเมื่อใด');
    await portal.expectAccessible();
  });

  test('an editor publishes a news item in the back-office and it appears on the portal', async ({ page, portal }) => {
    const title = `ทดสอบการเผยแพร่ ${testHex(8)}`;

    await portal.open(`${BACKOFFICE}/`);
    await page.locator('#staff-email').fill(EDITOR.email);
    await page.locator('#staff-password').fill(EDITOR.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('staff-identity')).toContainText(EDITOR.email);
    await page.getByRole('link', { name: 'ข่าวสาร', exact: true }).click();
    await expect(page).toHaveURL(/\/backoffice\/content\/news$/);
    await expect(page.getByTestId('content-table').locator('tbody tr').first()).toBeVisible();
    await portal.expectAccessible();

    await page.getByTestId('content-new').click();
    const editor = page.getByTestId('content-editor');
    await editor.getByLabel('หมวดหมู่').selectOption('SERVICE');
    await editor.getByLabel('หัวข้อ (ภาษาไทย)').fill(title);
    await editor.getByLabel('เนื้อหา (ภาษาไทย)').fill('ย่อหน้าแรกของข่าวทดสอบ\n\nย่อหน้าที่สอง');
    await editor.getByLabel('รูปภาพประกอบ (JPG หรือ PNG)').setInputFiles(PNG_FILE);
    await expect(editor.getByRole('img')).toHaveAttribute('src', /\/fileservice\/api\/v1\/downloadFile\/.+\?key=/);
    await portal.expectAccessible();
    await editor.getByRole('button', { name: 'บันทึก' }).click();
    await expect(editor).toHaveCount(0);

    const row = page.getByTestId('content-table').locator('tbody tr').filter({ hasText: title });
    await expect(row).toHaveAttribute('data-status', 'DRAFT');
    await expect(row).toContainText(EDITOR.email);

    // A draft is not on the portal.
    const portalPage = await page.context().newPage();
    await portalPage.goto('/mflow/news');
    await expect(portalPage.getByTestId('news-list')).toBeVisible();
    await expect(portalPage.getByTestId('news-list')).not.toContainText(title);

    await row.getByRole('button', { name: 'เผยแพร่' }).click();
    await expect(row).toHaveAttribute('data-status', 'PUBLISHED');

    await portalPage.reload();
    const card = portalPage.getByTestId('news-list').getByRole('article').first();
    await expect(card).toContainText(title);
    await card.getByRole('link', { name: title }).click();
    const article = portalPage.locator('.news-article');
    await expect(article).toContainText('ย่อหน้าที่สอง');
    await expect
      .poll(() => article.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    // No English was written: the English portal shows the Thai text.
    await portalPage.getByRole('button', { name: /^EN/ }).click();
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(title);
    await portalPage.close();
  });

  test('an editor prices a partner offer in points and the portal offers it for that price', async ({ page, portal }) => {
    const title = `ข้อเสนอทดสอบ ${testHex(8)}`;

    await portal.open(`${BACKOFFICE}/`);
    await page.locator('#staff-email').fill(EDITOR.email);
    await page.locator('#staff-password').fill(EDITOR.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('staff-identity')).toContainText(EDITOR.email);
    await page.getByRole('link', { name: 'สิทธิพิเศษ', exact: true }).click();
    await expect(page).toHaveURL(/\/backoffice\/content\/promotion$/);

    await page.getByTestId('content-new').click();
    const editor = page.getByTestId('content-editor');
    await editor.getByLabel('หัวข้อ (ภาษาไทย)').fill(title);
    await editor.getByLabel('เนื้อหา (ภาษาไทย)').fill('แลกแต้มรับส่วนลด');
    await editor.getByLabel('แต้มที่ใช้แลก').fill('0');
    await editor.getByRole('button', { name: 'บันทึก' }).click();
    await expect(editor.locator('#content-pointsPrice-error')).toHaveText('กรอกแต้มเป็นจำนวนเต็มตั้งแต่ 1 ถึง 1,000,000 หรือเว้นว่าง');
    await portal.expectAccessible();
    await editor.getByLabel('แต้มที่ใช้แลก').fill('75');
    await editor.getByRole('button', { name: 'บันทึก' }).click();
    await expect(editor).toHaveCount(0);

    const row = page.getByTestId('content-table').locator('tbody tr').filter({ hasText: title });
    await row.getByRole('button', { name: 'เผยแพร่' }).click();
    await expect(row).toHaveAttribute('data-status', 'PUBLISHED');

    const portalPage = await page.context().newPage();
    await portalPage.goto('/mflow/promotion');
    const offer = portalPage.getByTestId('offer-card').filter({ hasText: title });
    await expect(offer).toContainText('ใช้ 75 คะแนน');
    await portalPage.close();
  });
});
