import type { TDatabase } from '../../platform/db/database';
import type { TErrorItem } from '../../platform/errors/app-error';
import type { TLanguage } from '../../platform/errors/error-catalogue';
import { isChassisLast5, normaliseChassisLast5 } from '@mflow/contracts/vehicle/chassis';
import type { TFleetImportInputRow } from '@mflow/contracts/vehicle/fleet-import.contract';
import { isPlateNumber, normalisePlate } from '@mflow/contracts/vehicle/plate';
import { OWNER_FLAGS, type TOwnerFlag } from '@mflow/contracts/vehicle/vehicle-kinds';
import { listMasterItems } from '../master/master.service';
import type { TRegisteredVehicle } from '../../platform/ports';

/** A province as people write it in a spreadsheet: the master list's code, or its Thai or English name. */
export async function provinceFinder(db: TDatabase, language: TLanguage): Promise<(typed: string) => string | undefined> {
  const provinces = await listMasterItems({ db, name: 'provinces', language });
  const byName = new Map<string, string>();
  const key = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  for (const province of provinces) {
    for (const name of [province.code, province.nameTh, province.nameEn]) byName.set(key(name), province.code);
  }
  return (typed) => byName.get(key(typed));
}

export type TCandidate = {
  input: TFleetImportInputRow;
  plateNumber: string;
  provinceCode: string | undefined;
  chassisLast5: string;
  ownerFlag: TOwnerFlag | undefined;
  problems: TErrorItem[];
  registered?: TRegisteredVehicle;
};

/** The checks a row's own text must pass before anything is looked up. */
export function checkRowFormat(input: TFleetImportInputRow, provinceOf: (typed: string) => string | undefined): TCandidate {
  const problems: TErrorItem[] = [];
  const required = (value: string, column: string) => {
    if (value === '') problems.push({ code: 'ERR_COMMON_0004', params: { field: column } });
    return value !== '';
  };
  if (required(input.plateNumber, 'plate_number') && !isPlateNumber(input.plateNumber)) problems.push({ code: 'ERR_VEH_0001' });
  const provinceCode = input.province === '' ? undefined : provinceOf(input.province);
  if (required(input.province, 'province') && !provinceCode) problems.push({ code: 'ERR_VEH_0035', params: { province: input.province } });
  if (required(input.chassisLast5, 'chassis_last5') && !isChassisLast5(input.chassisLast5)) problems.push({ code: 'ERR_VEH_0003' });
  const flag = input.ownerFlag.toUpperCase();
  const ownerFlag = (OWNER_FLAGS as readonly string[]).includes(flag) ? (flag as TOwnerFlag) : undefined;
  if (required(input.ownerFlag, 'owner_flag') && !ownerFlag) problems.push({ code: 'ERR_COMMON_0002', params: { field: 'owner_flag' } });
  return {
    input,
    plateNumber: isPlateNumber(input.plateNumber) ? normalisePlate(input.plateNumber) : input.plateNumber,
    provinceCode,
    chassisLast5: normaliseChassisLast5(input.chassisLast5),
    ownerFlag,
    problems,
  };
}
