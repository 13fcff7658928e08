import { randomUUID } from 'node:crypto';
import { requiredVehicleDocuments } from './vehicle-documents';
import { axleCountFits, vehicleStatusLabel } from './vehicle-kinds';
import { ZVehicleFormSchema, ZVehicleUpdateRequestSchema, ZVehicleVerifyRequestSchema } from './vehicle.contract';
import { ZVehicleRejectRequestSchema } from './vehicle-review.contract';

function form(overrides: Record<string, unknown> = {}, documents: Record<string, unknown> = {}) {
  return {
    plateNumber: '1กข 1234',
    provinceCode: '10',
    plateType: 'PRIVATE',
    chassisLast5: '34567',
    ownerFlag: 'OWN',
    vehicleTypeCode: 'RY1',
    brandCode: 'TOYOTA',
    colourCodes: ['WHITE'],
    categoryGroup: 'C1',
    axleCount: 2,
    documents: {
      frontPhoto: randomUUID(),
      backPhoto: randomUUID(),
      sidePhoto: randomUUID(),
      registrationBook: [randomUUID(), randomUUID()],
      taxPlate: randomUUID(),
      ...documents,
    },
    ...overrides,
  };
}

/** The catalogue codes of a failed parse, each with the field it names. */
function problems(input: unknown): string[] {
  const result = ZVehicleFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('the vehicle form (requirements/vehicles.md)', () => {
  it('takes a complete own vehicle, and keeps the plate and chassis in their canonical spelling', () => {
    const result = ZVehicleFormSchema.safeParse(form({ plateNumber: '1กข1234', chassisLast5: 'ab12c' }));
    expect(result.success).toBe(true);
    expect(result.data?.plateNumber).toBe('1กข 1234');
    expect(result.data?.chassisLast5).toBe('AB12C');
  });

  it('takes exactly 5 chassis characters: 4 and 6 are refused', () => {
    expect(problems(form({ chassisLast5: '1234' }))).toEqual(['chassisLast5:ERR_VEH_0003']);
    expect(problems(form({ chassisLast5: '12345' }))).toEqual([]);
    expect(problems(form({ chassisLast5: '123456' }))).toEqual(['chassisLast5:ERR_VEH_0003']);
  });

  it('needs 2 registration-book pages: 1 is refused, and the same file twice is 1 page', () => {
    const page = randomUUID();
    expect(problems(form({}, { registrationBook: [page] }))).toEqual(['documents.registrationBook:ERR_VEH_0007']);
    expect(problems(form({}, { registrationBook: [page, page.toUpperCase()] }))).toEqual(['documents.registrationBook:ERR_VEH_0007']);
    expect(problems(form({}, { registrationBook: [page, randomUUID()] }))).toEqual([]);
    expect(problems(form({}, { registrationBook: [] }))).toEqual(['documents.registrationBook:ERR_VEH_0007']);
  });

  it("needs the consent letter, the owner's ID and the power of attorney for someone else's vehicle, and none of them for one's own", () => {
    expect(problems(form({ ownerFlag: 'OTHER' }))).toEqual([
      'documents.consentLetter:ERR_VEH_0008',
      'documents.ownerIdDocument:ERR_VEH_0008',
      'documents.powerOfAttorney:ERR_VEH_0008',
    ]);
    const ownership = { consentLetter: randomUUID(), ownerIdDocument: randomUUID(), powerOfAttorney: randomUUID() };
    expect(problems(form({ ownerFlag: 'OTHER' }, ownership))).toEqual([]);
    expect(problems(form({ ownerFlag: 'OTHER' }, { ...ownership, powerOfAttorney: undefined }))).toEqual([
      'documents.powerOfAttorney:ERR_VEH_0008',
    ]);
    expect(problems(form({ ownerFlag: 'OWN' }, { consentLetter: randomUUID() }))).toEqual(['documents.consentLetter:ERR_COMMON_0002']);
  });

  it('refuses one file for two documents', () => {
    const file = randomUUID();
    expect(problems(form({}, { frontPhoto: file, backPhoto: file }))).toEqual(['documents.backPhoto:ERR_VEH_0009']);
  });

  it('needs typed text with the colour or brand OTHER, and only then', () => {
    expect(problems(form({ colourCodes: ['WHITE', 'OTHER'] }))).toEqual(['colourOther:ERR_VEH_0004']);
    expect(problems(form({ colourCodes: ['WHITE', 'OTHER'], colourOther: 'ม่วงมุก' }))).toEqual([]);
    expect(problems(form({ colourCodes: ['WHITE', 'OTHER'], colourOther: '   ' }))).toEqual(['colourOther:ERR_COMMON_0004']);
    expect(problems(form({ colourOther: 'ม่วงมุก' }))).toEqual(['colourOther:ERR_COMMON_0002']);
    expect(problems(form({ brandCode: 'OTHER' }))).toEqual(['brandOther:ERR_VEH_0005']);
    expect(problems(form({ brandCode: 'OTHER', brandOther: 'Tata' }))).toEqual([]);
  });

  it('takes several colours, but not none, not one twice and not more than 4', () => {
    expect(problems(form({ colourCodes: ['WHITE', 'BLACK', 'RED', 'BLUE'] }))).toEqual([]);
    expect(problems(form({ colourCodes: [] }))).toEqual(['colourCodes:ERR_COMMON_0004']);
    expect(problems(form({ colourCodes: ['WHITE', 'WHITE'] }))).toEqual(['colourCodes:ERR_COMMON_0002']);
    expect(problems(form({ colourCodes: ['WHITE', 'BLACK', 'RED', 'BLUE', 'GREEN'] }))).toEqual(['colourCodes:ERR_COMMON_0002']);
  });

  it('fits the axle count to the category group', () => {
    expect(problems(form({ categoryGroup: 'C1', axleCount: 3 }))).toEqual(['axleCount:ERR_VEH_0006']);
    expect(problems(form({ categoryGroup: 'C2', axleCount: 3, vehicleTypeCode: 'TRUCK_6W' }))).toEqual([]);
    expect(problems(form({ categoryGroup: 'C3', axleCount: 4 }))).toEqual([]);
    expect(problems(form({ categoryGroup: 'C3', axleCount: 11 }))).toEqual(['axleCount:ERR_VEH_0006']);
    expect(problems(form({ axleCount: 1 }))).toEqual(['axleCount:ERR_VEH_0006']);
    expect(axleCountFits('C3', 10)).toBe(true);
  });

  it('refuses a malformed plate, and a plate of another plate type', () => {
    expect(problems(form({ plateNumber: '12345' }))).toEqual(['plateNumber:ERR_VEH_0001']);
    expect(problems(form({ plateType: 'MILITARY' }))).toEqual(['plateNumber:ERR_VEH_0002']);
    expect(problems(form({ plateNumber: 'ทบ 12345', plateType: 'MILITARY' }))).toEqual([]);
    expect(problems(form({ plateNumber: 'ท 12-3456', plateType: 'DIPLOMATIC' }))).toEqual([]);
    expect(problems(form({ plateNumber: 'อ 12-3456', plateType: 'INTERNATIONAL_ORGANISATION' }))).toEqual([]);
  });

  it('names a missing field as required and an unknown one as not recognised', () => {
    const { plateNumber: _plate, ...withoutPlate } = form();
    expect(problems(withoutPlate)[0]).toMatch(/^plateNumber:/);
    expect(ZVehicleFormSchema.safeParse({ ...form(), owner: 'me' }).error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('lets an edit change everything but what identifies the vehicle', () => {
    const { plateNumber: _p, provinceCode: _r, plateType: _t, chassisLast5: _c, ...details } = form();
    expect(ZVehicleUpdateRequestSchema.safeParse({ ...details, verificationToken: 'x' }).success).toBe(true);
    expect(ZVehicleUpdateRequestSchema.safeParse({ ...details, plateNumber: '1กข 1234', verificationToken: 'x' }).success).toBe(false);
  });
});

describe('the vehicle check (requirements/vehicles.md#land-transport-check)', () => {
  it('takes plate, province, chassis last 5 and the owner flag', () => {
    expect(
      ZVehicleVerifyRequestSchema.safeParse({ plateNumber: 'กข 1234', provinceCode: '10', chassisLast5: '12345', ownerFlag: 'OWN' })
        .success,
    ).toBe(true);
    expect(
      ZVehicleVerifyRequestSchema.safeParse({ plateNumber: 'กข 1234', provinceCode: '10', chassisLast5: '1234', ownerFlag: 'OWN' }).success,
    ).toBe(false);
  });
});

describe('vehicle kinds', () => {
  it('labels the statuses as requirements/vehicles.md#vehicle-status does', () => {
    expect(vehicleStatusLabel('ACTIVE', false)).toBe('ACTIVE');
    expect(vehicleStatusLabel('ACTIVE', true)).toBe('AWAITING_CONFIRMATION');
    expect(vehicleStatusLabel('WAIT', false)).toBe('IN_REVIEW');
    expect(vehicleStatusLabel('REJECTED', false)).toBe('REJECTED');
    expect(vehicleStatusLabel('INACTIVE', false)).toBe('CANCELLED');
  });

  it('asks a form vehicle for every document and a fleet-file one for the ownership documents only', () => {
    expect(requiredVehicleDocuments({ ownerFlag: 'OWN', source: 'PORTAL' })).toEqual([
      'frontPhoto',
      'backPhoto',
      'sidePhoto',
      'registrationBook',
      'taxPlate',
    ]);
    expect(requiredVehicleDocuments({ ownerFlag: 'OTHER', source: 'PORTAL' })).toHaveLength(8);
    expect(requiredVehicleDocuments({ ownerFlag: 'OWN', source: 'FLEET_IMPORT' })).toEqual([]);
    expect(requiredVehicleDocuments({ ownerFlag: 'OTHER', source: 'FLEET_IMPORT' })).toEqual([
      'consentLetter',
      'ownerIdDocument',
      'powerOfAttorney',
    ]);
  });

  it('needs free text with the rejection reason OTHER', () => {
    expect(ZVehicleRejectRequestSchema.safeParse({ reasonCode: 'PHOTO_UNCLEAR' }).success).toBe(true);
    expect(ZVehicleRejectRequestSchema.safeParse({ reasonCode: 'OTHER' }).success).toBe(false);
    expect(ZVehicleRejectRequestSchema.safeParse({ reasonCode: 'OTHER', reasonText: 'ภาพซ้ำกับรถคันอื่น' }).success).toBe(true);
  });
});
