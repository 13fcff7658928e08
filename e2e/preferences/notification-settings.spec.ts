import { expect, signIn, test } from '../fixtures';

// requirements/accounts.md#notification-settings: one journey through the page, in Thai on a phone, then in English.
test('a member switches the e-mail of "invoice issued" off, sees the legal notices locked, and the choice holds', async ({
  page,
  portal,
  request,
  member,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, request, { identifier: member.email, password: member.password });
  await portal.open('/mflow/account/notifications');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const issuedEmail = page.getByRole('group', { name: 'ออกใบแจ้งหนี้' }).getByRole('switch', { name: 'อีเมล' });
  await expect(issuedEmail).toBeChecked();
  await issuedEmail.uncheck();
  for (const legal of ['ใบแจ้งหนี้เกินกำหนดชำระ', 'หนังสือแจ้งค่าผ่านทางค้างชำระ', 'ผลการพิจารณาเรื่อง']) {
    const group = page.getByRole('group', { name: legal });
    for (const channel of ['อีเมล', 'SMS']) {
      const locked = group.getByRole('switch', { name: channel });
      await expect(locked).toBeChecked();
      await expect(locked).toBeDisabled();
      await expect(locked).toHaveAccessibleDescription(/กฎหมายกำหนด/);
    }
  }
  await page.getByRole('region', { name: 'ช่องทางการแจ้งเตือน' }).getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByTestId('message-modal')).toContainText('บันทึกเรียบร้อยแล้ว');
  await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();

  await page.reload();
  await portal.ready();
  await expect(issuedEmail).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'ออกใบแจ้งหนี้' }).getByRole('switch', { name: 'SMS' })).toBeChecked();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: /^EN/ }).click();
  await expect(page.getByRole('group', { name: 'Invoice issued' }).getByRole('switch', { name: 'E-mail' })).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'Toll notice' }).getByRole('switch', { name: 'SMS' })).toHaveAccessibleDescription(
    /Required by law/,
  );
  await expect(page.getByRole('group', { name: 'Promotions' }).getByRole('switch', { name: 'SMS' })).not.toBeChecked();
  await portal.expectAccessible();
});
