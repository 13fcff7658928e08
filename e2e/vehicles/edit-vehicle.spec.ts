import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignIn, commonHeaders, expect, signIn, test } from '../fixtures';
import { dataOf } from '../support/registration';
import { confirmStepOtp, DEMO_COMPANY } from '../support/vehicles';

/** Two ACTIVE vehicles of the demo company, added with the form (so their documents are on file), that no other spec touches. */
const EDITED = '3ขก 1111';
const CANCELLED = '4ขก 2222';

/** Edits a vehicle from the list: a colour of the member's own words added, documents as they are, an EDIT_VEHICLE code; back to the list. */
async function addOwnColour(page: Page, request: APIRequestContext, plateNumber: string, colour: string): Promise<void> {
  await page.getByTestId('vehicle-card').filter({ hasText: plateNumber }).getByRole('link', { name: 'แก้ไข', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'แก้ไขข้อมูลรถ' })).toBeVisible();
  await expect(page.getByTestId('vehicle-identity')).toContainText(plateNumber);
  await page.getByRole('checkbox', { name: 'อื่น ๆ' }).check();
  await page.getByLabel('ระบุสี').fill(colour);
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page.getByRole('heading', { name: 'เอกสารประกอบ' })).toBeVisible();
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await confirmStepOtp(page, request, DEMO_COMPANY.mobile);
  const saved = page.getByTestId('vehicle-saved');
  await expect(saved).toContainText(`ส่งการแก้ไขข้อมูลรถทะเบียน ${plateNumber} แล้ว`);
  await expect(saved.locator('.vehicle-status')).toHaveText('รอยืนยันการแก้ไข');
  await saved.getByRole('link', { name: 'ไปที่รถของฉัน' }).click();
}

/** The vehicle as the API answers it to its member. */
async function vehicleOf(request: APIRequestContext, plateNumber: string) {
  const { token } = await apiSignIn(request, DEMO_COMPANY.identifier, DEMO_COMPANY.password);
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
    await signIn(page, request, DEMO_COMPANY);
    await portal.open('/mflow/car');
    await addOwnColour(page, request, EDITED, 'ขาวมุก');

    const card = page.getByTestId('vehicle-card').filter({ hasText: EDITED });
    await expect(card.locator('.vehicle-status')).toHaveText('รอยืนยันการแก้ไข');
    await expect(card).toContainText('การแก้ไขข้อมูลรถนี้รอเจ้าหน้าที่อนุมัติ ระหว่างนี้รถยังใช้งานได้ตามข้อมูลเดิม');
    // The card shows the approved colours: brand, colours and reference code, in that order.
    await expect(card.locator('dd').nth(1)).toHaveText('ขาว');
    await expect(card.getByRole('button', { name: 'ยกเลิกการแก้ไข' })).toBeVisible();
    await portal.expectAccessible();
    expect(await vehicleOf(request, EDITED)).toMatchObject({
      status: 'ACTIVE',
      colourOther: null,
      pendingChange: { colourOther: 'ขาวมุก' },
    });
  });

  test('cancelling the waiting edit keeps the approved details and leaves nothing waiting', async ({ page, portal, request }) => {
    await signIn(page, request, DEMO_COMPANY);
    await portal.open('/mflow/car');
    await addOwnColour(page, request, CANCELLED, 'ดำเมทัลลิก');
    const card = page.getByTestId('vehicle-card').filter({ hasText: CANCELLED });
    await expect(card.locator('.vehicle-status')).toHaveText('รอยืนยันการแก้ไข');

    await card.getByRole('button', { name: 'ยกเลิกการแก้ไข' }).click();
    const confirm = page.getByTestId('confirm-modal');
    await expect(confirm).toContainText(`ยกเลิกการแก้ไขรถทะเบียน ${CANCELLED} ใช่หรือไม่`);
    await portal.expectAccessible();
    await confirm.getByRole('button', { name: 'ยืนยัน' }).click();
    await expect(page.getByTestId('message-modal')).toContainText(`ยกเลิกการแก้ไขรถทะเบียน ${CANCELLED} แล้ว`);
    await page.getByTestId('message-modal').getByRole('button', { name: 'ตกลง' }).click();

    await expect(card.locator('.vehicle-status')).toHaveText('ใช้งาน');
    await expect(card.getByRole('button', { name: 'ยกเลิกการแก้ไข' })).toHaveCount(0);
    await expect(card.locator('dd').nth(1)).toHaveText('ดำ');
    expect(await vehicleOf(request, CANCELLED)).toMatchObject({ status: 'ACTIVE', colourOther: null, pendingChange: null });
  });
});
