/**
 * Vehicle steps for browser tests: the portal's registry check and one-time code (labels in Thai,
 * the portal's default), and, through the API, a vehicle added to a member's account and the
 * reviewer's decision on it.
 */
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { UPLOAD_TYPE_OF_SLOT } from '@mflow/contracts/vehicle/vehicle-documents';
import type { TVehicleRejectionReason } from '@mflow/contracts/vehicle/vehicle-kinds';
import { otpFromOutbox, PNG_FILE } from '../fixtures';
import { memberSession } from './member-api';
import { dataOf, pdf, staffHeaders, type MemberCredentials } from './registration';

/** The demo company (README "Demo accounts"): codes of its vehicle steps go to this mobile. */
export const DEMO_COMPANY = { identifier: 'siamlogistics@mflow.local', password: 'MflowDemo1', mobile: '0898765432' } as const;

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
 * A vehicle of the simulated land-transport registry (seed/demo/registry-vehicles.ts, README), as a
 * member adds it: their own (registered to their ID number) or someone else's.
 */
export type RegistryVehicle = { plateNumber: string; provinceCode: string; chassisLast5: string; ownerFlag: 'OWN' | 'OTHER' };

/** The documents of the vehicle form, each slot uploaded as the member under its type; someone else's vehicle needs three more. */
async function uploadVehicleDocuments(request: APIRequestContext, headers: () => Record<string, string>, ownerFlag: 'OWN' | 'OTHER') {
  const upload = async (slot: keyof typeof UPLOAD_TYPE_OF_SLOT) => {
    const paper = slot === 'consentLetter' || slot === 'powerOfAttorney';
    const file = paper
      ? { name: `${slot}.pdf`, mimeType: 'application/pdf', buffer: pdf(`${slot} (e2e)`) }
      : { ...PNG_FILE, name: `${slot}.png` };
    const response = await request.post('/fileservice/api/v1/uploadFile', {
      headers: headers(),
      multipart: { documentType: UPLOAD_TYPE_OF_SLOT[slot], file },
    });
    return (await dataOf<{ fileId: string }>(response, `upload of ${slot}`)).fileId;
  };
  const documents = {
    frontPhoto: await upload('frontPhoto'),
    backPhoto: await upload('backPhoto'),
    sidePhoto: await upload('sidePhoto'),
    registrationBook: [await upload('registrationBook'), await upload('registrationBook')],
    taxPlate: await upload('taxPlate'),
  };
  if (ownerFlag === 'OWN') return documents;
  return {
    ...documents,
    consentLetter: await upload('consentLetter'),
    ownerIdDocument: await upload('ownerIdDocument'),
    powerOfAttorney: await upload('powerOfAttorney'),
  };
}

/**
 * Adds a registry vehicle to the member's account through the API, as the portal's form does: the
 * registry check fills the details, the documents are uploaded, a CREATE_VEHICLE code proves the
 * step. The vehicle waits for the reviewer (WAIT).
 */
export async function addVehicleThroughApi(
  request: APIRequestContext,
  member: MemberCredentials,
  vehicle: RegistryVehicle,
): Promise<{ vehicleId: string; referenceCode: string }> {
  const { headers, proof } = await memberSession(request, member);
  const record = await dataOf<{
    plateType: string;
    vehicleTypeCode: string;
    brandCode: string;
    colourCodes: string[];
    categoryGroup: string;
    axleCount: number;
  }>(
    await request.post('/vehicleservice/api/v1/verify', { headers: headers(), data: vehicle }),
    `registry check of ${vehicle.plateNumber}`,
  );
  const form = {
    ...vehicle,
    plateType: record.plateType,
    vehicleTypeCode: record.vehicleTypeCode,
    brandCode: record.brandCode,
    colourCodes: record.colourCodes,
    categoryGroup: record.categoryGroup,
    axleCount: record.axleCount,
    documents: await uploadVehicleDocuments(request, headers, vehicle.ownerFlag),
    verificationToken: await proof('CREATE_VEHICLE'),
  };
  return dataOf(await request.post('/vehicleservice/api/v1/vehicles', { headers: headers(), data: form }), `adding ${vehicle.plateNumber}`);
}

/** The seeded reviewer approves a waiting vehicle (or a waiting edit): it is ACTIVE. */
export async function approveVehicle(request: APIRequestContext, vehicleId: string): Promise<void> {
  await dataOf(
    await request.post(`/staffservice/api/v1/vehicles/${vehicleId}/approve`, { headers: await staffHeaders(request) }),
    'vehicle approval',
  );
}

/** The seeded reviewer rejects a waiting vehicle for a reason of the list: it is REJECTED, to resubmit or delete. */
export async function rejectVehicle(request: APIRequestContext, vehicleId: string, reasonCode: TVehicleRejectionReason): Promise<void> {
  await dataOf(
    await request.post(`/staffservice/api/v1/vehicles/${vehicleId}/reject`, { headers: await staffHeaders(request), data: { reasonCode } }),
    'vehicle rejection',
  );
}

/** Adds a registry vehicle through the API and has the reviewer approve it: ACTIVE, with its documents on file. */
export async function addActiveVehicle(request: APIRequestContext, member: MemberCredentials, vehicle: RegistryVehicle): Promise<void> {
  const { vehicleId } = await addVehicleThroughApi(request, member, vehicle);
  await approveVehicle(request, vehicleId);
}
