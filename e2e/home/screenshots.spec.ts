import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * The home page compared with committed baselines (e2e/home/__screenshots__). After an intended
 * change, look at the new pictures, then rewrite them with `npx playwright test e2e/home --update-snapshots`.
 * Chromium's software rendering repeats itself to the pixel, so the tolerance is tiny (about 28 px of
 * a desktop page): one changed digit of a phone number (34 px) or word (167 px) already exceeds it.
 */
const TOLERANCE = { maxDiffPixelRatio: 0.00001, fullPage: true } as const;

/** The copyright line shows this year: hidden behind a mask so the baselines outlive New Year. */
const unstable = (page: Page) => [page.locator('footer .footer-bottom')];

test.describe('home page looks as in the baselines', () => {
  // `sim` resets the settings first, so every menu code the home page draws from is at its default.
  test('in Thai on a desktop', async ({ page, portal, sim: _defaults }) => {
    await portal.open('/mflow');
    await expect(page).toHaveScreenshot('home-th.png', { ...TOLERANCE, mask: unstable(page) });
  });

  test('in English on a desktop', async ({ page, portal, sim: _defaults }) => {
    await portal.open('/mflow');
    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drive through without stopping. Pay your tolls with ease.');
    await expect(page).toHaveScreenshot('home-en.png', { ...TOLERANCE, mask: unstable(page) });
  });

  test('in Thai on a 360 px phone', async ({ page, portal, sim: _defaults }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await portal.open('/mflow');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page).toHaveScreenshot('home-th-phone.png', { ...TOLERANCE, mask: unstable(page) });
  });
});
