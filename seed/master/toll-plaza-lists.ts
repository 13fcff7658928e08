import type { MasterItem, MasterList } from './types';
import type { VehicleClassCode } from './vehicle-lists';

/** Toll per class in satang, VAT included, so billing never rounds fractions of a baht. */
type Tariff = Record<VehicleClassCode, number>;
type PlazaExtra = { route: 'M9'; tariff: Tariff };
type GantryExtra = { lanes: number; direction: 'INBOUND' | 'OUTBOUND' };

// Plausible values (30 / 50 / 70 baht), not checked against the Department of Highways' published
// M-Flow tariff for these plazas: replace them with the gazetted rates before real billing.
const M9_TARIFF: Tariff = { C1: 3000, C2: 5000, C3: 7000 };

function plaza(code: string, nameTh: string, nameEn: string): MasterItem {
  const extra: PlazaExtra = { route: 'M9', tariff: { ...M9_TARIFF } };
  return { code, nameTh, nameEn, extra };
}

/** The four barrier-free (M-Flow) plazas on Motorway 9, the eastern outer ring road. */
const plazas: MasterList = {
  name: 'plazas',
  items: [
    plaza('M9-TC1', 'ทับช้าง 1', 'Thap Chang 1'),
    plaza('M9-TC2', 'ทับช้าง 2', 'Thap Chang 2'),
    plaza('M9-TB1', 'ธัญบุรี 1', 'Thanyaburi 1'),
    plaza('M9-TB2', 'ธัญบุรี 2', 'Thanyaburi 2'),
  ],
};

function gantry(plazaCode: string, number: number, nameTh: string, nameEn: string, extra: GantryExtra): MasterItem {
  return { code: `${plazaCode}-G${number}`, nameTh, nameEn, parentCode: plazaCode, extra };
}

/** Camera gantries that record passages; a toll transaction names the gantry and, through it, the plaza. */
const gantries: MasterList = {
  name: 'gantries',
  items: [
    gantry('M9-TC1', 1, 'ทับช้าง 1 ขาเข้า ชุดที่ 1', 'Thap Chang 1 inbound, gantry 1', { lanes: 4, direction: 'INBOUND' }),
    gantry('M9-TC1', 2, 'ทับช้าง 1 ขาเข้า ชุดที่ 2', 'Thap Chang 1 inbound, gantry 2', { lanes: 3, direction: 'INBOUND' }),
    gantry('M9-TC1', 3, 'ทับช้าง 1 ขาออก', 'Thap Chang 1 outbound', { lanes: 4, direction: 'OUTBOUND' }),
    gantry('M9-TC2', 1, 'ทับช้าง 2 ขาเข้า', 'Thap Chang 2 inbound', { lanes: 4, direction: 'INBOUND' }),
    gantry('M9-TC2', 2, 'ทับช้าง 2 ขาออก', 'Thap Chang 2 outbound', { lanes: 4, direction: 'OUTBOUND' }),
    gantry('M9-TB1', 1, 'ธัญบุรี 1 ขาเข้า', 'Thanyaburi 1 inbound', { lanes: 4, direction: 'INBOUND' }),
    gantry('M9-TB1', 2, 'ธัญบุรี 1 ขาออก ชุดที่ 1', 'Thanyaburi 1 outbound, gantry 1', { lanes: 4, direction: 'OUTBOUND' }),
    gantry('M9-TB1', 3, 'ธัญบุรี 1 ขาออก ชุดที่ 2', 'Thanyaburi 1 outbound, gantry 2', { lanes: 3, direction: 'OUTBOUND' }),
    gantry('M9-TB2', 1, 'ธัญบุรี 2 ขาเข้า', 'Thanyaburi 2 inbound', { lanes: 4, direction: 'INBOUND' }),
    gantry('M9-TB2', 2, 'ธัญบุรี 2 ขาออก', 'Thanyaburi 2 outbound', { lanes: 4, direction: 'OUTBOUND' }),
  ],
};

export const tollPlazaLists: readonly MasterList[] = [plazas, gantries];
