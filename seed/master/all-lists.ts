import { addressLists } from './address-lists';
import { bankLists } from './bank-lists';
import { peopleLists } from './people-lists';
import { serviceLists } from './service-lists';
import { tollPlazaLists } from './toll-plaza-lists';
import type { MasterList } from './types';
import { vehicleLists } from './vehicle-lists';

/** Every master list the portal serves, in the order they are loaded. Async because the address dataset loads lazily. */
export async function allMasterLists(): Promise<MasterList[]> {
  return [...(await addressLists()), ...peopleLists, ...bankLists, ...vehicleLists, ...serviceLists, ...tollPlazaLists];
}
