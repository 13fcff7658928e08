import type { Page } from '@playwright/test';
import { expect, seedLocalStorage, signIn, test } from '../fixtures';

const PAGE_PERMISSION = '/masterservice/api/v1/pagepermission';

/** Holds the start-up's permission call until released, so the frame index.html draws stays on screen. */
async function holdStartup(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${PAGE_PERMISSION}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Records the page heading React has drawn at the moment it takes the start-up frame away. */
async function recordHandOver(page: Page): Promise<() => Promise<string | null | undefined>> {
  await page.addInitScript(() => {
    let seen = false;
    new MutationObserver((_records, observer) => {
      if (document.getElementById('startup-frame')) {
        seen = true;
        return;
      }
      if (!seen) return;
      (window as unknown as { handOver: string | null }).handOver = document.querySelector('#main-content h1')?.textContent ?? null;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { handOver?: string | null }).handOver);
}

test.describe('the start-up frame the page itself draws', () => {
  test('shows the home page top before the start-up calls answer, and hands over to the home page itself', async ({ page, portal }) => {
    const release = await holdStartup(page);
    const handOver = await recordHandOver(page);
    await page.goto('/mflow');
    const frame = page.locator('#startup-frame');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('ผ่านด่านไม่ต้องหยุด ชำระค่าผ่านทางได้ง่ายกว่าเดิม');
    await expect(frame.getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    await expect(frame.getByTestId('loading-view')).toHaveText('กำลังเตรียมระบบ M-Flow…', { useInnerText: true });
    await portal.expectAccessible();
    release();
    await portal.ready();
    await expect(frame).toHaveCount(0);
    expect(await handOver()).toBe('ผ่านด่านไม่ต้องหยุด ชำระค่าผ่านทางได้ง่ายกว่าเดิม');
  });

  test('shows the sign-in page top, and hands over only once the sign-in page code has arrived', async ({ page, portal }) => {
    const release = await holdStartup(page);
    const handOver = await recordHandOver(page);
    await page.goto('/mflow/login');
    const frame = page.locator('#startup-frame');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('เข้าสู่ระบบ');
    await expect(frame).toContainText('เข้าสู่ระบบเพื่อจัดการรถ ช่องทางชำระเงิน และข้อมูลสมาชิกของท่าน');
    await portal.expectAccessible();
    release();
    await portal.ready();
    await expect(page.getByLabel('อีเมลหรือหมายเลขโทรศัพท์มือถือ')).toBeVisible();
    expect(await handOver()).toBe('เข้าสู่ระบบ');
  });

  test('shows a signed-in customer the loading view alone, never the public header or home page', async ({ page, portal, request }) => {
    await signIn(page, request);
    const release = await holdStartup(page);
    await page.goto('/mflow');
    await expect(page.getByTestId('loading-view')).toHaveText('กำลังเตรียมระบบ M-Flow…', { useInnerText: true });
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    release();
    await portal.ready();
    await expect(page.getByTestId('account-area')).toBeVisible();
  });

  test('shows a visitor who chose English the loading view in English, and the page only once it is in English', async ({
    page,
    portal,
  }) => {
    await seedLocalStorage(page, { languageCode: 'EN' });
    const release = await holdStartup(page);
    const handOver = await recordHandOver(page);
    await page.goto('/mflow');
    await expect(page.getByTestId('loading-view')).toHaveText('Getting M-Flow ready…', { useInnerText: true });
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    release();
    await portal.ready();
    expect(await handOver()).toBe('Drive through without stopping. Pay your tolls with ease.');
  });

  test('shows any other page the loading view alone until that page is drawn', async ({ page, portal }) => {
    const release = await holdStartup(page);
    const handOver = await recordHandOver(page);
    await page.goto('/mflow/knowledge');
    await expect(page.getByTestId('loading-view')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    release();
    await portal.ready();
    expect(await handOver()).toBe('ความรู้เกี่ยวกับ M-Flow');
  });
});
