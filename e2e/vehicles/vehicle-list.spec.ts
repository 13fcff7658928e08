import { expect, otpFromOutbox, signIn, test } from '../fixtures';
import { freshMember } from '../support/registration';
import { addVehicleThroughApi, rejectVehicle, type RegistryVehicle } from '../support/vehicles';

/** Vehicles any member may add as someone else's (README "Vehicles in the registry that are free to add"); no other spec adds them. */
const REJECTED: RegistryVehicle = { plateNumber: 'ทบ 12345', provinceCode: '10', chassisLast5: '30201', ownerFlag: 'OTHER' };
const WAITING: RegistryVehicle = { plateNumber: 'อ 45-678', provinceCode: '10', chassisLast5: '30203', ownerFlag: 'OTHER' };

test.describe('vehicle list', () => {
  test('the demo individual sees his two ACTIVE vehicles with the label of requirements/vehicles.md#vehicle-status, in Thai and English', async ({
    page,
    portal,
    request,
  }) => {
    await signIn(page, request);
    await portal.open('/mflow/car');
    await expect(page.getByRole('heading', { level: 1, name: 'รถของฉัน' })).toBeVisible();
    // Other specs of the run may add vehicles to his account; his two demo vehicles are there whatever they do.
    const cards = page.getByTestId('vehicle-card');
    const first = cards.filter({ hasText: '1กข 1234' });
    await expect(first).toContainText('กรุงเทพมหานคร');
    await expect(first).toContainText('VDEMSCHA22');
    await expect(first.locator('.vehicle-status')).toHaveText('ใช้งาน');
    await expect(cards.filter({ hasText: 'กท 5678' }).locator('.vehicle-status')).toHaveText('ใช้งาน');
    await expect(page.getByRole('link', { name: 'เพิ่มรถ' })).toBeVisible();
    await portal.expectAccessible();

    await page.getByRole('button', { name: /^EN/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My vehicles' })).toBeVisible();
    await expect(first.locator('.vehicle-status')).toHaveText('Active');
    await expect(first).toContainText('Bangkok');
    await portal.expectAccessible();
  });

  test('the vehicle list fits a 360 px phone', async ({ page, portal, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, request);
    await portal.open('/mflow/car');
    await expect(page.getByTestId('vehicle-card').filter({ hasText: '1กข 1234' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('a member sees why a vehicle was rejected, and deletes it with a confirmation and an OTP', async ({ page, portal, request }) => {
    // A member of its own with two vehicles, one rejected: a dozen API calls and uploads before the page opens.
    test.slow();
    const member = await freshMember(request);
    const { vehicleId } = await addVehicleThroughApi(request, member, REJECTED);
    await rejectVehicle(request, vehicleId, 'PHOTO_UNCLEAR');
    await addVehicleThroughApi(request, member, WAITING);
    await signIn(page, request, member);
    await portal.open('/mflow/car');
    const card = page.getByTestId('vehicle-card').filter({ hasText: REJECTED.plateNumber });
    await expect(card.locator('.vehicle-status')).toHaveText('ไม่ผ่านการอนุมัติ');
    await expect(card.getByTestId('vehicle-rejection')).toContainText('ภาพถ่ายรถไม่ชัดเจนหรือไม่ครบทุกด้าน');
    await expect(card.getByRole('link', { name: 'แก้ไขและส่งอีกครั้ง' })).toHaveAttribute('href', /\/mflow\/car\/resubmit\?vehicleId=/);
    await portal.expectAccessible();

    await card.getByRole('button', { name: 'ลบรถ' }).click();
    await expect(page.getByTestId('confirm-modal')).toContainText(`ลบรถทะเบียน ${REJECTED.plateNumber} ใช่หรือไม่`);
    await page.getByTestId('confirm-modal').getByRole('button', { name: 'ดำเนินการต่อ' }).click();
    const otp = page.getByTestId('delete-otp-modal');
    await otp.getByRole('button', { name: 'ขอรหัส OTP' }).click();
    const reference = (await otp.locator('.otp-reference').textContent()) ?? '';
    await otp.getByLabel(`รหัส OTP 6 หลัก (รหัสอ้างอิง ${reference})`).fill(await otpFromOutbox(request, member.mobile, reference));
    await portal.expectAccessible();
    await otp.getByRole('button', { name: 'ยืนยันรหัส' }).click();
    await expect(page.getByTestId('message-modal')).toContainText(`ลบรถทะเบียน ${REJECTED.plateNumber} แล้ว`);
    await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();
    await expect(page.getByTestId('vehicle-card').filter({ hasText: REJECTED.plateNumber })).toHaveCount(0);
    await expect(page.getByTestId('vehicle-card').filter({ hasText: WAITING.plateNumber })).toBeVisible();
  });
});
