import path from 'node:path';
import { expect, test } from '../fixtures';

const SHOTS = path.resolve(__dirname, '..', '..', 'docs', 'screenshots');

test.describe('home page screenshots', () => {
  test('in Thai on a desktop', async ({ page, portal }) => {
    await portal.open('/mflow');
    await page.screenshot({ path: path.join(SHOTS, 'home-th.png'), fullPage: true });
  });

  test('in English on a desktop', async ({ page, portal }) => {
    await portal.open('/mflow');
    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drive through without stopping. Pay your tolls with ease.');
    await page.screenshot({ path: path.join(SHOTS, 'home-en.png'), fullPage: true });
  });

  test('in Thai on a 360 px phone', async ({ page, portal }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await portal.open('/mflow');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: path.join(SHOTS, 'home-th-phone.png'), fullPage: true });
  });
});
