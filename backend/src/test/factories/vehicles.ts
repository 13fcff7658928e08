import request from 'supertest';
import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import { AXLES_OF_CATEGORY_GROUP, type TCategoryGroup, type TVehicleStatus } from '@mflow/contracts/vehicle/vehicle-kinds';
import type { TVerificationStep } from '@mflow/contracts/otp/verification-steps';
import { addSimulatedVehicles, type TSimulatedVehicle } from '../../services/registry/registry.simulated';
import { changeStatus, freshReferenceCodes, insertVehicle, type TVehicleRow } from '../../services/vehicle/vehicle-records';
import type { TTestApp } from '../test-app';
import { createMember, type TTestCustomer } from './customers';
import { fileContent } from './files';
import { bearerHeaders } from './http';
import { newJuristicId, newThaiId } from './identities';
import { otpProof } from './registration';
import { testRandom } from '../test-random';

/** Consonants that plates use, for random plates that never clash between test files. */
const PLATE_LETTERS = [...'กขคงจฉชซญฎฐฒณดตถทธนบปผพฟภมยรลวศษสหฬอฮ'];
const VIN_CHARACTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'];

const letter = () => testRandom().pick(PLATE_LETTERS);

/** A fresh private plate such as `7กฮ 4821`. */
export function newPlate(): string {
  return `${testRandom().int(1, 10)}${letter()}${letter()} ${testRandom().int(1, 10_000)}`;
}

/** A fresh 17-character chassis number. */
export function newChassisNumber(): string {
  return Array.from({ length: 17 }, () => testRandom().pick(VIN_CHARACTERS)).join('');
}

export type TVehicleMember = TTestCustomer & { token: string; registrant: { type: 'PERSON' | 'COMPANY'; id: string; name: string } };

/** A signed-in member whose ID (or juristic) number is known, so registry vehicles can be theirs. */
export async function createVehicleMember(t: TTestApp, type: 'INDIVIDUAL' | 'JURISTIC' = 'INDIVIDUAL'): Promise<TVehicleMember> {
  if (type === 'JURISTIC') {
    const juristicId = newJuristicId();
    const member = await createMember(t, { type, juristicId });
    return { ...member, registrant: { type: 'COMPANY', id: juristicId, name: 'บริษัท ทดสอบ จำกัด' } };
  }
  const idNumber = newThaiId();
  const member = await createMember(t, { idNumber });
  return { ...member, registrant: { type: 'PERSON', id: idNumber, name: 'Tester Member' } };
}

export type TRegistryVehicle = Required<
  Pick<
    TSimulatedVehicle,
    | 'plateNumber'
    | 'provinceCode'
    | 'plateType'
    | 'chassisNumber'
    | 'brandCode'
    | 'vehicleTypeCode'
    | 'colourCodes'
    | 'categoryGroup'
    | 'axleCount'
    | 'ownerType'
    | 'ownerId'
    | 'ownerName'
  >
> & {
  chassisLast5: string;
};

/** A private car in the simulated land-transport registry, owned by the given member (or a stranger). */
export async function createRegistryVehicle(
  t: TTestApp,
  owner?: { type: 'PERSON' | 'COMPANY'; id: string; name: string },
  overrides: Partial<TSimulatedVehicle> = {},
): Promise<TRegistryVehicle> {
  const vehicle = {
    plateNumber: newPlate(),
    provinceCode: '10',
    plateType: 'PRIVATE' as const,
    chassisNumber: newChassisNumber(),
    brandCode: 'TOYOTA',
    vehicleTypeCode: 'RY1',
    colourCodes: ['WHITE'],
    categoryGroup: 'C1' as const,
    axleCount: 2,
    ownerType: owner?.type ?? ('PERSON' as const),
    ownerId: owner?.id ?? newThaiId(),
    ownerName: owner?.name ?? 'เจ้าของ อื่น',
    ...overrides,
  };
  vehicle.plateNumber = normalisePlate(vehicle.plateNumber);
  await addSimulatedVehicles({ db: t.db, vehicles: [vehicle] });
  return { ...vehicle, chassisLast5: vehicle.chassisNumber.slice(-5) };
}

async function upload(t: TTestApp, token: string, documentType: string, format: 'PNG' | 'JPEG' | 'PDF' = 'PNG'): Promise<string> {
  const content = format === 'PDF' ? fileContent.pdf() : format === 'JPEG' ? fileContent.jpeg() : fileContent.png();
  const res = await request(t.app)
    .post('/fileservice/api/v1/uploadFile')
    .set(bearerHeaders(token))
    .field('documentType', documentType)
    .attach('file', content, 'document');
  if (res.status !== 200) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return res.body.data.fileId;
}

export type TUploadedVehicleDocuments = {
  frontPhoto: string;
  backPhoto: string;
  sidePhoto: string;
  registrationBook: string[];
  taxPlate: string;
  consentLetter?: string;
  ownerIdDocument?: string;
  powerOfAttorney?: string;
};

