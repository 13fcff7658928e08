import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** The customer's account: addresses, contact details another account holds, passwords, the passcode, choices from the master lists. */
export const customerMessages = {
  ERR_CUST_0026: {
    status: 400,
    th: 'ที่อยู่ {field} ไม่ถูกต้อง: จังหวัด อำเภอ/เขต ตำบล/แขวง และรหัสไปรษณีย์ไม่สอดคล้องกัน',
    en: 'The address {field} is not valid: the province, district, sub-district and postal code do not belong together',
  },
  ERR_CUST_0027: {
    status: 409,
    th: 'อีเมลนี้ถูกใช้สมัครสมาชิกแล้ว',
    en: 'This e-mail address is already registered',
  },
  ERR_CUST_0028: {
    status: 409,
    th: 'หมายเลขโทรศัพท์มือถือนี้ถูกใช้สมัครสมาชิกแล้ว',
    en: 'This mobile number is already registered',
  },
  ERR_CUST_0029: {
    status: 409,
    th: 'เลขประจำตัวนี้ถูกใช้สมัครสมาชิกแล้ว',
    en: 'This ID number is already registered',
  },
  ERR_CUST_0030: {
    status: 409,
    th: 'นิติบุคคลสาขานี้สมัครสมาชิกแล้ว',
    en: 'This branch of the juristic person is already registered',
  },
  ERR_CUST_0031: {
    status: 404,
    th: 'ไม่พบข้อมูลลูกค้า',
    en: 'The customer was not found',
  },
  ERR_CUST_0033: {
    status: 400,
    th: 'ลิงก์ตั้งรหัสผ่านใหม่ไม่ถูกต้อง ถูกใช้แล้ว หรือหมดอายุแล้ว กรุณาขอลิงก์ใหม่',
    en: 'The password reset link is not valid, already used or expired, please ask for a new one',
  },
  ERR_CUST_0034: {
    status: 400,
    th: 'รหัสผ่านไม่ถูกต้อง',
    en: 'The password is incorrect',
  },
  ERR_CUST_0038: {
    status: 400,
    th: 'รหัส PIN ไม่ถูกต้อง',
    en: 'The passcode is incorrect',
  },
  ERR_CUST_0039: {
    status: 400,
    th: 'การเปลี่ยนรหัส PIN ต้องใช้รหัส PIN ปัจจุบันหรือการยืนยัน OTP',
    en: 'Changing the passcode needs the current passcode or an OTP confirmation',
  },
  ERR_CUST_0040: {
    status: 404,
    th: 'ไม่พบที่อยู่สำหรับออกใบแจ้งหนี้',
    en: 'The invoice address was not found',
  },
  ERR_CUST_0041: {
    status: 409,
    th: 'ไม่สามารถลบที่อยู่หลักได้ กรุณาตั้งที่อยู่อื่นเป็นที่อยู่หลักก่อน',
    en: 'The main address cannot be deleted: make another address the main one first',
  },
  ERR_CUST_0042: {
    status: 409,
    th: 'เพิ่มที่อยู่สำหรับออกใบแจ้งหนี้ได้ไม่เกิน {max} รายการ',
    en: 'At most {max} invoice addresses can be kept',
  },
  ERR_CUST_0046: {
    status: 429,
    th: 'ใส่รหัส PIN ผิดหลายครั้งเกินไป กรุณาลองใหม่ในอีก {minutes} นาที',
    en: 'Too many wrong passcodes, please try again in {minutes} minutes',
  },
  ERR_CUST_0047: {
    status: 400,
    th: 'ข้อมูล {field} ไม่มีในรายการที่กำหนด',
    en: 'The value of {field} is not one of the listed choices',
  },
  ERR_CUST_0049: {
    status: 400,
    th: 'การแจ้งเตือนที่กฎหมายกำหนดไม่สามารถปิดได้ ({field})',
    en: 'A notice the law requires cannot be switched off ({field})',
  },
} as const satisfies TErrorTexts;
