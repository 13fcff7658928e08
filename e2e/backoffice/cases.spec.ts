import { expect, test } from '../fixtures';
import { BACKOFFICE, CASE_OFFICER, OPERATIONS, signInToBackoffice } from '../support/backoffice';
import { DISPUTED_VEHICLE, fileDispute, replyToCase } from '../support/disputes';

test.describe('staff back-office: cases', () => {
  test('an officer finds a new dispute in the queue, checks the evidence, asks for more, and accepts it once the member has answered', async ({
    page,
    portal,
    request,
  }) => {
    // A registration, a vehicle, a clock move to the cut and a dispute through the API before the browser starts.
    test.slow();
    const dispute = await fileDispute(request);

    await signInToBackoffice(page, portal, CASE_OFFICER, /\/backoffice\/cases$/);
    await expect(page.getByRole('heading', { level: 1, name: 'เรื่องร้องเรียน' })).toBeVisible();
    const row = page.locator(`[data-testid="case-queue-table"] tbody tr[data-case-no="${dispute.caseNo}"]`);
    await expect(row).toHaveAttribute('data-status', 'SUBMITTED');
    await expect(row).toContainText(dispute.invoiceNo);
    await portal.expectAccessible();

    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${BACKOFFICE}/cases/${dispute.caseNo}$`));
    await expect(page.locator('#main-content h1')).toContainText(dispute.caseNo);
    // The evidence: the gantry's photo beside the vehicle registered to the plate, and the member's photo.
    const evidence = page.getByTestId('case-evidence');
    await expect(evidence.getByTestId('case-passage-photo')).toBeVisible();
    await expect(evidence.getByTestId('case-registered-vehicle')).toContainText(DISPUTED_VEHICLE.plateNumber);
    await expect(page.getByTestId('case-files').getByRole('link')).toHaveCount(1);
    await portal.expectAccessible();

    const actions = page.getByTestId('case-actions');
    const status = page.locator('#main-content h1 [data-status]');
    await actions.locator('[data-action="take"]').click();
    await expect(page.getByTestId('case-done')).toContainText('รับเรื่อง');
    await expect(status).toHaveAttribute('data-status', 'IN_REVIEW');

    await actions.locator('[data-action="ask"]').click();
    const dialog = page.getByTestId('case-action-modal');
    await dialog.locator('#case-action-text').fill('Please send a photo of the rear plate.');
    await dialog.locator('button[type="submit"]').click();
    await expect(page.getByTestId('case-done')).toContainText('ส่งคำขอข้อมูลเพิ่มเติม');
    await expect(status).toHaveAttribute('data-status', 'INFO_REQUESTED');
    await portal.expectAccessible();

    // The member answers through the API; the officer reloads the case.
    await replyToCase(request, dispute, 'The rear plate reads 5กก 8880.');
    await page.getByRole('button', { name: 'โหลดใหม่' }).click();
    await expect(status).toHaveAttribute('data-status', 'IN_REVIEW');
    await expect(page.getByTestId('case-timeline')).toContainText('The rear plate reads 5กก 8880.');

    await actions.locator('[data-action="decide"]').click();
    await dialog.locator('#case-decide-outcome-ACCEPT').check();
    await dialog.locator('#case-decide-reason').selectOption('PLATE_MISREAD_CONFIRMED');
    await dialog.locator('#case-decide-text').fill('The gantry read 8880 as 8888.');
    await portal.expectAccessible();
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.getByTestId('case-decide-confirm')).toContainText(dispute.caseNo);
    await dialog.locator('button[type="submit"]').click();
    await expect(page.getByTestId('case-done')).toContainText(dispute.caseNo);
    await expect(status).toHaveAttribute('data-status', 'ACCEPTED');

    // Decided, it leaves the undecided queue and shows under its status.
    await page.getByRole('link', { name: 'กลับไปที่รายการเรื่อง' }).click();
    await page.locator('#case-status-filter').selectOption('ACCEPTED');
    await expect(page).toHaveURL(/status=ACCEPTED/);
    const accepted = page.locator(`[data-testid="case-queue-table"] tbody tr[data-case-no="${dispute.caseNo}"]`);
    await expect(accepted).toHaveAttribute('data-status', 'ACCEPTED');
    await portal.expectAccessible();

    // In English, with the filter kept, and on a phone.
    await page.locator('.bo-language button[lang="en"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cases' })).toBeVisible();
    await expect(accepted).toContainText('Accepted');
    await page.setViewportSize({ width: 360, height: 740 });
    await portal.expectAccessible();
    await accepted.getByRole('link').click();
    await expect(page.getByTestId('case-timeline')).toContainText('Decided');
    await expect(page.getByTestId('case-facts')).toContainText('Plate misread confirmed');
    await portal.expectAccessible();
  });

  test('operations add a holiday to a year and remove it again', async ({ page, portal }) => {
    await signInToBackoffice(page, portal, OPERATIONS, /\/backoffice\/settings$/);
    await page.getByRole('navigation').getByRole('link', { name: 'วันหยุด' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ปฏิทินวันหยุด' })).toBeVisible();
    await portal.expectAccessible();

    // A year no other test enters holidays in.
    await portal.open(`${BACKOFFICE}/holidays?year=2099`);
    const form = page.getByTestId('holiday-form');
    await form.locator('#holiday-date').fill('2099-03-06');
    await form.locator('#holiday-name-th').fill('วันหยุดทดสอบ');
    await form.locator('#holiday-name-en').fill('Test holiday');
    await form.locator('#holiday-kind').selectOption('SPECIAL');
    await form.locator('button[type="submit"]').click();
    await expect(page.getByTestId('holiday-done')).toContainText('วันหยุดทดสอบ');
    const row = page.locator('[data-testid="holiday-table"] tr[data-date="2099-03-06"]');
    await expect(row).toContainText('Test holiday');
    await portal.expectAccessible();

    await row.getByRole('button').click();
    await page.getByTestId('holiday-remove-modal').locator('.modal-footer .btn-danger').click();
    await expect(page.getByTestId('holiday-done')).toContainText('ลบ');
    await expect(row).toHaveCount(0);

    await page.locator('.bo-language button[lang="en"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Holiday calendar' })).toBeVisible();
    await expect(page.getByTestId('holidays-empty')).toContainText('No holidays entered for this year.');
    await portal.expectAccessible();
  });
});
