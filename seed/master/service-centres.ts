import type { TCentreRoute } from '@mflow/contracts/appointments/appointment-kinds';

export type TServiceCentreSeed = {
  code: string;
  nameTh: string;
  nameEn: string;
  addressTh: string;
  addressEn: string;
  mapUrl: string;
  route: TCentreRoute;
  opensAt: string;
  closesAt: string;
  seatsPerSlot: number;
};

const hours = { opensAt: '08:30', closesAt: '16:30', seatsPerSlot: 3 };

/** The service centres where appeals are heard, along the three barrier-free motorways (requirements/notices-and-appeals.md#appointment-fields). */
export const SERVICE_CENTRES: TServiceCentreSeed[] = [
  {
    code: 'M7-LKB',
    nameTh: 'ศูนย์บริการ M-Flow ลาดกระบัง',
    nameEn: 'M-Flow Service Centre Lat Krabang',
    addressTh: 'อาคารบริการด่านลาดกระบัง ทางหลวงพิเศษหมายเลข 7 แขวงทับยาว เขตลาดกระบัง กรุงเทพมหานคร 10520',
    addressEn: 'Lat Krabang toll plaza service building, Motorway 7, Thap Yao, Lat Krabang, Bangkok 10520',
    mapUrl: 'https://maps.google.com/?q=13.7241,100.7489',
    route: 'M7',
    ...hours,
  },
  {
    code: 'M7-CBR',
    nameTh: 'ศูนย์บริการ M-Flow ชลบุรี',
    nameEn: 'M-Flow Service Centre Chon Buri',
    addressTh: 'อาคารบริการด่านชลบุรี ทางหลวงพิเศษหมายเลข 7 ตำบลดอนหัวฬ่อ อำเภอเมืองชลบุรี จังหวัดชลบุรี 20000',
    addressEn: 'Chon Buri toll plaza service building, Motorway 7, Don Hua Lo, Mueang Chon Buri, Chon Buri 20000',
    mapUrl: 'https://maps.google.com/?q=13.3905,101.0263',
    route: 'M7',
    ...hours,
  },
  {
    code: 'M9-TBR',
    nameTh: 'ศูนย์บริการ M-Flow ธัญบุรี',
    nameEn: 'M-Flow Service Centre Thanyaburi',
    addressTh: 'อาคารบริการด่านธัญบุรี 1 ทางหลวงพิเศษหมายเลข 9 ตำบลบึงยี่โถ อำเภอธัญบุรี จังหวัดปทุมธานี 12130',
    addressEn: 'Thanyaburi 1 toll plaza service building, Motorway 9, Bueng Yi Tho, Thanyaburi, Pathum Thani 12130',
    mapUrl: 'https://maps.google.com/?q=14.0153,100.6986',
    route: 'M9',
    ...hours,
  },
  {
    code: 'M9-BPL',
    nameTh: 'ศูนย์บริการ M-Flow บางพลี',
    nameEn: 'M-Flow Service Centre Bang Phli',
    addressTh: 'อาคารบริการด่านบางพลี ทางหลวงพิเศษหมายเลข 9 ตำบลบางพลีใหญ่ อำเภอบางพลี จังหวัดสมุทรปราการ 10540',
    addressEn: 'Bang Phli toll plaza service building, Motorway 9, Bang Phli Yai, Bang Phli, Samut Prakan 10540',
    mapUrl: 'https://maps.google.com/?q=13.6045,100.7076',
    route: 'M9',
    ...hours,
  },
  {
    code: 'M81-BYI',
    nameTh: 'ศูนย์บริการ M-Flow บางใหญ่',
    nameEn: 'M-Flow Service Centre Bang Yai',
    addressTh: 'อาคารบริการด่านบางใหญ่ ทางหลวงพิเศษหมายเลข 81 ตำบลเสาธงหิน อำเภอบางใหญ่ จังหวัดนนทบุรี 11140',
    addressEn: 'Bang Yai toll plaza service building, Motorway 81, Sao Thong Hin, Bang Yai, Nonthaburi 11140',
    mapUrl: 'https://maps.google.com/?q=13.8682,100.4075',
    route: 'M81',
    ...hours,
  },
  {
    code: 'M81-KAN',
    nameTh: 'ศูนย์บริการ M-Flow กาญจนบุรี',
    nameEn: 'M-Flow Service Centre Kanchanaburi',
    addressTh: 'อาคารบริการด่านกาญจนบุรี ทางหลวงพิเศษหมายเลข 81 ตำบลท่ามะขาม อำเภอเมืองกาญจนบุรี จังหวัดกาญจนบุรี 71000',
    addressEn: 'Kanchanaburi toll plaza service building, Motorway 81, Tha Makham, Mueang Kanchanaburi, Kanchanaburi 71000',
    mapUrl: 'https://maps.google.com/?q=14.0043,99.5468',
    route: 'M81',
    ...hours,
  },
];
