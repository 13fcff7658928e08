import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignIn, commonHeaders, expect, signIn, test } from '../fixtures';
import { dataOf, freshMember, type FreshMember } from '../support/registration';
import { addActiveVehicle, confirmStepOtp, type RegistryVehicle } from '../support/vehicles';

/**
 * Vehicles any member may add as someone else's (README "Vehicles in the registry that are free to
 * add"), each added to a member of the test's own through the API and approved, so its documents
 * are on file. No other spec adds them.
 */
const EDITED: RegistryVehicle = { plateNumber: '3กบ 2468', provinceCode: '10', chassisLast5: '30001', ownerFlag: 'OTHER' };
const CANCELLED: RegistryVehicle = { plateNumber: 'ท 22-1234', provinceCode: '10', chassisLast5: '30202', ownerFlag: 'OTHER' };

async function memberWithActive(request: APIRequestContext, vehicle: RegistryVehicle): Promise<FreshMember> {
  const member = await freshMember(request);
  await addActiveVehicle(request, member, vehicle);
  return member;
}

/** Edits a vehicle from the list: a colour of the member's own words added, documents as they are, an EDIT_VEHICLE code; back to the list. */
async function addOwnColour(
  page: Page,
  request: APIRequestContext,
  member: FreshMember,
  plateNumber: string,
  colour: string,
): Promise<void> {
  await page.getByTestId('vehicle-card').filter({ hasText: plateNumber }).getByRole('link', { name: 'แก้ไข', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'แก้ไขข้อมูลรถ' })).toBeVisible();
  await expect(page.getByTestId('vehicle-identity')).toContainText(plateNumber);
  await page.getByRole('checkbox', { name: 'อื่น ๆ' }).check();
  await page.getByLabel('ระบุสี').fill(colour);
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page.getByRole('heading', { name: 'เอกสารประกอบ' })).toBeVisible();
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await confirmStepOtp(page, request, member.mobile);
  const saved = page.getByTestId('vehicle-saved');
  await expect(saved).toContainText(`ส่งการแก้ไขข้อมูลรถทะเบียน ${plateNumber} แล้ว`);
  await expect(saved.locator('.vehicle-status')).toHaveText('รอยืนยันการแก้ไข');
  await saved.getByRole('link', { name: 'ไปที่รถของฉัน' }).click();
}

/** The vehicle as the API answers it to its member. */
async function vehicleOf(request: APIRequestContext, member: FreshMember, plateNumber: string) {
  const { token } = await apiSignIn(request, member.identifier, member.password);
  const headers = { ...commonHeaders(), Authorization: `Bearer ${token}` };
  const list = await dataOf<{ items: { vehicleId: string; plateNumber: string }[] }>(
    await request.get('/vehicleservice/api/v1/vehicles', { headers }),
    'vehicle list',
  );
  const vehicleId = list.items.find((item) => item.plateNumber === plateNumber)?.vehicleId ?? '';
  return dataOf<{ status: string; colourOther: string | null; pendingChange: { colourOther: string | null } | null }>(
    await request.get(`/vehicleservice/api/v1/vehicles/${vehicleId}`, { headers }),
    `vehicle ${plateNumber}`,
  );
}

test.describe('edit an ACTIVE vehicle', () => {
  test('the change waits for staff approval while the vehicle stays ACTIVE with its approved details', async ({
    page,
    portal,
    request,
  }) => {
    // A member of its own with an approved vehicle: a dozen API calls and uploads before the page opens.
    test.slow();
    const member = await memberWithActive(request, EDITED);
    await signIn(page, request, member);
    await portal.open('/mflow/car');
    await addOwnColour(page, request, member, EDITED.plateNumber, 'ขาวมุก');

    const card = page.getByTestId('vehicle-card').filter({ hasText: EDITED.plateNumber });
    await expect(card.locator('.vehicle-status')).toHaveText('รอยืนยันการแก้ไข');
    await expect(card).toContainText('การแก้ไขข้อมูลรถนี้รอเจ้าหน้าที่อนุมัติ ระหว่างนี้รถยังใช้งานได้ตามข้อมูลเดิม');
    // The card shows the approved colours: brand, colours and reference code, in that order.
    await expect(card.locator('dd').nth(1)).toHaveText('ขาว');
    await expect(card.getByRole('button', { name: 'ยกเลิกการแก้ไข' })).toBeVisible();
    await portal.expectAccessible();
    expect(await vehicleOf(request, member, EDITED.plateNumber)).toMatchObject({
      status: 'ACTIVE',
      colourOther: null,
      pendingChange: { colourOther: 'ขาวมุก' },
    });
  });

  test('cancelling the waiting edit keeps the approved details and leaves nothing waiting', async ({ page, portal, request }) => {
    test.slow();
    const member = await memberWithActive(request, CANCELLED);
    await signIn(page, request, member);
    await portal.open('/mflow/car');
    await addOwnColour(page, request, member, CANCELLED.plateNumber, 'ดำเมทัลลิก');
    const card = page.getByTestId('vehicle-card').filter({ hasText: CANCELLED.plateNumber });
    await expect(card.locator('.vehicle-status')).toHaveText('รอยืนยันการแก้ไข');

    await card.getByRole('button', { name: 'ยกเลิกการแก้ไข' }).click();
    const confirm = page.getByTestId('confirm-modal');
    await expect(confirm).toContainText(`ยกเลิกการแก้ไขรถทะเบียน ${CANCELLED.plateNumber} ใช่หรือไม่`);
    await portal.expectAccessible();
    await confirm.getByRole('button', { name: 'ยืนยัน' }).click();
    await expect(page.getByTestId('message-modal')).toContainText(`ยกเลิกการแก้ไขรถทะเบียน ${CANCELLED.plateNumber} แล้ว`);
    await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();

    await expect(card.locator('.vehicle-status')).toHaveText('ใช้งาน');
    await expect(card.getByRole('button', { name: 'ยกเลิกการแก้ไข' })).toHaveCount(0);
    await expect(card.locator('dd').nth(1)).toHaveText('ดำ');
    expect(await vehicleOf(request, member, CANCELLED.plateNumber)).toMatchObject({
      status: 'ACTIVE',
      colourOther: null,
      pendingChange: null,
    });
  });
});
