import { addDays, bangkokDateOf, startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import { expect, test } from '../fixtures';
import { BACKOFFICE, moveClock, nextBangkokMidnight, OPERATIONS, signInToBackoffice, simulatedNow } from '../support/backoffice';

test.describe('staff back-office: job runs', () => {
  test('the runs of the jobs the clock passed are listed newest first in Bangkok time, by job and status, a page at a time', async ({
    page,
    portal,
    request,
  }) => {
    // Two clock moves, then paging, filters and both languages, each checked with axe.
    test.slow();
    const midnight = nextBangkokMidnight(await simulatedNow(request));
    const runs = await moveClock(request, midnight);
    expect(runs.filter((run) => run.scheduledFor === midnight.toISOString()).map((run) => run.job)).toEqual(
      expect.arrayContaining(['billing-non-member-cut', 'billing-ladder', 'billing-notify']),
    );

    await signInToBackoffice(page, portal, OPERATIONS, /\/backoffice\/settings$/);
    const historyCall = page.waitForRequest((call) => call.url().includes('/staffservice/api/v1/jobs/runs'));
    await page.getByRole('navigation').getByRole('link', { name: 'งานตามกำหนดเวลา' }).click();
    expect((await historyCall).headers().authorization).toMatch(/^Bearer \S+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ประวัติงานตามกำหนดเวลา' })).toBeVisible();

    const rows = page.getByTestId('job-run-table').locator('tbody tr');
    await expect(rows.first()).toHaveAttribute('data-scheduled-for', midnight.toISOString());
    const ladder = page.locator(`tr[data-job="billing-ladder"][data-scheduled-for="${midnight.toISOString()}"]`);
    await expect(ladder).toHaveAttribute('data-status', 'DONE');
    await expect(ladder).toContainText('สถานะครบกำหนดและค่าปรับ');
    await expect(ladder).toContainText('สำเร็จ');
    await expect(ladder.locator('time')).toContainText('00:00');
    await expect(page.locator(`tr[data-job="billing-non-member-cut"][data-scheduled-for="${midnight.toISOString()}"]`)).toContainText(
      bangkokDateOf(new Date(midnight.getTime() - 1)),
    );
    await portal.expectAccessible();

    // A week on, the history holds more than a page of 20 (three daily jobs a day). The move ended
    // the staff session (30 minutes without a call), so operations signs in again.
    const weekLater = startOfBangkokDay(addDays(bangkokDateOf(midnight), 7));
    await moveClock(request, weekLater);
    await page.locator('.bo-page-actions button', { hasText: 'รีเฟรช' }).click();
    await expect(page).toHaveURL(/\/backoffice\/signin$/);
    await page.locator('#staff-email').fill(OPERATIONS.email);
    await page.locator('#staff-password').fill(OPERATIONS.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/backoffice\/jobs$/);
    await expect(rows.first()).toHaveAttribute('data-scheduled-for', weekLater.toISOString());
    const scheduled = () => rows.evaluateAll((cells) => cells.map((row) => row.getAttribute('data-scheduled-for') ?? ''));
    const firstPage = await scheduled();
    expect(firstPage).toHaveLength(20);
    expect(firstPage).toEqual([...firstPage].sort().reverse());

    const pager = page.getByRole('navigation', { name: 'หน้า', exact: true });
    await pager.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(page).toHaveURL(/\/backoffice\/jobs\?page=2$/);
    await expect(pager).toContainText('หน้า 2 จาก');
    await expect.poll(async () => (await scheduled())[0] ?? '').not.toBe(firstPage[0]);
    expect((await scheduled()).every((instant) => instant <= (firstPage.at(-1) ?? ''))).toBe(true);

    // Choosing a job starts again at page 1, with that job's runs only.
    await page.locator('#job-filter').selectOption('billing-ladder');
    await expect(page).toHaveURL(/\/backoffice\/jobs\?job=billing-ladder$/);
    await expect
      .poll(async () => [...new Set(await rows.evaluateAll((cells) => cells.map((row) => row.getAttribute('data-job'))))])
      .toEqual(['billing-ladder']);
    await page.locator('#job-status-filter').selectOption('DONE');
    await expect(page).toHaveURL(/\/backoffice\/jobs\?job=billing-ladder&status=DONE$/);
    await expect(rows.first()).toHaveAttribute('data-scheduled-for', weekLater.toISOString());
    await page.locator('#job-status-filter').selectOption('FAILED');
    await expect(page.getByTestId('job-runs-empty')).toBeVisible();
    await portal.expectAccessible();

    // In English, with the filters kept.
    await page.locator('.bo-language button[lang="en"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Job runs' })).toBeVisible();
    await page.locator('#job-status-filter').selectOption('DONE');
    await expect(page.getByTestId('job-run-table').locator('thead')).toContainText('Scheduled for (Bangkok time)');
    await expect(rows.first()).toContainText('Due dates and late fees');
    await expect(rows.first()).toContainText('Done');
    await portal.expectAccessible();
  });

  test('a job name the server does not know is refused in the words of the server', async ({ page, portal }) => {
    await signInToBackoffice(page, portal, OPERATIONS, /\/backoffice\/settings$/);
    await page.goto(`${BACKOFFICE}/jobs?job=payments-sweep`);
    await expect(page.getByTestId('api-errors')).toContainText('ERR_SIM_0003');
    await expect(page.getByTestId('api-errors')).toContainText('payments-sweep');
    await expect(page.locator('#job-filter')).toHaveValue('payments-sweep');
    await portal.expectAccessible();
  });
});
