import { expect, test } from '../fixtures';

test.describe('language', () => {
  test('starts in Thai with Thai on the html element', async ({ page, portal }) => {
    await portal.open('/mflow');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('button', { name: /^TH/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('switches to English in one click and keeps it, stored upper case, after a reload', async ({ page, portal }) => {
    await portal.open('/mflow/contactus');
    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    expect((await portal.local()).languageCode).toBe('EN');
    await portal.expectAccessible();

    await page.reload();
    await portal.ready();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  });

  test('sends the chosen language with API calls', async ({ page, portal }) => {
    await portal.open('/mflow');
    await page.getByRole('button', { name: /^EN/ }).click();
    const poll = await page.waitForRequest((request) => request.url().endsWith('/masterservice/api/v1/remoteconfig'));
    expect(await poll.headerValue('language')).toBe('EN');
  });

  test('shows money in baht and dates in the Buddhist era in Thai', async ({ page, portal }) => {
    await portal.open('/mflow/knowledge');
    await expect(page.locator('table.example-table')).toContainText('฿530.00');
    await expect(page.locator('footer')).toContainText(/พ\.ศ\. 25\d\d/);
    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.locator('table.example-table')).toContainText('THB 530.00');
    await expect(page.locator('footer')).toContainText(/© 20\d\d/);
  });
});

test.describe('font size', () => {
  const rootSize = (page: import('@playwright/test').Page) =>
    page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));

  test('is medium by default and scales the whole page, surviving a reload', async ({ page, portal }) => {
    await portal.open('/mflow');
    expect(await rootSize(page)).toBe(16);
    const headingBefore = await page.getByRole('heading', { level: 1 }).evaluate((element) => element.getBoundingClientRect().height);

    await page.getByRole('button', { name: 'ตัวอักษรขนาดใหญ่' }).click();
    await expect.poll(() => rootSize(page)).toBeGreaterThan(16);
    const headingAfter = await page.getByRole('heading', { level: 1 }).evaluate((element) => element.getBoundingClientRect().height);
    expect(headingAfter).toBeGreaterThan(headingBefore);
    expect(await page.evaluate(() => sessionStorage.getItem('fontSize'))).toBe('big');

    await page.reload();
    await portal.ready();
    expect(await rootSize(page)).toBeGreaterThan(16);
    await expect(page.getByRole('button', { name: 'ตัวอักษรขนาดใหญ่' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'ตัวอักษรขนาดเล็ก' }).click();
    await expect.poll(() => rootSize(page)).toBeLessThan(16);
  });
});
