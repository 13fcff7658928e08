import { isPlateNumber, normalisePlate, PLATE_TYPES, plateFitsType, plateFormatsOf, plateTypesFor } from './plate';

describe('Thai licence plates (requirements/vehicles.md#vehicle-fields)', () => {
  it.each([
    ['1กข 1234', 'STANDARD'],
    ['กข 1234', 'STANDARD'],
    ['ก 1', 'STANDARD'],
    ['9ขฮ 9999', 'STANDARD'],
    ['70-1234', 'TRUCK'],
    ['10-0001', 'TRUCK'],
    ['ทบ 12345', 'MILITARY'],
    ['ท 12-3456', 'DIPLOMATIC'],
    ['พ 123-4', 'DIPLOMATIC'],
    ['อ 12-3456', 'INTERNATIONAL_ORGANISATION'],
    ['ABC 1234', 'FOREIGN'],
  ])('reads %s as a %s plate', (plate, format) => {
    expect(plateFormatsOf(plate)).toContain(format);
    expect(isPlateNumber(plate)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['1234', 'digits only'],
    ['กข', 'letters only'],
    ['กข 0123', 'a leading zero'],
    ['กข 12345', 'five digits on a normal plate'],
    ['0กข 1234', 'a leading 0'],
    ['กขค 1234', 'three letters'],
    ['7-1234', 'a one-digit truck prefix'],
    ['70-123', 'three digits after the truck dash'],
    ['70-12345', 'five digits after the truck dash'],
    ['ทบ 123456', 'six digits on a military plate'],
    ['ท 1-3456', 'a one-digit mission number'],
    ['กข 12a4', 'a Latin letter among Thai digits'],
    ['A', 'a single Latin character'],
    ['ABCDEFGHIJK', 'eleven Latin characters'],
  ])('refuses %j (%s)', (plate) => {
    expect(isPlateNumber(plate)).toBe(false);
  });

  it('keeps one spelling: spaces, dots and case do not make another plate', () => {
    expect(normalisePlate('1กข1234')).toBe('1กข 1234');
    expect(normalisePlate('  1  กข   1234 ')).toBe('1กข 1234');
    expect(normalisePlate('70 - 1234')).toBe('70-1234');
    expect(normalisePlate('ทบ.12345')).toBe('ทบ 12345');
    expect(normalisePlate('ท12-3456')).toBe('ท 12-3456');
    expect(normalisePlate('abc 1234')).toBe('ABC 1234');
    expect(normalisePlate('not a plate!')).toBe('NOT A PLATE!');
  });

  it('matches a plate with its plate type: the special plates have their own formats', () => {
    expect(plateFitsType('1กข 1234', 'PRIVATE')).toBe(true);
    expect(plateFitsType('1กข 1234', 'MILITARY')).toBe(false);
    expect(plateFitsType('ทบ 12345', 'MILITARY')).toBe(true);
    expect(plateFitsType('ทบ 12345', 'PRIVATE')).toBe(false);
    expect(plateFitsType('ทบ 1234', 'PRIVATE')).toBe(true);
    expect(plateFitsType('ทบ 1234', 'MILITARY')).toBe(true);
    expect(plateFitsType('70-1234', 'COMMERCIAL')).toBe(true);
    expect(plateFitsType('70-1234', 'PRIVATE')).toBe(false);
    expect(plateFitsType('ท 12-3456', 'DIPLOMATIC')).toBe(true);
    expect(plateFitsType('ท 12-3456', 'INTERNATIONAL_ORGANISATION')).toBe(false);
    expect(plateFitsType('อ 12-3456', 'INTERNATIONAL_ORGANISATION')).toBe(true);
    expect(plateFitsType('อ 12-3456', 'DIPLOMATIC')).toBe(false);
  });

  it('offers the plate types a spelling can be', () => {
    expect(plateTypesFor('70-1234')).toEqual(['PUBLIC', 'COMMERCIAL']);
    expect(plateTypesFor('อ 12-3456')).toEqual(['INTERNATIONAL_ORGANISATION']);
    expect(plateTypesFor('nonsense plate!')).toEqual([]);
    expect(PLATE_TYPES).toContain('DIPLOMATIC');
  });
});
