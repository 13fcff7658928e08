import type { MasterList } from './types';

/** Who a title applies to: the registration form shows individual and juristic titles separately. */
type TitleFor = 'INDIVIDUAL' | 'JURISTIC';

type TitleExtra = { for: TitleFor };

const individual = (): TitleExtra => ({ for: 'INDIVIDUAL' });
const juristic = (): TitleExtra => ({ for: 'JURISTIC' });

const titles: MasterList = {
  name: 'titles',
  items: [
    { code: 'MR', nameTh: 'นาย', nameEn: 'Mr.', extra: individual() },
    { code: 'MRS', nameTh: 'นาง', nameEn: 'Mrs.', extra: individual() },
    { code: 'MISS', nameTh: 'นางสาว', nameEn: 'Miss', extra: individual() },
    // Children under 15 carry their own titles on the Thai ID card.
    { code: 'MASTER', nameTh: 'เด็กชาย', nameEn: 'Master', extra: individual() },
    { code: 'GIRL', nameTh: 'เด็กหญิง', nameEn: 'Miss (girl)', extra: individual() },
    { code: 'COMPANY', nameTh: 'บริษัท', nameEn: 'Company', extra: juristic() },
    { code: 'LIMITED_PARTNERSHIP', nameTh: 'ห้างหุ้นส่วนจำกัด', nameEn: 'Limited Partnership', extra: juristic() },
    {
      code: 'REGISTERED_ORDINARY_PARTNERSHIP',
      nameTh: 'ห้างหุ้นส่วนสามัญนิติบุคคล',
      nameEn: 'Registered Ordinary Partnership',
      extra: juristic(),
    },
    { code: 'FOUNDATION', nameTh: 'มูลนิธิ', nameEn: 'Foundation', extra: juristic() },
    { code: 'ASSOCIATION', nameTh: 'สมาคม', nameEn: 'Association', extra: juristic() },
    { code: 'COOPERATIVE', nameTh: 'สหกรณ์', nameEn: 'Cooperative', extra: juristic() },
  ],
};

/**
 * Thai first, then the nationalities most often seen among residents and motorists in Thailand,
 * starting with the neighbouring countries. Codes are ISO 3166-1 alpha-3; XXX is the ICAO 9303
 * code for an unspecified nationality, so a foreigner whose nationality is not listed can register.
 */
const nationalities: MasterList = {
  name: 'nationalities',
  items: [
    { code: 'THA', nameTh: 'ไทย', nameEn: 'Thai' },
    { code: 'MMR', nameTh: 'เมียนมา', nameEn: 'Myanmar' },
    { code: 'LAO', nameTh: 'ลาว', nameEn: 'Lao' },
    { code: 'KHM', nameTh: 'กัมพูชา', nameEn: 'Cambodian' },
    { code: 'VNM', nameTh: 'เวียดนาม', nameEn: 'Vietnamese' },
    { code: 'CHN', nameTh: 'จีน', nameEn: 'Chinese' },
    { code: 'JPN', nameTh: 'ญี่ปุ่น', nameEn: 'Japanese' },
    { code: 'KOR', nameTh: 'เกาหลีใต้', nameEn: 'South Korean' },
    { code: 'TWN', nameTh: 'ไต้หวัน', nameEn: 'Taiwanese' },
    { code: 'IND', nameTh: 'อินเดีย', nameEn: 'Indian' },
    { code: 'MYS', nameTh: 'มาเลเซีย', nameEn: 'Malaysian' },
    { code: 'SGP', nameTh: 'สิงคโปร์', nameEn: 'Singaporean' },
    { code: 'PHL', nameTh: 'ฟิลิปปินส์', nameEn: 'Filipino' },
    { code: 'IDN', nameTh: 'อินโดนีเซีย', nameEn: 'Indonesian' },
    { code: 'USA', nameTh: 'อเมริกัน', nameEn: 'American' },
    { code: 'GBR', nameTh: 'อังกฤษ', nameEn: 'British' },
    { code: 'DEU', nameTh: 'เยอรมัน', nameEn: 'German' },
    { code: 'FRA', nameTh: 'ฝรั่งเศส', nameEn: 'French' },
    { code: 'AUS', nameTh: 'ออสเตรเลีย', nameEn: 'Australian' },
    { code: 'RUS', nameTh: 'รัสเซีย', nameEn: 'Russian' },
    { code: 'XXX', nameTh: 'สัญชาติอื่น', nameEn: 'Other nationality' },
  ],
};

const genders: MasterList = {
  name: 'genders',
  items: [
    { code: 'M', nameTh: 'ชาย', nameEn: 'Male' },
    { code: 'F', nameTh: 'หญิง', nameEn: 'Female' },
    { code: 'U', nameTh: 'ไม่ระบุ', nameEn: 'Not specified' },
  ],
};

/** The registration form asks for free text when OTHER is chosen (requirements/accounts.md#a-companys-registration-data). */
const juristicTypes: MasterList = {
  name: 'juristictypes',
  items: [
    { code: 'COMPANY_LIMITED', nameTh: 'บริษัทจำกัด', nameEn: 'Company limited' },
    { code: 'PUBLIC_COMPANY_LIMITED', nameTh: 'บริษัทมหาชนจำกัด', nameEn: 'Public company limited' },
    { code: 'LIMITED_PARTNERSHIP', nameTh: 'ห้างหุ้นส่วนจำกัด', nameEn: 'Limited partnership' },
    { code: 'REGISTERED_ORDINARY_PARTNERSHIP', nameTh: 'ห้างหุ้นส่วนสามัญนิติบุคคล', nameEn: 'Registered ordinary partnership' },
    { code: 'FOUNDATION', nameTh: 'มูลนิธิ', nameEn: 'Foundation' },
    { code: 'ASSOCIATION', nameTh: 'สมาคม', nameEn: 'Association' },
    { code: 'COOPERATIVE', nameTh: 'สหกรณ์', nameEn: 'Cooperative' },
    { code: 'GOVERNMENT_AGENCY', nameTh: 'หน่วยงานราชการ', nameEn: 'Government agency' },
    { code: 'STATE_ENTERPRISE', nameTh: 'รัฐวิสาหกิจ', nameEn: 'State enterprise' },
    { code: 'OTHER', nameTh: 'อื่น ๆ', nameEn: 'Other', extra: { freeText: true } },
  ],
};

export const peopleLists: readonly MasterList[] = [titles, nationalities, genders, juristicTypes];
