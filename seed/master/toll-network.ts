import type { TPlazaDefinition, TTariff } from '../../backend/src/services/toll/toll-network';

// Plausible values, not checked against the Department of Highways' published tariffs for these
// plazas: replace them with the gazetted rates before real billing. Satang, VAT included.
const M9_TARIFF: TTariff = { 1: 3000, 2: 5000, 3: 7000 };
const M9_SOUTH_TARIFF: TTariff = { 1: 2500, 2: 4000, 3: 6000 };

function plaza(code: string, nameTh: string, nameEn: string, tariff: TTariff, gantries: TPlazaDefinition['gantries']): TPlazaDefinition {
  return { code, nameTh, nameEn, route: 'M9', tariff: { ...tariff }, gantries };
}

type TPosition = TPlazaDefinition['gantries'][number]['position'];

/** Kilometre marker along the route, then latitude and longitude (WGS 84 degrees). */
const at = (kmMarker: number, latitude: number, longitude: number): TPosition => ({ kmMarker, latitude, longitude });

function gantry(
  plazaCode: string,
  number: number,
  nameTh: string,
  nameEn: string,
  direction: 'INBOUND' | 'OUTBOUND',
  lanes: number,
  position: TPosition,
) {
  return { code: `${plazaCode}-G${number}`, nameTh, nameEn, direction, lanes, position };
}

/**
 * The barrier-free plazas of Motorway 9, the eastern outer ring road, and their camera gantries:
 * the reference data of the toll module (toll_plaza, toll_gantry) and of the portal's master
 * lists `plazas` and `gantries`. M-Flow opened on the four plazas of Thap Chang 1 and 2 and
 * Thanyaburi 1 and 2; Dokmai, Bang Kaeo and Bang Phli complete the ring as the issue names them.
 *
 * Positions (decision 0058) are plausible, not surveyed: kilometre markers counted along M9 from
 * its northern end at Bang Pa-in southwards, and coordinates on the motorway near each plaza, the
 * straight line between two gantries never longer than the road between them. A plaza's gantries
 * share its kilometre marker: a second gantry of one direction covers other lanes beside the first,
 * so one car is never read under both. Replace them with the Department of Highways' surveyed
 * figures before flagging anyone for real.
 */
export const TOLL_NETWORK: readonly TPlazaDefinition[] = [
  plaza('M9-TC1', 'ทับช้าง 1', 'Thap Chang 1', M9_TARIFF, [
    gantry('M9-TC1', 1, 'ทับช้าง 1 ขาเข้า ชุดที่ 1', 'Thap Chang 1 inbound, gantry 1', 'INBOUND', 4, at(49.8, 13.7566, 100.6928)),
    gantry('M9-TC1', 2, 'ทับช้าง 1 ขาเข้า ชุดที่ 2', 'Thap Chang 1 inbound, gantry 2', 'INBOUND', 3, at(49.8, 13.7566, 100.6926)),
    gantry('M9-TC1', 3, 'ทับช้าง 1 ขาออก', 'Thap Chang 1 outbound', 'OUTBOUND', 4, at(49.8, 13.7566, 100.6934)),
  ]),
  plaza('M9-TC2', 'ทับช้าง 2', 'Thap Chang 2', M9_TARIFF, [
    gantry('M9-TC2', 1, 'ทับช้าง 2 ขาเข้า', 'Thap Chang 2 inbound', 'INBOUND', 4, at(51.7, 13.7395, 100.6936)),
    gantry('M9-TC2', 2, 'ทับช้าง 2 ขาออก', 'Thap Chang 2 outbound', 'OUTBOUND', 4, at(51.7, 13.7395, 100.6941)),
  ]),
  plaza('M9-TB1', 'ธัญบุรี 1', 'Thanyaburi 1', M9_TARIFF, [
    gantry('M9-TB1', 1, 'ธัญบุรี 1 ขาเข้า', 'Thanyaburi 1 inbound', 'INBOUND', 4, at(21.4, 14.0062, 100.7153)),
    gantry('M9-TB1', 2, 'ธัญบุรี 1 ขาออก ชุดที่ 1', 'Thanyaburi 1 outbound, gantry 1', 'OUTBOUND', 4, at(21.4, 14.0062, 100.7158)),
    gantry('M9-TB1', 3, 'ธัญบุรี 1 ขาออก ชุดที่ 2', 'Thanyaburi 1 outbound, gantry 2', 'OUTBOUND', 3, at(21.4, 14.0062, 100.716)),
  ]),
  plaza('M9-TB2', 'ธัญบุรี 2', 'Thanyaburi 2', M9_TARIFF, [
    gantry('M9-TB2', 1, 'ธัญบุรี 2 ขาเข้า', 'Thanyaburi 2 inbound', 'INBOUND', 4, at(24.3, 13.9805, 100.7196)),
    gantry('M9-TB2', 2, 'ธัญบุรี 2 ขาออก', 'Thanyaburi 2 outbound', 'OUTBOUND', 4, at(24.3, 13.9805, 100.7201)),
  ]),
  plaza('M9-DM', 'ดอกไม้', 'Dokmai', M9_TARIFF, [
    gantry('M9-DM', 1, 'ดอกไม้ ขาเข้า', 'Dokmai inbound', 'INBOUND', 3, at(58.3, 13.6808, 100.6893)),
    gantry('M9-DM', 2, 'ดอกไม้ ขาออก', 'Dokmai outbound', 'OUTBOUND', 3, at(58.3, 13.6808, 100.6898)),
  ]),
  plaza('M9-BK', 'บางแก้ว', 'Bang Kaeo', M9_SOUTH_TARIFF, [
    gantry('M9-BK', 1, 'บางแก้ว ขาเข้า', 'Bang Kaeo inbound', 'INBOUND', 3, at(66.8, 13.635, 100.699)),
    gantry('M9-BK', 2, 'บางแก้ว ขาออก', 'Bang Kaeo outbound', 'OUTBOUND', 3, at(66.8, 13.635, 100.6995)),
  ]),
  plaza('M9-BP', 'บางพลี', 'Bang Phli', M9_SOUTH_TARIFF, [
    gantry('M9-BP', 1, 'บางพลี ขาเข้า', 'Bang Phli inbound', 'INBOUND', 4, at(81.4, 13.5985, 100.596)),
    gantry('M9-BP', 2, 'บางพลี ขาออก', 'Bang Phli outbound', 'OUTBOUND', 4, at(81.4, 13.5985, 100.5965)),
  ]),
];
