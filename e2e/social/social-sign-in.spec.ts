import { expect, signIn, test } from '../fixtures';
import { freshMember } from '../support/registration';

/**
 * Sign-in with social identity providers (requirements/accounts.md#sign-in), through the simulated providers the backend
 * serves at /simidp/<provider> in simulation mode (decision 0026): the full redirect flow, offline.
 */
test.describe('social sign-in', () => {
  test('a member signs in through the simulated provider: the first time after confirming with their password, then directly', async ({
    page,
    portal,
    request,
  }) => {
    // Registering takes as long again as the flow itself.
    test.slow();
    // The link and the passcode step stay with the account: a member of the test's own, holding the
    // e-mail of the provider's newcomer (verified there), which no other test registers on Google.
    const member = await freshMember(request, { email: 'malee.google@example.com' });
    await portal.open('/mflow/login');
    await page.getByRole('button', { name: 'Google', exact: true }).click();

    // The simulated provider's own page lists its test users; a trainer picks one.
    await expect(page).toHaveURL(/\/simidp\/google\/interaction\//);
    await expect(page.getByRole('heading', { name: /Sign in with Google/ })).toBeVisible();
    await portal.expectAccessible();
    await page.getByRole('button', { name: /malee\.google@example\.com/ }).click();

    // A member holds this verified e-mail: the link waits for their password.
    await expect(page).toHaveURL(/\/mflow\/social\/callback\?/);
    await expect(page.getByRole('heading', { name: 'เชื่อมบัญชี Google กับบัญชีสมาชิก' })).toBeVisible();
    await expect(page.getByText(member.email)).toBeVisible();
    await portal.expectAccessible();
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Not-The-Password-1');
    await page.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }).click();
    const modal = page.getByTestId('message-modal');
    await expect(modal).toContainText('อีเมล/หมายเลขโทรศัพท์มือถือ หรือรหัสผ่านไม่ถูกต้อง');
    await modal.getByRole('button', { name: 'ตกลง' }).click();
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }).click();

    // Signed in as the member, who has never set a passcode: the passcode step (requirements/accounts.md#passcode) follows.
    await expect(page.locator('[data-layout="authenticated"]')).toBeVisible();
    await expect(page).toHaveURL(/\/mflow\/passcode$/);
    await page.getByRole('button', { name: 'ข้ามขั้นตอนนี้' }).click();
    await page.getByTestId('confirm-modal').getByRole('button', { name: 'ข้าม' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`สวัสดี ${member.displayName}`);

    // The profile lists the linked provider.
    await portal.open('/mflow/account');
    const linked = page.locator('#social-identities');
    await expect(linked.getByRole('heading', { name: 'บัญชีโซเชียลที่เชื่อมไว้' })).toBeVisible();
    await expect(linked).toContainText(`เชื่อมกับ ${member.email}`);
    await expect(linked.getByRole('button', { name: 'ยกเลิกการเชื่อม Google' })).toBeVisible();
    await expect(linked.getByRole('button', { name: 'เชื่อม Facebook' })).toBeVisible();

    await page.getByTestId('account-area').getByRole('button', { name: 'ออกจากระบบ' }).click();
    await page.getByTestId('confirm-modal').getByRole('button', { name: 'ออกจากระบบ' }).click();
    await expect(page.locator('[data-layout="public"]')).toBeVisible();

    // Linked now, and the provider remembers the choice: Google signs the member straight in.
    await page.goto('/mflow/login');
    await page.getByRole('button', { name: 'Google', exact: true }).click();
    await expect(page.locator('[data-layout="authenticated"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`สวัสดี ${member.displayName}`);
  });

  test('a newcomer from a provider lands on registration with the name and e-mail prefilled', async ({ page, portal }) => {
    await portal.open('/mflow/login');
    await page.getByRole('button', { name: 'Facebook', exact: true }).click();
    await expect(page).toHaveURL(/\/simidp\/facebook\/interaction\//);
    await page.getByRole('button', { name: /malee\.facebook@example\.com/ }).click();

    await expect(page).toHaveURL(/\/mflow\/consent$/);
    await page.getByLabel('ข้าพเจ้าได้อ่านและยอมรับ').check();
    await page.getByRole('button', { name: 'ยอมรับและดำเนินการต่อ' }).click();
    await expect(page).toHaveURL(/\/mflow\/register$/);
    await expect(page.getByLabel('ชื่อ', { exact: true })).toHaveValue('มาลี');
    await expect(page.getByLabel('นามสกุล', { exact: true })).toHaveValue('ศรีสุข');
    await expect(page.getByLabel('อีเมล', { exact: true })).toHaveValue('malee.facebook@example.com');
    await portal.expectAccessible();
  });

  test('refuses an e-mail the provider has not verified, and says why', async ({ page, portal }) => {
    await portal.open('/mflow/login');
    await page.getByRole('button', { name: 'Apple', exact: true }).click();
    await page.getByRole('button', { name: /not verified/ }).click();
    const modal = page.getByTestId('message-modal');
    await expect(modal).toContainText('ผู้ให้บริการไม่ได้ยืนยันอีเมลของท่าน');
    await portal.expectAccessible();
    await modal.getByRole('button', { name: 'ตกลง' }).click();
    await expect(page.getByRole('link', { name: 'กลับไปหน้าเข้าสู่ระบบ' })).toBeVisible();
  });
});

test.describe('linked providers on the profile', () => {
  test('a member links a provider from the profile page and unlinks it', async ({ page, portal, request, member }) => {
    await signIn(page, request, member);
    await portal.open('/mflow/account');
    const section = page.locator('#social-identities');
    await section.getByRole('button', { name: 'เชื่อม Apple' }).click();

    await expect(page).toHaveURL(/\/simidp\/apple\/interaction\//);
    await page.getByRole('button', { name: /malee\.apple@example\.com/ }).click();

    await expect(page).toHaveURL(/\/mflow\/account$/);
    const modal = page.getByTestId('message-modal');
    await expect(modal).toContainText('ท่านสามารถเข้าสู่ระบบด้วย Apple ได้แล้ว');
    await modal.getByRole('button', { name: 'ตกลง' }).click();
    await expect(section).toContainText('เชื่อมกับ malee.apple@example.com');

    await section.getByRole('button', { name: 'ยกเลิกการเชื่อม Apple' }).click();
    const confirm = page.getByTestId('confirm-modal');
    await expect(confirm).toContainText('ยกเลิกการเชื่อม Apple?');
    await portal.expectAccessible();
    await confirm.getByRole('button', { name: 'ยกเลิกการเชื่อม', exact: true }).click();
    await expect(section.getByRole('button', { name: 'เชื่อม Apple' })).toBeVisible();
    await expect(section).not.toContainText('malee.apple@example.com');
  });
});
