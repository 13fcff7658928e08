import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** The population, company and land-transport vehicle registry checks. */
export const registryMessages = {
  ERR_REG_0001: {
    status: 400,
    th: 'ข้อมูลส่วนบุคคลไม่ถูกต้อง กรุณาตรวจสอบเลขประจำตัวประชาชน เลขหลังบัตรประชาชน ชื่อ-นามสกุล และวันเกิด',
    en: 'Personal data incorrect: please check the ID number, the back-of-card number, the name and the birth date',
  },
  ERR_REG_0002: {
    status: 400,
    th: 'ไม่พบเลขทะเบียนนิติบุคคลนี้ในทะเบียนนิติบุคคล หรือชื่อนิติบุคคลไม่ตรงกับทะเบียน',
    en: 'This juristic registration number is not in the company registry, or the name does not match it',
  },
  ERR_REG_0003: {
    status: 400,
    th: 'นิติบุคคลนี้ไม่อยู่ในสถานะดำเนินกิจการตามทะเบียนนิติบุคคล',
    en: 'This company is not active in the company registry (dissolved or closed)',
  },
  ERR_REG_0004: {
    status: 503,
    th: 'ขณะนี้ไม่สามารถตรวจสอบข้อมูลกับทะเบียนราษฎร์หรือทะเบียนนิติบุคคลได้ กรุณาติดต่อศูนย์บริการลูกค้า',
    en: 'Identity checks against the population and company registries are not available, please contact the call centre',
  },
  ERR_REG_0005: {
    status: 503,
    th: 'ขณะนี้ไม่สามารถตรวจสอบข้อมูลรถกับกรมการขนส่งทางบกได้ กรุณาติดต่อศูนย์บริการลูกค้า',
    en: 'Vehicle checks against the land transport record are not available, please contact the call centre',
  },
} as const satisfies TErrorTexts;
