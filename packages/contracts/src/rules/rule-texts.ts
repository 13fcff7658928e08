/**
 * The texts of the codes that the shared rules answer with, and of the few checks the portal makes
 * before the server does (a certificate's age, a date in the future). The backend's catalogue takes
 * them in as they are, and the portal's messages for the same codes are held equal to them by a test.
 */
export type TRuleText = { status: number; th: string; en: string };

export const RULE_TEXTS = {
  ERR_COMMON_0002: {
    status: 400,
    th: 'ข้อมูล {field} ไม่ถูกต้อง',
    en: 'The value of {field} is invalid',
  },
  ERR_COMMON_0004: {
    status: 400,
    th: 'กรุณาระบุ {field}',
    en: 'The field {field} is required',
  },
  ERR_CUST_0001: {
    status: 400,
    th: 'รหัสผ่านต้องมีความยาว 8 ถึง 20 ตัวอักษร',
    en: 'The password must be 8 to 20 characters long',
  },
  ERR_CUST_0002: {
    status: 400,
    th: 'รหัสผ่านต้องมีตัวอักษรภาษาอังกฤษพิมพ์ใหญ่อย่างน้อย 1 ตัว',
    en: 'The password must contain at least one uppercase letter',
  },
  ERR_CUST_0003: {
    status: 400,
    th: 'รหัสผ่านต้องมีตัวอักษรภาษาอังกฤษพิมพ์เล็กอย่างน้อย 1 ตัว',
    en: 'The password must contain at least one lowercase letter',
  },
  ERR_CUST_0004: {
    status: 400,
    th: 'รหัสผ่านต้องมีตัวเลขอย่างน้อย 1 ตัว',
    en: 'The password must contain at least one digit',
  },
  ERR_CUST_0005: {
    status: 400,
    th: 'รหัสผ่านนี้คาดเดาง่ายเกินไป กรุณาตั้งรหัสผ่านอื่น',
    en: 'This password is too common and easy to guess, please choose another',
  },
  ERR_CUST_0006: {
    status: 400,
    th: 'ยืนยันรหัสผ่านไม่ตรงกับรหัสผ่าน',
    en: 'The password confirmation does not match the password',
  },
  ERR_CUST_0007: {
    status: 400,
    th: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านปัจจุบัน',
    en: 'The new password must differ from the current one',
  },
  ERR_CUST_0008: {
    status: 400,
    th: 'เลขประจำตัวประชาชนต้องเป็นตัวเลข 13 หลัก',
    en: 'The national ID number must be 13 digits',
  },
  ERR_CUST_0009: {
    status: 400,
    th: 'เลขประจำตัวประชาชนไม่ถูกต้อง (หลักตรวจสอบไม่ตรง)',
    en: 'The national ID number is not valid (its check digit does not match)',
  },
  ERR_CUST_0010: {
    status: 400,
    th: 'เลขหลังบัตรประชาชน (Laser ID) ต้องเป็นตัวอักษรภาษาอังกฤษ 2 ตัวตามด้วยตัวเลข 10 หลัก',
    en: 'The back-of-card number (laser code) must be 2 letters followed by 10 digits',
  },
  ERR_CUST_0011: {
    status: 400,
    th: 'เลขหนังสือเดินทางหรือเลขประจำตัวคนต่างด้าวต้องเป็นตัวอักษรภาษาอังกฤษหรือตัวเลข 7 ถึง 13 ตัว',
    en: 'The passport or alien ID number must be 7 to 13 letters or digits',
  },
  ERR_CUST_0012: {
    status: 400,
    th: 'เลขทะเบียนนิติบุคคลต้องเป็นตัวเลข 13 หลัก',
    en: 'The juristic registration number must be 13 digits',
  },
  ERR_CUST_0013: {
    status: 400,
    th: 'เลขทะเบียนนิติบุคคลไม่ถูกต้อง (หลักตรวจสอบไม่ตรง)',
    en: 'The juristic registration number is not valid (its check digit does not match)',
  },
  ERR_CUST_0014: {
    status: 400,
    th: 'หมายเลขโทรศัพท์นิติบุคคลต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 0',
    en: 'The company phone number must be 10 digits starting with 0',
  },
  ERR_CUST_0015: {
    status: 400,
    th: 'หมายเลขโทรศัพท์มือถือต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 06 08 หรือ 09 (0XX-XXX-XXXX)',
    en: 'The mobile number must be 10 digits starting with 06, 08 or 09 (0XX-XXX-XXXX)',
  },
  ERR_CUST_0016: {
    status: 400,
    th: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก',
    en: 'The postal code must be 5 digits',
  },
  ERR_CUST_0017: {
    status: 400,
    th: 'รูปแบบอีเมลไม่ถูกต้อง',
    en: 'The e-mail address is not valid',
  },
  ERR_CUST_0018: {
    status: 400,
    th: 'บ้านเลขที่ไม่ถูกต้อง หากไม่มีบ้านเลขที่ให้ใส่เครื่องหมาย -',
    en: 'The house number is not valid; enter a dash (-) when there is none',
  },
  ERR_CUST_0019: {
    status: 400,
    th: 'วันที่ {field} ไม่ถูกต้อง (รูปแบบ ปปปป-ดด-วว ปีคริสต์ศักราช)',
    en: 'The date {field} is not valid (format YYYY-MM-DD, Gregorian year)',
  },
  ERR_CUST_0020: {
    status: 400,
    th: 'หนังสือรับรองบริษัทต้องออกให้ไม่เกิน 6 เดือน',
    en: 'The company certificate must have been issued within the last 6 months',
  },
  ERR_CUST_0021: {
    status: 400,
    th: 'ชื่อต้องเป็นตัวอักษรภาษาไทยหรือภาษาอังกฤษ ไม่เกิน 100 ตัวอักษร',
    en: 'A name may contain only Thai or English letters, spaces, dots and hyphens, up to 100 characters',
  },
  ERR_CUST_0022: {
    status: 400,
    th: 'กรุณาระบุประเภทนิติบุคคลเมื่อเลือก "อื่น ๆ"',
    en: 'Please describe the juristic type when choosing "Other"',
  },
  ERR_CUST_0023: {
    status: 400,
    th: 'กรุณาแนบเอกสาร {field}',
    en: 'Please attach the document {field}',
  },
  ERR_CUST_0024: {
    status: 400,
    th: 'เอกสาร {field} ไม่ใช้กับการสมัครประเภทนี้',
    en: 'The document {field} does not belong to this kind of registration',
  },
  ERR_CUST_0025: {
    status: 400,
    th: 'แนบเอกสาร {field} ซ้ำ',
    en: 'The document {field} is attached more than once',
  },
  ERR_CUST_0035: {
    status: 400,
    th: 'รหัส PIN ต้องเป็นตัวเลข 6 หลัก',
    en: 'The passcode must be 6 digits',
  },
  ERR_CUST_0036: {
    status: 400,
    th: 'รหัส PIN คาดเดาง่ายเกินไป (ตัวเลขซ้ำกันหรือเรียงกัน)',
    en: 'The passcode is too easy to guess (repeated or consecutive digits)',
  },
  ERR_CUST_0037: {
    status: 400,
    th: 'ยืนยันรหัส PIN ไม่ตรงกัน',
    en: 'The passcode confirmation does not match',
  },
  ERR_CUST_0043: {
    status: 400,
    th: 'กรุณายอมรับข้อตกลงและเงื่อนไขการใช้บริการ',
    en: 'Please accept the terms and conditions',
  },
  ERR_CUST_0044: {
    status: 400,
    th: 'วันที่ {field} ต้องไม่เป็นวันในอนาคต',
    en: 'The date {field} cannot be in the future',
  },
  ERR_CUST_0045: {
    status: 400,
    th: 'รหัสสาขาต้องเป็นตัวเลข 5 หลัก (สำนักงานใหญ่ 00000)',
    en: 'The branch code must be 5 digits (00000 for the head office)',
  },
} as const satisfies Record<string, TRuleText>;

export type TRuleTextCode = keyof typeof RULE_TEXTS;
