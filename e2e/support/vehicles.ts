/**
 * Vehicle steps for browser tests: the portal's registry check and one-time code (labels in Thai,
 * the portal's default), and, through the API, a plate taken off an account, so that a test that
 * adds it starts from the same state however often it runs on one worker's database.
 */
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiSignIn, commonHeaders, otpFromOutbox } from '../fixtures';
import { dataOf } from './registration';

/** The demo company (README "Demo accounts"): codes of its vehicle steps go to this mobile. */
export const DEMO_COMPANY = { identifier: 'siamlogistics@mflow.local', password: 'MflowDemo1', mobile: '0898765432' } as const;

type Member = { identifier: string; password: string };

/** The registry check, the first step of adding a vehicle. */
export async function checkPlate(page: Page, plate: string, province: string, chassis: string): Promise<void> {
  const check = page.getByTestId('registry-check');
  await check.getByLabel('ทะเบียนรถ').fill(plate);
  await check.getByLabel('จังหวัดของป้ายทะเบียน').selectOption({ label: province });
  await check.getByLabel('เลขตัวถัง 5 หลักสุดท้าย').fill(chassis);
  await check.getByRole('button', { name: 'ตรวจสอบข้อมูลรถ' }).click();
}

/** Asks for the code of a vehicle step in the OTP box within `scope`, reads it from the member's outbox and confirms it. */
export async function confirmStepOtp(scope: Page | Locator, request: APIRequestContext, mobile: string): Promise<void> {
  await scope.getByRole('button', { name: 'ขอรหัส OTP' }).click();
  const reference = (await scope.locator('.otp-reference').textContent()) ?? '';
  await scope.getByLabel(`รหัส OTP 6 หลัก (รหัสอ้างอิง ${reference})`).fill(await otpFromOutbox(request, mobile, reference));
  await scope.getByRole('button', { name: 'ยืนยันรหัส' }).click();
}

/**
 * Deletes the member's vehicle of this plate if the account holds one (WAIT, ACTIVE or REJECTED),
 * proven by a DELETE_VEHICLE code sent to the member's e-mail.
 */
export async function removeVehicleOfPlate(request: APIRequestContext, member: Member, plateNumber: string): Promise<void> {
  const { token, email } = await apiSignIn(request, member.identifier, member.password);
  const headers = () => ({ ...commonHeaders(), Authorization: `Bearer ${token}` });
  const list = await dataOf<{ items: { vehicleId: string; plateNumber: string }[] }>(
    await request.get('/vehicleservice/api/v1/vehicles', { headers: headers() }),
    'vehicle list',
  );
  for (const vehicle of list.items.filter((item) => item.plateNumber === plateNumber)) {
    const sent = await dataOf<{ otpReference: string }>(
      await request.post('/otpservice/api/v1/otp', {
        headers: headers(),
        data: { channel: 'EMAIL', contact: email, purpose: 'DELETE_VEHICLE' },
      }),
      'DELETE_VEHICLE code',
    );
    const otp = await otpFromOutbox(request, email, sent.otpReference);
    const { verificationToken } = await dataOf<{ verificationToken: string }>(
      await request.post('/otpservice/api/v1/verify', {
        headers: headers(),
        data: { contact: email, otpReference: sent.otpReference, otp },
      }),
      'DELETE_VEHICLE code check',
    );
    await dataOf(
      await request.delete(`/vehicleservice/api/v1/vehicles/${vehicle.vehicleId}`, { headers: headers(), params: { verificationToken } }),
      `deleting ${plateNumber}`,
    );
  }
}
