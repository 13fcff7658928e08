import type { TMasterItem } from '@mflow/contracts/master/master.contract';
import type { TRegistrationDetail } from '@mflow/contracts/staff/staff.contract';
import type { Language } from '@mflow/ui/api/api-types';
import { masterList } from './staff-api';
import type { StaffApiClient } from './staff-api-client';

export type MasterListName =
  | 'titles'
  | 'nationalities'
  | 'genders'
  | 'juristictypes'
  | 'provinces'
  | 'districts'
  | 'subdistricts'
  | 'vehicletypes'
  | 'vehiclebrands'
  | 'colours'
  | 'vehicleclasses'
  | 'platetypes';

/** Items by code, per list; a district or sub-district list holds the items under every parent asked for. */
export type MasterNames = Partial<Record<MasterListName, ReadonlyMap<string, TMasterItem>>>;

type ListRequest = { name: MasterListName; parent?: string };

/** The lists a registration's codes belong to: people and company lists, and the address lists under its provinces and districts. */
function listsFor(detail: Pick<TRegistrationDetail, 'addresses'>): ListRequest[] {
  const provinces = [...new Set(detail.addresses.map((address) => address.provinceCode))];
  const districts = [...new Set(detail.addresses.map((address) => address.districtCode))];
  return [
    { name: 'titles' },
    { name: 'nationalities' },
    { name: 'genders' },
    { name: 'juristictypes' },
    { name: 'provinces' },
    ...provinces.map((parent) => ({ name: 'districts' as const, parent })),
    ...districts.map((parent) => ({ name: 'subdistricts' as const, parent })),
  ];
}

/** Master data hardly changes, so each list is fetched once per page load. */
const cache = new Map<string, Promise<TMasterItem[]>>();

export function loadMasterNames(api: StaffApiClient, detail: Pick<TRegistrationDetail, 'addresses'>): Promise<MasterNames> {
  return loadLists(api, listsFor(detail));
}

/** The lists a vehicle's codes belong to. */
export function loadVehicleMasterNames(api: StaffApiClient): Promise<MasterNames> {
  return loadLists(
    api,
    (['provinces', 'vehicletypes', 'vehiclebrands', 'colours', 'vehicleclasses', 'platetypes'] as const).map((name) => ({ name })),
  );
}

/** The provinces, for a plate's province. */
export function loadProvinceNames(api: StaffApiClient): Promise<MasterNames> {
  return loadLists(api, [{ name: 'provinces' }]);
}

async function loadLists(api: StaffApiClient, requests: ListRequest[]): Promise<MasterNames> {
  let key: Promise<string> | undefined;
  const accessKey = () => (key ??= api.accessKey());
  const lists = await Promise.all(
    requests.map(async (request) => {
      const cacheKey = `${request.name}:${request.parent ?? ''}`;
      let items = cache.get(cacheKey);
      if (!items) {
        items = accessKey().then((accessKeyValue) =>
          masterList(api, request.name, request.parent, accessKeyValue).then((list) => list.items),
        );
        cache.set(cacheKey, items);
        items.catch(() => cache.delete(cacheKey));
      }
      return { name: request.name, items: await items };
    }),
  );
  const names: Record<string, Map<string, TMasterItem>> = {};
  for (const { name, items } of lists) {
    const map = (names[name] ??= new Map());
    for (const item of items) map.set(item.code, item);
  }
  return names;
}

/** The name of a code in the language shown; the code itself when the list does not know it (or could not be loaded). */
export function nameOf(names: MasterNames, list: MasterListName, code: string | null | undefined, language: Language): string | undefined {
  if (!code) return undefined;
  const item = names[list]?.get(code);
  if (!item) return code;
  return language === 'EN' ? item.nameEn : item.nameTh;
}
