/** The 24 default menu codes of SPEC 3, in their numbered order. */
export const DEFAULT_MENU_CODES: readonly { code: string; nameTh: string; nameEn: string }[] = [
  { code: 'MENU00000', nameTh: 'ลงทะเบียน', nameEn: 'Register' },
  { code: 'MENU00001', nameTh: 'ข่าวสารและประชาสัมพันธ์', nameEn: 'News and PR' },
  { code: 'MENU00002', nameTh: 'คำถามที่พบบ่อย', nameEn: 'FAQ' },
  { code: 'MENU00003', nameTh: 'ร้องเรียน', nameEn: 'Complaint' },
  { code: 'MENU00004', nameTh: 'ดาวน์โหลด', nameEn: 'Download' },
  { code: 'MENU00005', nameTh: 'เกี่ยวกับเรา', nameEn: 'About us' },
  { code: 'MENU00006', nameTh: 'ติดต่อเรา', nameEn: 'Contact us' },
  { code: 'MENU00007', nameTh: 'ข้อมูลผู้ใช้งาน', nameEn: 'User data' },
  { code: 'MENU00008', nameTh: 'รายการรถและช่องทางการชำระเงิน', nameEn: 'Vehicles and payment methods' },
  { code: 'MENU00009', nameTh: 'ประวัติการผ่านทาง', nameEn: 'Toll passage history' },
  { code: 'MENU00010', nameTh: 'ประวัติการชำระเงิน', nameEn: 'Payment history' },
  { code: 'MENU00011', nameTh: 'โต้แย้งค่าผ่านทาง', nameEn: 'Toll dispute' },
  { code: 'MENU00012', nameTh: 'ชำระเงินตามหนังสือแจ้ง', nameEn: 'Pay by notice letter' },
  { code: 'MENU00013', nameTh: 'อุทธรณ์หนังสือแจ้ง', nameEn: 'Appeal a notice letter' },
  { code: 'MENU00014', nameTh: 'ชำระค่าผ่านทาง', nameEn: 'Pay toll' },
  { code: 'MENU00015', nameTh: 'ติดตั้ง RFID', nameEn: 'RFID installation' },
  { code: 'MENU00016', nameTh: 'ขอใบเสร็จรับเงิน', nameEn: 'Request a receipt' },
  { code: 'MENU00017', nameTh: 'แอปพลิเคชัน', nameEn: 'App' },
  { code: 'MENU00018', nameTh: 'สิทธิพิเศษสมาชิก', nameEn: 'Member privileges' },
  { code: 'MENU00019', nameTh: 'บริการนี้คืออะไร', nameEn: 'What the service is' },
  { code: 'MENU00020', nameTh: 'ชำระค่าผ่านทางสำหรับผู้ที่ไม่ใช่สมาชิก', nameEn: 'Non-member toll payment' },
  { code: 'MENU00021', nameTh: 'ดาวน์โหลดจาก App Store', nameEn: 'Download from the iOS App Store' },
  { code: 'MENU00022', nameTh: 'ดาวน์โหลดจาก Google Play', nameEn: 'Download from Google Play' },
  { code: 'MENU00023', nameTh: 'พิมพ์ใบเสร็จ/ใบกำกับภาษีซ้ำสำหรับผู้ที่ไม่ใช่สมาชิก', nameEn: 'Non-member receipt or tax-invoice reprint' },
];

export const SETTING_KEYS = { pageConfig: 'page.config', maintenance: 'maintenance' } as const;

export const DEFAULT_SETTINGS: Record<(typeof SETTING_KEYS)[keyof typeof SETTING_KEYS], unknown> = {
  [SETTING_KEYS.pageConfig]: { statusPage: false },
  [SETTING_KEYS.maintenance]: { enabled: false },
};
