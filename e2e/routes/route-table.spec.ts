import type { Page } from '@playwright/test';
import { CUSTOMER, expect, signIn, test } from '../fixtures';
import { MEMBER_WALK, VISITOR_WALK, type WalkStep } from './route-walk';

const PHONE = { width: 360, height: 740 };

/** Every link of the home page's main content, as a path under /mflow. */
async function homeLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('#main-content a[href^="/mflow"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => href.replace(/^\/mflow/, '').replace(/[?#].*$/, '')))];
}

/** The home page's shortcuts lead only to routes of the walk, which shows each of them is a working page. */
async function expectShortcutsWalked(page: Page, walk: readonly WalkStep[]) {
  const walked = new Set(walk.map(([path]) => path));
  const links = await homeLinks(page);
  expect(links.length).toBeGreaterThan(3);
  expect(links.filter((path) => !walked.has(path))).toEqual([]);
}

test.describe('route table', () => {
  // One test a walk, a step a route: a test of its own per route spent most of its time opening a
  // browser context and starting the portal, once per route. The walk is made once, at a phone's
  // width, where a page that fits also fits the desktop; a second walk at the desktop's width cost
  // a page load a route and found nothing this one does not.
  test('every route a visitor sees answers with its page on a 360 px phone, as do the home page shortcuts', async ({ page, portal }) => {
    test.setTimeout((VISITOR_WALK.length + 1) * 10_000);
    await page.setViewportSize(PHONE);
    await test.step('/mflow offers shortcuts to routes of the walk', async () => {
      await portal.open('/mflow');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ผ่านด่านไม่ต้องหยุด ชำระค่าผ่านทางได้ง่ายกว่าเดิม');
      await expect(page).toHaveTitle('หน้าแรก | M-Flow');
      await expectShortcutsWalked(page, VISITOR_WALK);
    });
    for (const [path, heading, landsOn] of VISITOR_WALK) {
      await test.step(`/mflow${path} answers with its page`, async () => {
        await portal.open(`/mflow${path}`);
        await expect(page).toHaveURL(new RegExp(`/mflow${landsOn ?? path}/?$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page).toHaveTitle(`${heading} | M-Flow`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
      });
    }
  });

  test('every member route answers a signed-in member with its page on a 360 px phone, as do the home page shortcuts', async ({
    page,
    request,
  }) => {
    test.setTimeout((MEMBER_WALK.length + 1) * 10_000);
    await page.setViewportSize(PHONE);
    await signIn(page, request);
    await test.step('/mflow offers the member shortcuts to routes of the walk', async () => {
      await page.goto('/mflow');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(CUSTOMER.firstName);
      await expectShortcutsWalked(page, [...VISITOR_WALK, ...MEMBER_WALK]);
    });
    for (const [path, heading] of MEMBER_WALK) {
      await test.step(`/mflow${path} answers with its page`, async () => {
        await page.goto(`/mflow${path}`);
        await expect(page).toHaveURL(new RegExp(`/mflow${path}/?$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
      });
    }
  });
});
