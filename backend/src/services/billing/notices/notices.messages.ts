import type { TErrorTexts } from '../../../platform/errors/catalogue-part';

/** Toll notices looked up by the number on the letter, and their letters (requirements/notices-and-appeals.md). */
export const noticesMessages = {
  ERR_BILL_0101: {
    status: 404,
    th: 'ไม่พบหนังสือแจ้ง กรุณาตรวจสอบเลขที่หนังสือแจ้ง ทะเบียนรถ และจังหวัดอีกครั้ง',
    en: 'The notice was not found: please check the notice number, the plate and the province',
  },
  ERR_BILL_0102: {
    status: 403,
    th: 'ลิงก์หนังสือแจ้งหมดอายุหรือไม่ถูกต้อง กรุณาค้นหาหนังสือแจ้งอีกครั้ง',
    en: 'The letter link has expired or is not valid: please look the notice up again',
  },
} satisfies TErrorTexts;
