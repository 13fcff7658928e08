import type { TQueryable } from '../../platform/db/database';
import { AppError, type TErrorItem } from '../../platform/errors/app-error';
import { allowedUploadTypes } from '@mflow/contracts/customer/documents';
import { chassisMatches } from '@mflow/contracts/vehicle/chassis';
import { UPLOAD_TYPE_OF_SLOT } from '@mflow/contracts/vehicle/vehicle-documents';
import type { TOwnerFlag } from '@mflow/contracts/vehicle/vehicle-kinds';
import { findOwnedFile } from '../file/file.service';
import { findMasterItems } from '../master/master.service';
import type { TRegisteredVehicle, TRegistries } from '../../platform/ports';
import { isRegisteredOwner, type TDocumentRow, type TRegistrant } from './vehicle-rules';

/** The fields of the form that must come from master lists. */
export type TMasterChoices = {
  provinceCode?: string;
  vehicleTypeCode: string;
  brandCode: string;
  colourCodes: string[];
  categoryGroup: string;
};

/**
 * Codes that must come from the master lists: the province, the vehicle type (whose class must be
 * the category group), the brand and each colour. All problems at once, in one query.
 */
export async function masterProblems({ db, choices }: { db: TQueryable; choices: TMasterChoices }): Promise<TErrorItem[]> {
  const keys = [
    ...(choices.provinceCode === undefined ? [] : [{ listName: 'provinces', code: choices.provinceCode }]),
    { listName: 'vehicletypes', code: choices.vehicleTypeCode },
    { listName: 'vehiclebrands', code: choices.brandCode },
    ...choices.colourCodes.map((code) => ({ listName: 'colours', code })),
  ];
  const items = await findMasterItems({ db, keys });
  const find = (listName: string, code: string) => items.find((item) => item.listName === listName && item.code === code);
  const problems: TErrorItem[] = [];
  if (choices.provinceCode !== undefined && !find('provinces', choices.provinceCode)) {
    problems.push({ code: 'ERR_VEH_0035', params: { province: choices.provinceCode, field: 'provinceCode' } });
  }
  const vehicleType = find('vehicletypes', choices.vehicleTypeCode);
  if (!vehicleType) problems.push({ code: 'ERR_CUST_0047', params: { field: 'vehicleTypeCode' } });
  else if (vehicleType.extra?.vehicleClass !== choices.categoryGroup)
    problems.push({ code: 'ERR_VEH_0028', params: { field: 'vehicleTypeCode' } });
  if (!find('vehiclebrands', choices.brandCode)) problems.push({ code: 'ERR_CUST_0047', params: { field: 'brandCode' } });
  choices.colourCodes.forEach((code, index) => {
    if (!find('colours', code)) problems.push({ code: 'ERR_CUST_0047', params: { field: `colourCodes.${index}` } });
  });
  return problems;
}

function fieldOf(row: TDocumentRow): string {
  return row.slot === 'registrationBook' ? `documents.registrationBook.${row.page - 1}` : `documents.${row.slot}`;
}

/**
 * Each document is a file the customer uploaded, for this slot (or for no slot in particular),
 * in a format the slot takes: a photo is JPG or PNG, a paper document may also be PDF. The type
 * was decided by the file's content when it was uploaded, whatever its name said.
 */
export async function documentProblems({
  db,
  customerId,
  documents,
}: {
  db: TQueryable;
  customerId: string;
  documents: TDocumentRow[];
}): Promise<TErrorItem[]> {
  const problems: TErrorItem[] = [];
  for (const row of documents) {
    const uploadType = UPLOAD_TYPE_OF_SLOT[row.slot];
    const file = await findOwnedFile({ db, fileId: row.fileId, customerId });
    const fits =
      file !== undefined &&
      (file.documentType === null || file.documentType === uploadType) &&
      allowedUploadTypes(uploadType).includes(file.mimeType);
    if (!fits) problems.push({ code: 'ERR_VEH_0027', params: { field: fieldOf(row) } });
  }
  return problems;
}

export function throwProblems(problems: TErrorItem[]): void {
  if (problems.length > 0) throw AppError.many(problems as [TErrorItem, ...TErrorItem[]]);
}

/** The verdict of the land-transport record on one vehicle, as a catalogue code, or undefined when it passes. */
export function registryVerdict(options: {
  registered: TRegisteredVehicle | undefined;
  chassisLast5: string;
  ownerFlag: TOwnerFlag;
  registrant: TRegistrant | undefined;
}): 'ERR_VEH_0020' | 'ERR_VEH_0021' | undefined {
  const { registered, chassisLast5, ownerFlag, registrant } = options;
  if (!registered || !chassisMatches(registered.chassisNumber, chassisLast5)) return 'ERR_VEH_0020';
  if (ownerFlag === 'OWN' && (!registrant || !isRegisteredOwner(registered, registrant))) return 'ERR_VEH_0021';
  return undefined;
}

type RegistryCheckOptions = {
  registries: TRegistries;
  plateNumber: string;
  provinceCode: string;
  chassisLast5: string;
  ownerFlag: TOwnerFlag;
  registrant: TRegistrant | undefined;
};

/**
 * requirements/vehicles.md#land-transport-check, the registrant's data matching the land transport record: the plate and
 * province name a registered vehicle whose chassis ends with the typed 5 characters
 * (ERR_VEH_0020), and an own vehicle is registered to the registrant (ERR_VEH_0021).
 */
export async function checkAgainstRegistry(options: RegistryCheckOptions): Promise<TRegisteredVehicle> {
  const { registries, plateNumber, provinceCode } = options;
  const registered = await registries.vehicle.findVehicle({ plateNumber, provinceCode });
  const verdict = registryVerdict({ ...options, registered });
  if (verdict || !registered) throw new AppError(verdict ?? 'ERR_VEH_0020');
  return registered;
}
