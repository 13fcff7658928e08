/**
 * The simulated land-transport registry (the department of land transport's record): for each
 * vehicle its plate, province, full chassis number, brand, type, colours, category group, axle
 * count and registered owner (a person's ID or passport number, a company's juristic number).
 * Adding a vehicle checks the plate, the chassis's last 5 characters and the owner here.
 *
 * Chassis numbers end in memorable groups, so the README can list what to type: demo accounts'
 * vehicles end in 1xxxx, vehicles free to add in 2xxxx, other people's and companies' in 3xxxx.
 */
import type { TPlateType } from '@mflow/contracts/vehicle/plate';
import type { TCategoryGroup } from '@mflow/contracts/vehicle/vehicle-kinds';

export type TRegistryVehicle = {
  plateNumber: string;
  provinceCode: string;
  plateType: TPlateType;
  chassisNumber: string;
  brandCode: string;
  vehicleTypeCode: string;
  colourCodes: string[];
  categoryGroup: TCategoryGroup;
  axleCount: number;
  ownerType: 'PERSON' | 'COMPANY';
  ownerId: string;
  ownerName: string;
};

/** Owners, by the number the registry files them under. */
const OWNERS = {
  somchai: { type: 'PERSON', id: '8620966542878', name: 'นายสมชาย ใจดี' },
  somsri: { type: 'PERSON', id: '1512393704501', name: 'นางสมศรี ใจดี' },
  malee: { type: 'PERSON', id: '3987471742921', name: 'นางสาวมาลี รักไทย' },
  prasert: { type: 'PERSON', id: '1197686335388', name: 'นายประเสริฐ วงศ์สวัสดิ์' },
  wanphen: { type: 'PERSON', id: '3993467365325', name: 'นางวันเพ็ญ ศรีสุข' },
  anucha: { type: 'PERSON', id: '5418820020871', name: 'นายอนุชา บุญมา' },
  johnSmith: { type: 'PERSON', id: 'GB5512034', name: 'Mr John Smith' },
  pranee: { type: 'PERSON', id: '1103700012346', name: 'นางปราณี มั่งมี' },
  siamLogistics: { type: 'COMPANY', id: '0205395067394', name: 'บริษัท สยามโลจิสติกส์ จำกัด' },
  krungthepTransport: { type: 'COMPANY', id: '0203079380221', name: 'บริษัท กรุงเทพขนส่ง จำกัด' },
  thaiExpressway: { type: 'COMPANY', id: '0305183815949', name: 'บริษัท ไทยเอ็กซ์เพรสเวย์ จำกัด (มหาชน)' },
  isanCarRent: { type: 'COMPANY', id: '0505990862861', name: 'บริษัท อีสานคาร์เรนท์ จำกัด' },
  royalThaiArmy: { type: 'COMPANY', id: '0994000160691', name: 'กองทัพบก' },
  embassyOfJapan: { type: 'COMPANY', id: '0994000123451', name: 'สถานเอกอัครราชทูตญี่ปุ่นประจำประเทศไทย' },
  unescap: { type: 'COMPANY', id: '0993000543211', name: 'คณะกรรมาธิการเศรษฐกิจและสังคมแห่งสหประชาชาติสำหรับเอเชียและแปซิฟิก (UNESCAP)' },
} as const satisfies Record<string, { type: 'PERSON' | 'COMPANY'; id: string; name: string }>;

type TOwnerKey = keyof typeof OWNERS;

/** [plate, province, plate type, chassis (17), brand, type, colours, class, axles, owner] */
type TRow = [string, string, TPlateType, string, string, string, string[], TCategoryGroup, number, TOwnerKey];

