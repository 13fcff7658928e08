import { expect, test } from '../fixtures';
import { APPEAL_CENTRE, fileAndBookAppeal, noticeStatusOf } from '../support/appeals';
import { BACKOFFICE, signInToBackoffice } from '../support/backoffice';

/** The seeded case officer (README). */
const CASE_OFFICER = { email: 'cases@mflow.local', password: 'CaseDemo1' } as const;

test.describe('staff back-office: appeals at the service centre', () => {
  test('an officer checks the appellant in from the centre’s day list, opens the appeal and upholds it: the notice is cancelled', async ({
    page,
    portal,
    request,
  }) => {
    // The ladder up to the notice, the appeal and its booking through the API before the browser starts.
    test.slow();
    const appeal = await fileAndBookAppeal(request);

    await signInToBackoffice(page, portal, CASE_OFFICER, /\/backoffice\/cases$/);
    await page.getByRole('navigation').getByRole('link', { name: 'นัดหมาย' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'นัดหมายประจำวัน' })).toBeVisible();
    await portal.open(`${BACKOFFICE}/appointments?centre=${APPEAL_CENTRE}&date=${appeal.date}`);
    const row = page.locator(`[data-testid="day-table"] tbody tr[data-appointment="${appeal.appointmentNo}"]`);
    await expect(row).toContainText(appeal.caseNo);
    await expect(row).toContainText(appeal.plate);
    await expect(row).toContainText(appeal.time);
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'BOOKED');
    await portal.expectAccessible();

    await row.locator('[data-action="check-in"]').click();
    await page.getByTestId('day-confirm-modal').locator('.modal-footer .btn-success').click();
    await expect(page.getByTestId('day-done')).toContainText(appeal.appointmentNo);
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'CHECKED_IN');
    await expect(row.locator('[data-action]')).toHaveCount(0);

    // The case: the notice (a member's, so without the visitor look-up's amounts), the appointment checked in, and the decision.
    await row.getByRole('link', { name: appeal.caseNo }).click();
    await expect(page).toHaveURL(new RegExp(`${BACKOFFICE}/cases/${appeal.caseNo}$`));
    const notice = page.getByTestId('case-notice');
    await expect(notice).toContainText(appeal.noticeNo);
    await expect(notice.getByTestId('case-notice-status')).toHaveAttribute('data-status', 'APPEALED');
    await expect(notice.getByTestId('case-notice-unread')).toBeVisible();
    await expect(page.getByTestId('case-appointment')).toHaveAttribute('data-status', 'CHECKED_IN');
    await portal.expectAccessible();

    const actions = page.getByTestId('case-actions');
    await actions.locator('[data-action="decide"]').click();
    const dialog = page.getByTestId('case-action-modal');
    await dialog.locator('#case-decide-outcome-UPHOLD').check();
    await expect(dialog.locator('#case-decide-cancel-toll')).toBeChecked();
    await dialog.locator('#case-decide-reason').selectOption('VEHICLE_NOT_OWNED');
    await portal.expectAccessible();
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.getByTestId('case-decide-confirm')).toContainText(appeal.caseNo);
    await dialog.locator('button[type="submit"]').click();
    await expect(page.getByTestId('case-done')).toContainText(appeal.caseNo);
    await expect(page.locator('#main-content h1 [data-status]')).toHaveAttribute('data-status', 'UPHELD');
    await expect(notice.getByTestId('case-notice-status')).toHaveAttribute('data-status', 'CANCELLED');

    // The member's look-up of the letter's number says so too; the page in English, on a phone.
    expect(await noticeStatusOf(request, appeal)).toBe('CANCELLED');
    await page.locator('.bo-language button[lang="en"]').click();
    await expect(notice).toContainText('Cancelled');
    await page.setViewportSize({ width: 360, height: 740 });
    await portal.expectAccessible();
  });
});
