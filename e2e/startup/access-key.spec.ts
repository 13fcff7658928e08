import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures';

const ACCESS_KEY = '/masterservice/api/v1/accesskey';
const PAGE_CONFIG = '/masterservice/api/v1/page/config';
const PAGE_PERMISSION = '/masterservice/api/v1/pagepermission';

type Seen = { event: 'sent' | 'answered'; path: string; request: Request };

function recordApiCalls(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('request', (request) => seen.push({ event: 'sent', path: new URL(request.url()).pathname, request }));
  page.on('requestfinished', (request) => seen.push({ event: 'answered', path: new URL(request.url()).pathname, request }));
  return seen;
}

const index = (seen: Seen[], event: Seen['event'], path: string) => seen.findIndex((entry) => entry.event === event && entry.path === path);

test.describe('start-up with the access-key flag on', () => {
  test('fetches an access key, then page config and permissions with it in parallel', async ({ page, portal }) => {
    const seen = recordApiCalls(page);
    await portal.open('/mflow');

    const keyAnswered = index(seen, 'answered', ACCESS_KEY);
    expect(keyAnswered).toBeGreaterThanOrEqual(0);
    expect(index(seen, 'sent', PAGE_CONFIG)).toBeGreaterThan(keyAnswered);
    expect(index(seen, 'sent', PAGE_PERMISSION)).toBeGreaterThan(keyAnswered);
    // Both config calls leave before either answers.
    expect(Math.max(index(seen, 'sent', PAGE_CONFIG), index(seen, 'sent', PAGE_PERMISSION))).toBeLessThan(
      Math.min(index(seen, 'answered', PAGE_CONFIG), index(seen, 'answered', PAGE_PERMISSION)),
    );

    const keyCall = seen.find((entry) => entry.path === ACCESS_KEY)?.request;
    expect(keyCall?.method()).toBe('POST');
    const { data } = (await (await keyCall?.response())?.json()) as { data: { accessKey: string } };
    for (const path of [PAGE_CONFIG, PAGE_PERMISSION]) {
      const call = seen.find((entry) => entry.path === path)?.request;
      expect(await call?.headerValue('AccessKey')).toBe(data.accessKey);
      expect(await call?.headerValue('systemCode')).toBe('M00000');
      expect(await call?.headerValue('source')).toBe('WEB');
      expect(await call?.headerValue('language')).toBe('TH');
      expect(await call?.headerValue('transactionId')).toMatch(/^T\d{13}[0-9a-f]{10}$/);
    }
  });

  test('caches the key in local storage under the first path segment for under five minutes and reuses it', async ({ page, portal }) => {
    await portal.open('/mflow');
    const stored = JSON.parse((await portal.local())['accessKey:mflow'] ?? '{}') as { accessKey?: string; expiresAt?: number };
    expect(stored.accessKey).toBeTruthy();
    const remaining = (stored.expiresAt ?? 0) - (await page.evaluate(() => Date.now()));
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBeLessThan(5 * 60 * 1000);

    const seen = recordApiCalls(page);
    await page.reload();
    await portal.ready();
    expect(index(seen, 'sent', ACCESS_KEY)).toBe(-1);
    expect(await seen.find((entry) => entry.path === PAGE_PERMISSION)?.request.headerValue('AccessKey')).toBe(stored.accessKey);
  });

  test('shows the loading view until page config and permissions have both answered', async ({ page, portal }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${PAGE_PERMISSION}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/mflow');
    // The start-up frame of index.html (e2e/startup/startup-frame.spec.ts): the page's top and the loading view, no portal yet.
    const loading = page.getByTestId('loading-view');
    await expect(loading).toBeVisible();
    await expect(loading).toContainText('กำลังเตรียมระบบ M-Flow');
    await expect(page.locator('#main-content')).toHaveCount(0);
    await portal.expectAccessible();
    release();
    await portal.ready();
    await expect(page.getByTestId('loading-view')).toHaveCount(0);
  });

  test('only logs a failed config call, drops the cached key, and starts once a retry succeeds', async ({
    page,
    portal,
    consoleErrors,
  }) => {
    let failed = false;
    await page.route(`**${PAGE_PERMISSION}`, async (route) => {
      if (failed) return route.continue();
      failed = true;
      await route.fulfill({
        status: 500,
        json: { status: 'FAIL', data: { errors: [{ code: 'ERR_TEST_0001', description: 'permission store unavailable' }] } },
      });
    });
    const seen = recordApiCalls(page);
    await page.goto('/mflow');
    await expect.poll(() => consoleErrors.some((text) => text.includes('start-up failed'))).toBe(true);
    await portal.ready();
    expect(failed).toBe(true);
    await expect(page.getByTestId('message-modal')).toHaveCount(0);
    // The failure removed the cached key, so the retry fetched a new one.
    expect(seen.filter((entry) => entry.event === 'sent' && entry.path === ACCESS_KEY)).toHaveLength(2);
  });

  test('treats an empty permission list as a failure', async ({ page, portal, consoleErrors }) => {
    let answeredEmpty = false;
    await page.route(`**${PAGE_PERMISSION}`, async (route) => {
      if (answeredEmpty) return route.continue();
      answeredEmpty = true;
      await route.fulfill({ json: { status: 'SUCCESS', data: { pages: [] } } });
    });
    await page.goto('/mflow');
    await expect.poll(() => consoleErrors.some((text) => text.includes('start-up failed'))).toBe(true);
    await portal.ready();
    await expect(page.getByRole('link', { name: 'เกี่ยวกับเรา' }).first()).toBeVisible();
  });
});
