import type { TQueryable } from '../../platform/db/database';
import type { TErrorItem } from '../../platform/errors/app-error';
import { findMasterItems } from '../master/master.service';
import { type TAddressInput } from '@mflow/contracts/rules/address';

export type TChoiceCheck = { list: string; code: string; field: string; titleFor?: 'INDIVIDUAL' | 'JURISTIC' };

/** Codes that must come from a master list (titles, nationalities, juristic types): one error per unknown code. */
export async function unknownChoices({ db, checks }: { db: TQueryable; checks: TChoiceCheck[] }): Promise<TErrorItem[]> {
  const items = await findMasterItems({ db, keys: checks.map((check) => ({ listName: check.list, code: check.code })) });
  return checks.flatMap((check): TErrorItem[] => {
    const item = items.find((candidate) => candidate.listName === check.list && candidate.code === check.code);
    const fits = item !== undefined && (check.titleFor === undefined || item.extra?.for === check.titleFor);
    return fits ? [] : [{ code: 'ERR_CUST_0047', params: { field: check.field } }];
  });
}

/**
 * An address must name a province, a district of that province, a sub-district of that district
 * and one of that sub-district's postal codes, as in the master lists the portal's dropdowns show.
 */
export async function addressFits({ db, address }: { db: TQueryable; address: TAddressInput }): Promise<boolean> {
  const rows = await findMasterItems({
    db,
    keys: [
      { listName: 'provinces', code: address.provinceCode },
      { listName: 'districts', code: address.districtCode },
      { listName: 'subdistricts', code: address.subDistrictCode },
    ],
  });
  const province = rows.find((row) => row.listName === 'provinces');
  const district = rows.find((row) => row.listName === 'districts');
  const subDistrict = rows.find((row) => row.listName === 'subdistricts');
  if (!province || district?.parentCode !== address.provinceCode || subDistrict?.parentCode !== address.districtCode) return false;
  const extra = subDistrict.extra ?? {};
  const postalCodes = Array.isArray(extra.postalCodes) ? extra.postalCodes : [extra.postalCode];
  return postalCodes.includes(address.postalCode);
}

/** One ERR_CUST_0026 per address that does not fit, named by its place in the request. */
export async function addressProblems({
  db,
  addresses,
}: {
  db: TQueryable;
  addresses: Record<string, TAddressInput>;
}): Promise<TErrorItem[]> {
  const problems: TErrorItem[] = [];
  for (const [field, address] of Object.entries(addresses)) {
    if (!(await addressFits({ db, address }))) problems.push({ code: 'ERR_CUST_0026', params: { field } });
  }
  return problems;
}
