import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** Registration: the documents, the e-mail confirmation link and the staff decision. */
export const registrationMessages = {
  ERR_CUST_0048: {
    status: 400,
    th: 'ไฟล์ที่แนบเป็นเอกสาร {field} ไม่ตรงกับประเภทเอกสารหรือเป็นรูปแบบไฟล์ที่ไม่รองรับสำหรับเอกสารนี้',
    en: 'The file attached as {field} was uploaded for another document, or its format is not accepted for this one',
  },
  ERR_CUST_0032: {
    status: 400,
    th: 'ลิงก์ยืนยันอีเมลไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอลิงก์ใหม่',
    en: 'The confirmation link is not valid or has expired, please ask for a new one',
  },
  ERR_STAFF_0001: {
    status: 404,
    th: 'ไม่พบรายการสมัครสมาชิก',
    en: 'The registration was not found',
  },
  ERR_STAFF_0002: {
    status: 409,
    th: 'รายการสมัครนี้ไม่อยู่ในสถานะรออนุมัติ (สถานะปัจจุบัน {status})',
    en: 'This registration is not awaiting approval (its status is {status})',
  },
} as const satisfies TErrorTexts;