/** The member's own uploads for every document slot; with `OTHER` the ownership documents too (as PDFs). */
export async function uploadVehicleDocuments(
  t: TTestApp,
  token: string,
  ownerFlag: 'OWN' | 'OTHER' = 'OWN',
): Promise<TUploadedVehicleDocuments> {
  const documents: TUploadedVehicleDocuments = {
    frontPhoto: await upload(t, token, 'VEHICLE_FRONT'),
    backPhoto: await upload(t, token, 'VEHICLE_BACK', 'JPEG'),
    sidePhoto: await upload(t, token, 'VEHICLE_SIDE'),
    registrationBook: [await upload(t, token, 'VEHICLE_REGISTRATION_BOOK', 'PDF'), await upload(t, token, 'VEHICLE_REGISTRATION_BOOK')],
    taxPlate: await upload(t, token, 'VEHICLE_TAX_PLATE'),
  };
  if (ownerFlag === 'OWN') return documents;
  return {
    ...documents,
    consentLetter: await upload(t, token, 'VEHICLE_CONSENT_LETTER', 'PDF'),
    ownerIdDocument: await upload(t, token, 'VEHICLE_OWNER_ID'),
    powerOfAttorney: await upload(t, token, 'POWER_OF_ATTORNEY', 'PDF'),
  };
}

/** The vehicle form for a registry vehicle, as the portal fills it from the verify answer; no OTP token. */
export function vehicleForm(registered: TRegistryVehicle, documents: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return {
    plateNumber: registered.plateNumber,
    provinceCode: registered.provinceCode,
    plateType: registered.plateType,
    chassisLast5: registered.chassisLast5,
    ownerFlag: 'OWN',
    vehicleTypeCode: registered.vehicleTypeCode,
    brandCode: registered.brandCode,
    colourCodes: registered.colourCodes,
    categoryGroup: registered.categoryGroup,
    axleCount: registered.axleCount,
    documents,
    ...overrides,
  };
}

/** The changeable part of a form, for an edit. */
export function editForm(form: ReturnType<typeof vehicleForm>, overrides: Record<string, unknown> = {}) {
  const { plateNumber: _p, provinceCode: _r, plateType: _t, chassisLast5: _c, ...details } = form;
  return { ...details, ...overrides };
}

/** An OTP verification token for a step, sent by SMS to the member's registered mobile and read from the outbox. */
export function stepProof(t: TTestApp, member: { mobile: string; token: string }, step: TVerificationStep): Promise<string> {
  return otpProof(t, 'SMS', member.mobile, step, bearerHeaders(member.token));
}

/**
 * A vehicle written straight through the vehicle module (no HTTP, no documents), in the status
 * asked for, each step at the test clock's time: for tests about what happens after a vehicle exists.
 */
export async function seedVehicle(
  t: TTestApp,
  customerId: string,
  options: {
    status?: TVehicleStatus;
    plateNumber?: string;
    provinceCode?: string;
    chassisLast5?: string;
    categoryGroup?: TCategoryGroup;
  } = {},
): Promise<TVehicleRow> {
  const categoryGroup = options.categoryGroup ?? 'C1';
  const at = t.clock.now();
  const [referenceCode = ''] = await freshReferenceCodes({ db: t.db, count: 1 });
  let vehicle = await insertVehicle({
    db: t.db,
    values: {
      customerId,
      plateNumber: normalisePlate(options.plateNumber ?? newPlate()),
      provinceCode: options.provinceCode ?? '10',
      plateType: 'PRIVATE',
      chassisLast5: options.chassisLast5 ?? 'AB123',
      ownerFlag: 'OWN',
      vehicleTypeCode: 'RY1',
      brandCode: 'TOYOTA',
      brandOther: null,
      colourCodes: ['WHITE'],
      colourOther: null,
      categoryGroup,
      axleCount: AXLES_OF_CATEGORY_GROUP[categoryGroup].min,
      source: 'FLEET_IMPORT',
    },
    referenceCode,
    documents: [],
    at,
    change: { by: 'SYSTEM', byId: null },
  });
  const status = options.status ?? 'WAIT';
  if (status === 'WAIT') return vehicle;
  if (status === 'INACTIVE' || status === 'ACTIVE')
    vehicle = await changeStatus({ db: t.db, vehicle, status: 'ACTIVE', at, change: { by: 'SYSTEM', byId: null } });
  if (status === 'REJECTED') {
    return changeStatus({
      db: t.db,
      vehicle,
      status,
      at,
      change: { by: 'SYSTEM', byId: null },
      rejection: { code: 'PHOTO_UNCLEAR', text: null },
    });
  }
  if (status === 'INACTIVE') return changeStatus({ db: t.db, vehicle, status, at, change: { by: 'SYSTEM', byId: null } });
  return vehicle;
}
