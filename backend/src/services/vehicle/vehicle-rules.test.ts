import type { TRegisteredVehicle } from '../../platform/ports';
import {
  documentRowsOf,
  editEffect,
  isRegisteredOwner,
  maskPersonName,
  missingDocuments,
  newVehicleReferenceCode,
  normaliseReferenceCode,
  REFERENCE_CODE,
} from './vehicle-rules';

const registered = (owner: TRegisteredVehicle['owner']): TRegisteredVehicle => ({
  plateNumber: '1กข 1234',
  provinceCode: '10',
  plateType: 'PRIVATE',
  chassisNumber: 'MR0FZ29G501234567',
  brandCode: 'TOYOTA',
  vehicleTypeCode: 'RY1',
  colourCodes: ['WHITE'],
  categoryGroup: 'C1',
  axleCount: 2,
  owner,
});

describe('reference codes', () => {
  it('are V and 9 characters without 0, O, 1, I or L', () => {
    for (let i = 0; i < 200; i += 1) {
      const code = newVehicleReferenceCode();
      expect(code).toMatch(REFERENCE_CODE);
      expect(code.slice(1)).not.toMatch(/[01OIL]/);
    }
    expect(newVehicleReferenceCode(() => 0)).toBe('VAAAAAAAAA');
  });

  it('are read as people type them', () => {
    expect(normaliseReferenceCode(' vabc-def 234 ')).toBe('VABCDEF234');
  });
});

describe('masking a name for a visitor', () => {
  it('keeps the first two letters of each name, Thai vowels and tone marks with their consonant', () => {
    expect(maskPersonName('สมชาย ใจดี')).toBe('สม*** ใจ***');
    expect(maskPersonName('ชื่อ  สุดท้าย')).toBe('ชื่อ*** สุด***');
    expect(maskPersonName('John Smith')).toBe('Jo*** Sm***');
    expect(maskPersonName('A')).toBe('A***');
  });
});

describe('whose a registered vehicle is', () => {
  it('matches a person by ID number and a company by juristic number, not one for the other', () => {
    const persons = registered({ type: 'PERSON', id: '8620966542878', name: 'สมชาย ใจดี' });
    expect(isRegisteredOwner(persons, { type: 'PERSON', id: '8620966542878' })).toBe(true);
    expect(isRegisteredOwner(persons, { type: 'PERSON', id: '1512393704501' })).toBe(false);
    expect(isRegisteredOwner(persons, { type: 'COMPANY', id: '8620966542878' })).toBe(false);
    expect(isRegisteredOwner(persons, { type: 'EITHER', id: ' 8620966542878 ' })).toBe(true);
    const passport = registered({ type: 'PERSON', id: 'GB5512034', name: 'John Smith' });
    expect(isRegisteredOwner(passport, { type: 'PERSON', id: 'gb5512034' })).toBe(true);
  });
});

describe('documents', () => {
  const form = {
    frontPhoto: 'F',
    backPhoto: 'B',
    sidePhoto: 'S',
    registrationBook: ['P1', 'P2', 'P3'],
    taxPlate: 'T',
  };

  it('become one row a file, registration-book pages numbered from 1', () => {
    expect(documentRowsOf(form)).toEqual([
      { slot: 'frontPhoto', page: 1, fileId: 'f' },
      { slot: 'backPhoto', page: 1, fileId: 'b' },
      { slot: 'sidePhoto', page: 1, fileId: 's' },
      { slot: 'registrationBook', page: 1, fileId: 'p1' },
      { slot: 'registrationBook', page: 2, fileId: 'p2' },
      { slot: 'registrationBook', page: 3, fileId: 'p3' },
      { slot: 'taxPlate', page: 1, fileId: 't' },
    ]);
  });

  it('still missing are named: 1 registration-book page is not enough, 2 are', () => {
    const rows = documentRowsOf(form);
    expect(missingDocuments({ ownerFlag: 'OWN', source: 'PORTAL', documents: rows })).toEqual([]);
    const onePage = rows.filter((row) => !(row.slot === 'registrationBook' && row.page > 1));
    expect(missingDocuments({ ownerFlag: 'OWN', source: 'PORTAL', documents: onePage })).toEqual(['registrationBook']);
    const twoPages = rows.filter((row) => !(row.slot === 'registrationBook' && row.page > 2));
    expect(missingDocuments({ ownerFlag: 'OWN', source: 'PORTAL', documents: twoPages })).toEqual([]);
    expect(missingDocuments({ ownerFlag: 'OTHER', source: 'PORTAL', documents: rows })).toEqual([
      'consentLetter',
      'ownerIdDocument',
      'powerOfAttorney',
    ]);
    expect(missingDocuments({ ownerFlag: 'OWN', source: 'FLEET_IMPORT', documents: [] })).toEqual([]);
  });
});

describe('what an edit does', () => {
  it('applies to WAIT, resubmits REJECTED, waits beside ACTIVE and is refused for INACTIVE', () => {
    expect(editEffect('WAIT')).toBe('APPLY');
    expect(editEffect('REJECTED')).toBe('RESUBMIT');
    expect(editEffect('ACTIVE')).toBe('PENDING_CHANGE');
    expect(editEffect('INACTIVE')).toBe('REFUSE_DELETED');
  });
});
