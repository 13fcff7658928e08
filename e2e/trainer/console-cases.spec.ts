import { expect, test } from '../fixtures';
import { signInToBackoffice } from '../support/backoffice';
import { fileDispute } from '../support/disputes';

test.describe("trainer's console: open cases", () => {
  test('the console lists a new dispute and the trainer rejects it with a reason; it leaves the open cases', async ({
    page,
    portal,
    request,
  }) => {
    test.slow();
    const dispute = await fileDispute(request);

    await signInToBackoffice(page, portal);
    await page.getByRole('navigation').getByRole('link', { name: 'คอนโซลผู้ฝึกอบรม' }).click();
    const panel = page.getByTestId('console-cases');
    const item = panel.locator(`li[data-case-no="${dispute.caseNo}"]`);
    await expect(item).toHaveAttribute('data-status', 'SUBMITTED');
    await portal.expectAccessible();

    await item.getByRole('button').click();
    const dialog = page.getByTestId('console-decide-modal');
    await dialog.locator('#console-decide-outcome-REJECT').check();
    await dialog.locator('#console-decide-reason').selectOption('PHOTO_MATCHES_VEHICLE');
    await portal.expectAccessible();
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog).toContainText(dispute.caseNo);
    await dialog.locator('button[type="submit"]').click();
    await expect(page.getByTestId('console-case-decided')).toContainText(dispute.caseNo);
    await expect(page.getByTestId('console-case-decided')).toContainText('ปฏิเสธ');
    await expect(item).toHaveCount(0);
  });
});
