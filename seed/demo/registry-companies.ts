/**
 * The simulated company registry: juristic registration numbers (13 digits, valid check digit),
 * names, types, and whether the company still trades. One is dissolved, to show that refusal.
 */
export type TRegistryCompany = {
  juristicId: string;
  nameTh: string;
  nameEn: string;
  juristicType: string;
  registeredOn: string;
  status: 'ACTIVE' | 'DISSOLVED';
  directors: string[];
};

export const REGISTRY_COMPANIES: readonly TRegistryCompany[] = [
  {
    juristicId: '0205395067394',
    nameTh: 'บริษัท สยามโลจิสติกส์ จำกัด',
    nameEn: 'Siam Logistics Co., Ltd.',
    juristicType: 'COMPANY_LIMITED',
    registeredOn: '2005-06-01',
    status: 'ACTIVE',
    directors: ['สมชาย ใจดี'],
  },
  {
    juristicId: '0203079380221',
    nameTh: 'บริษัท กรุงเทพขนส่ง จำกัด',
    nameEn: 'Krungthep Transport Co., Ltd.',
    juristicType: 'COMPANY_LIMITED',
    registeredOn: '1998-03-15',
    status: 'ACTIVE',
    directors: ['ประเสริฐ วงศ์สวัสดิ์'],
  },
  {
    juristicId: '0305183815949',
    nameTh: 'บริษัท ไทยทางด่วน จำกัด (มหาชน)',
    nameEn: 'Thai Expressway Public Company Limited',
    juristicType: 'PUBLIC_COMPANY_LIMITED',
    registeredOn: '1993-09-09',
    status: 'ACTIVE',
    directors: ['วิชัย เพชรรัตน์', 'สมศักดิ์ รุ่งเรือง'],
  },
  {
    juristicId: '0305301392171',
    nameTh: 'ห้างหุ้นส่วนจำกัด ชลบุรีเดินรถ',
    nameEn: 'Chonburi Bus Limited Partnership',
    juristicType: 'LIMITED_PARTNERSHIP',
    registeredOn: '2012-01-20',
    status: 'ACTIVE',
    directors: ['อนุชา บุญมา'],
  },
  {
    juristicId: '0103115002652',
    nameTh: 'บริษัท เชียงใหม่ทัวร์ จำกัด',
    nameEn: 'Chiang Mai Tour Co., Ltd.',
    juristicType: 'COMPANY_LIMITED',
    registeredOn: '2015-11-11',
    status: 'ACTIVE',
    directors: ['กิตติพงษ์ สมบูรณ์'],
  },
  {
    juristicId: '0105099490131',
    nameTh: 'มูลนิธิเพื่อความปลอดภัยบนถนน',
    nameEn: 'Road Safety Foundation',
    juristicType: 'FOUNDATION',
    registeredOn: '2001-04-01',
    status: 'ACTIVE',
    directors: ['รัตนา มีสุข'],
  },
  {
    juristicId: '0505990862861',
    nameTh: 'บริษัท อีสานคาร์เร้นท์ จำกัด',
    nameEn: 'Isan Car Rent Co., Ltd.',
    juristicType: 'COMPANY_LIMITED',
    registeredOn: '2018-07-07',
    status: 'ACTIVE',
    directors: ['ณัฐวุฒิ จันทร์เพ็ญ'],
  },
  {
    juristicId: '0833492542452',
    nameTh: 'สหกรณ์แท็กซี่สุวรรณภูมิ จำกัด',
    nameEn: 'Suvarnabhumi Taxi Cooperative Limited',
    juristicType: 'COOPERATIVE',
    registeredOn: '2007-02-28',
    status: 'ACTIVE',
    directors: ['สุรชัย ศักดิ์ดี'],
  },
  {
    juristicId: '0305735574393',
    nameTh: 'บริษัท ภูเก็ตขนส่งสินค้า จำกัด',
    nameEn: 'Phuket Freight Co., Ltd.',
    juristicType: 'COMPANY_LIMITED',
    registeredOn: '2010-10-10',
    status: 'ACTIVE',
    directors: ['ยุทธนา ทองคำ'],
  },
  {
    juristicId: '0403618897193',
    nameTh: 'บริษัท รถเก่า จำกัด',
    nameEn: 'Old Wheels Co., Ltd.',
    juristicType: 'COMPANY_LIMITED',
    registeredOn: '1990-05-05',
    status: 'DISSOLVED',
    directors: ['สมศักดิ์ รุ่งเรือง'],
  },
];
