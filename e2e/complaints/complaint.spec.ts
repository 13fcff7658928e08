import { CUSTOMER, expect, signIn, test } from '../fixtures';

test.describe('complaints', () => {
  test("a member's form is filled from their profile, in English", async ({ page, portal, request }) => {
    await signIn(page, request);
    await portal.open('/mflow/complaint');
    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(CUSTOMER.email);
    await expect(page.getByRole('textbox', { name: 'First name' })).not.toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'I am not a robot' })).toBeVisible();
    await portal.expectAccessible();
  });
});
