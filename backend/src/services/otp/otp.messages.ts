import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** One-time codes and the verification tokens they yield. */
export const otpMessages = {
  ERR_OTP_0001: {
    status: 400,
    th: 'หมายเลขโทรศัพท์มือถือไม่ถูกต้อง กรุณาตรวจสอบว่าเป็นหมายเลข 10 หลักที่ขึ้นต้นด้วย 06, 08 หรือ 09',
    en: 'Please check the mobile number: 10 digits starting with 06, 08 or 09',
  },
  ERR_OTP_0002: {
    status: 400,
    th: 'รูปแบบอีเมลไม่ถูกต้อง กรุณาตรวจสอบอีเมล',
    en: 'Please check the e-mail address is correct',
  },
  ERR_OTP_0003: {
    status: 400,
    th: 'ส่งรหัสยืนยันรายการนี้ทางช่องทางที่เลือกไม่ได้ (ยืนยันเบอร์มือถือทาง SMS และยืนยันอีเมลทางอีเมล)',
    en: 'This code cannot be sent that way: a mobile number is verified by SMS and an e-mail address by e-mail',
  },
  ERR_OTP_0004: {
    status: 429,
    th: 'กรุณารอ {seconds} วินาทีก่อนขอรหัส OTP ใหม่',
    en: 'Please wait {seconds} seconds before requesting a new OTP',
  },
  ERR_OTP_0005: {
    status: 429,
    th: 'มีการขอรหัส OTP สำหรับหมายเลขหรืออีเมลนี้ครบจำนวนที่กำหนดแล้ว กรุณาลองใหม่ในอีก {minutes} นาที',
    en: 'Too many OTPs have been requested for this contact, please try again in {minutes} minutes',
  },
  ERR_OTP_0006: {
    status: 400,
    th: 'รหัส OTP ไม่ถูกต้อง เหลือโอกาสอีก {attemptsLeft} ครั้ง',
    en: 'The OTP is incorrect, attempts left: {attemptsLeft}',
  },
  ERR_OTP_0007: {
    status: 400,
    th: 'รหัส OTP หมดอายุแล้ว กรุณาขอรหัสใหม่',
    en: 'The OTP has expired, please request a new one',
  },
  ERR_OTP_0008: {
    status: 400,
    th: 'ใส่รหัส OTP ผิดเกินจำนวนครั้งที่กำหนด กรุณาขอรหัสใหม่',
    en: 'Too many wrong attempts, please request a new OTP',
  },
  ERR_OTP_0009: {
    status: 400,
    th: 'ไม่พบรหัส OTP ตามรหัสอ้างอิงนี้สำหรับหมายเลขหรืออีเมลที่ระบุ กรุณาขอรหัสใหม่',
    en: 'No OTP with this reference was sent to this contact, please request a new one',
  },
  ERR_OTP_0010: {
    status: 400,
    th: 'รหัส OTP นี้ถูกใช้ไปแล้ว',
    en: 'This OTP has already been used',
  },
  ERR_OTP_0011: {
    status: 400,
    th: 'มีการส่งรหัส OTP ใหม่แล้ว กรุณาใช้รหัสล่าสุด',
    en: 'A newer OTP has been sent, please use the latest code',
  },
  ERR_OTP_0012: {
    status: 400,
    th: 'ยังไม่ได้ยืนยันด้วยรหัส OTP หรือข้อมูลการยืนยันไม่ถูกต้อง',
    en: 'The contact has not been verified, or the verification is not valid',
  },
  ERR_OTP_0013: {
    status: 400,
    th: 'การยืนยันด้วยรหัส OTP หมดอายุแล้ว กรุณายืนยันใหม่อีกครั้ง',
    en: 'The OTP verification has expired, please verify again',
  },
  ERR_OTP_0014: {
    status: 400,
    th: 'การยืนยันด้วยรหัส OTP นี้ถูกใช้ไปแล้ว กรุณายืนยันใหม่อีกครั้ง',
    en: 'This OTP verification has already been used, please verify again',
  },
  ERR_OTP_0015: {
    status: 400,
    th: 'การยืนยันด้วยรหัส OTP นี้ทำไว้สำหรับรายการอื่นหรือหมายเลขหรืออีเมลอื่น',
    en: 'This OTP verification was made for another purpose or contact',
  },
  ERR_OTP_0016: {
    status: 400,
    th: 'การยืนยันด้วยรหัส OTP นี้ทำไว้สำหรับขั้นตอน {given} (รหัสขั้นตอน {givenCode}) ไม่ใช่ขั้นตอน {expected} (รหัสขั้นตอน {expectedCode}) กรุณาขอรหัส OTP ใหม่สำหรับขั้นตอนนี้',
    en: 'This OTP verification was made for the step {given} (step code {givenCode}), not for {expected} (step code {expectedCode}): please request an OTP for this step',
  },
} as const satisfies TErrorTexts;
