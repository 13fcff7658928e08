import { TOLL_NETWORK } from './toll-network';
import type { MasterList } from './types';
import type { VehicleClassCode } from './vehicle-lists';

/**
 * The plazas and gantries as master lists, for the portal's choices (a dispute names its gantry):
 * drawn from the toll module's reference data, so both always name the same road. A plaza's
 * tariff is keyed by the `vehicleclasses` codes, in satang with VAT included.
 */
const plazas: MasterList = {
  name: 'plazas',
  items: TOLL_NETWORK.map((plaza) => {
    const tariff: Record<VehicleClassCode, number> = { C1: plaza.tariff[1], C2: plaza.tariff[2], C3: plaza.tariff[3] };
    return { code: plaza.code, nameTh: plaza.nameTh, nameEn: plaza.nameEn, extra: { route: plaza.route, tariff } };
  }),
};

/** Camera gantries that record passages; a toll transaction names the gantry and, through it, the plaza. */
const gantries: MasterList = {
  name: 'gantries',
  items: TOLL_NETWORK.flatMap((plaza) =>
    plaza.gantries.map((gantry) => ({
      code: gantry.code,
      nameTh: gantry.nameTh,
      nameEn: gantry.nameEn,
      parentCode: plaza.code,
      extra: { lanes: gantry.lanes, direction: gantry.direction },
    })),
  ),
};

export const tollPlazaLists: readonly MasterList[] = [plazas, gantries];