const ROWS: TRow[] = [
  // The demo individual's two active vehicles (seeded into the account) and two free to add.
  ['1กข 1234', '10', 'PRIVATE', 'MR053REH105010001', 'TOYOTA', 'RY1', ['WHITE'], 'C1', 2, 'somchai'],
  ['กท 5678', '10', 'PRIVATE', 'MRHGM6650NP010002', 'HONDA', 'RY1', ['SILVER', 'BLACK'], 'C1', 2, 'somchai'],
  ['2กค 4321', '10', 'PRIVATE', 'MMTJNKB40NH020001', 'MITSUBISHI', 'RY3', ['GREY'], 'C1', 2, 'somchai'],
  ['ขว 999', '12', 'AUCTION', 'JMZKF2W7A0M020002', 'MAZDA', 'RY1', ['RED'], 'C1', 2, 'somchai'],
  // Somsri Jaidee's: the demo individual may add it as someone else's, with her consent letter.
  ['3กบ 2468', '10', 'PRIVATE', 'MRHFC1650NP030001', 'HONDA', 'RY1', ['WHITE'], 'C1', 2, 'somsri'],
  // People in the population registry who have not registered yet.
  ['ฆค 7777', '12', 'PRIVATE', 'MR0KB8CD0P1030002', 'TOYOTA', 'RY3', ['BLACK'], 'C1', 2, 'somsri'],
  ['1กม 3344', '10', 'PRIVATE', 'LGXC74C4XP0030003', 'BYD', 'RY1', ['BLUE'], 'C1', 2, 'malee'],
  ['1ขข 5050', '20', 'PRIVATE', 'MPATFS86JPT030004', 'ISUZU', 'RY3', ['WHITE'], 'C1', 2, 'prasert'],
  ['งง 1010', '10', 'PRIVATE', 'LGXCE4CB9P0030005', 'BYD', 'RY1', ['LIGHT_BLUE'], 'C1', 2, 'wanphen'],
  ['5กก 8888', '30', 'PRIVATE', 'MNTBB7A99P6030006', 'NISSAN', 'RY2', ['GOLD'], 'C1', 2, 'anucha'],
  ['ฉช 4455', '10', 'PRIVATE', 'WBA11AA050FN30007', 'BMW', 'RY1', ['BLACK'], 'C1', 2, 'johnSmith'],
  ['ขจ 2468', '10', 'PRIVATE', 'MRHFC1650NP030008', 'HONDA', 'RY1', ['WHITE'], 'C1', 2, 'pranee'],
  // The demo company's fleet in its account: seven active, one awaiting approval, one rejected.
  ['70-1001', '10', 'COMMERCIAL', 'JHHAFJ4H30K010101', 'HINO', 'TRUCK_10W', ['WHITE'], 'C3', 4, 'siamLogistics'],
  ['70-1002', '10', 'COMMERCIAL', 'JAANPR75HP7010102', 'ISUZU', 'TRUCK_6W', ['WHITE', 'BLUE'], 'C2', 3, 'siamLogistics'],
  ['70-1003', '11', 'COMMERCIAL', 'YV2RT40A0PA010103', 'VOLVO', 'SEMI_TRAILER', ['RED'], 'C3', 6, 'siamLogistics'],
  ['70-1004', '11', 'COMMERCIAL', 'JAANQR75HP7010104', 'ISUZU', 'TRUCK_6W', ['WHITE'], 'C2', 3, 'siamLogistics'],
  ['71-2001', '10', 'COMMERCIAL', 'JHHUCL2H40K010105', 'HINO', 'TRUCK_10W', ['GREEN'], 'C3', 4, 'siamLogistics'],
  ['3ขก 1111', '10', 'PRIVATE', 'MR0HA3CD0P0010106', 'TOYOTA', 'RY3', ['WHITE'], 'C1', 2, 'siamLogistics'],
  ['4ขก 2222', '10', 'PRIVATE', 'MRHFE2650NP010107', 'HONDA', 'RY1', ['BLACK'], 'C1', 2, 'siamLogistics'],
  ['70-1005', '10', 'COMMERCIAL', 'JAANPR75HP7010108', 'ISUZU', 'TRUCK_6W', ['WHITE'], 'C2', 3, 'siamLogistics'],
  ['70-1006', '10', 'COMMERCIAL', 'JHHAFJ4H30K010109', 'HINO', 'TRUCK_10W', ['ORANGE'], 'C3', 4, 'siamLogistics'],
  // The demo company's vehicles free to add (a fleet file), one of them leased from a rental company.
  ['70-1007', '10', 'COMMERCIAL', 'JAANPR75HP7020101', 'ISUZU', 'TRUCK_6W', ['WHITE'], 'C2', 3, 'siamLogistics'],
  ['70-1008', '10', 'COMMERCIAL', 'JHHAFJ4H30K020102', 'HINO', 'TRUCK_10W', ['WHITE'], 'C3', 4, 'siamLogistics'],
  ['70-1009', '20', 'COMMERCIAL', 'JAANQR75HP7020103', 'ISUZU', 'TRUCK_6W', ['BLUE'], 'C2', 3, 'siamLogistics'],
  ['70-1010', '20', 'COMMERCIAL', 'YV2RT40A0PA020104', 'VOLVO', 'TRUCK_TRAILER', ['WHITE'], 'C3', 6, 'siamLogistics'],
  ['5ขก 3333', '10', 'PRIVATE', 'MR0HA3CD0P0020105', 'TOYOTA', 'RY3', ['SILVER'], 'C1', 2, 'siamLogistics'],
  ['70-1011', '10', 'COMMERCIAL', 'JAANPR75HP7020106', 'ISUZU', 'TRUCK_6W', ['WHITE'], 'C2', 3, 'isanCarRent'],
  // Other companies' fleets.
  ['15-1501', '10', 'PUBLIC', 'YV3R9L8260A030101', 'VOLVO', 'BUS_LARGE', ['WHITE', 'BLUE'], 'C3', 4, 'krungthepTransport'],
  ['15-1502', '10', 'PUBLIC', 'YV3R9L8260A030102', 'VOLVO', 'BUS_LARGE', ['WHITE', 'BLUE'], 'C3', 4, 'krungthepTransport'],
  ['30-1503', '10', 'PUBLIC', 'JHHRCH8H40K030103', 'HINO', 'BUS_6W', ['YELLOW'], 'C2', 3, 'krungthepTransport'],
  ['72-3001', '20', 'COMMERCIAL', 'JAANPR75HP7030104', 'ISUZU', 'TRUCK_6W', ['WHITE'], 'C2', 3, 'thaiExpressway'],
  ['72-3002', '20', 'COMMERCIAL', 'JHHAFJ4H30K030105', 'HINO', 'TRUCK_10W', ['WHITE'], 'C3', 4, 'thaiExpressway'],
  ['กข 4040', '50', 'PRIVATE', 'MR0KB8CD0P1030106', 'TOYOTA', 'RY11', ['WHITE'], 'C1', 2, 'isanCarRent'],
  // The special plate types of requirements/vehicles.md#vehicle-fields: military, embassy, international organisation.
  ['ทบ 12345', '10', 'MILITARY', 'MR0KB8CD0P1030201', 'TOYOTA', 'RY3', ['GREEN'], 'C1', 2, 'royalThaiArmy'],
  ['ท 22-1234', '10', 'DIPLOMATIC', 'JTEBU3FJ00K030202', 'TOYOTA', 'RY1', ['BLACK'], 'C1', 2, 'embassyOfJapan'],
  ['อ 45-678', '10', 'INTERNATIONAL_ORGANISATION', 'WDD2130041A030203', 'MERCEDES_BENZ', 'RY1', ['SILVER'], 'C1', 2, 'unescap'],
];

export const REGISTRY_VEHICLES: readonly TRegistryVehicle[] = ROWS.map(
  ([plateNumber, provinceCode, plateType, chassisNumber, brandCode, vehicleTypeCode, colourCodes, categoryGroup, axleCount, owner]) => ({
    plateNumber,
    provinceCode,
    plateType,
    chassisNumber,
    brandCode,
    vehicleTypeCode,
    colourCodes,
    categoryGroup,
    axleCount,
    ownerType: OWNERS[owner].type,
    ownerId: OWNERS[owner].id,
    ownerName: OWNERS[owner].name,
  }),
);
