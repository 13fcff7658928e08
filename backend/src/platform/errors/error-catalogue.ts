/**
 * Every error the API can answer with, its HTTP status and its text in both languages.
 * `{name}` placeholders are filled from the error's params.
 */
import { RULE_TEXTS } from '@mflow/contracts/rules/rule-texts';

export type TErrorEntry = { status: number; th: string; en: string };

export const errorCatalogue = {
  ...RULE_TEXTS,
  ERR_COMMON_0001: {
    status: 400,
    th: 'ส่วนหัวคำขอ {header} ไม่ถูกต้องหรือไม่ได้ระบุ',
    en: 'The request header {header} is missing or invalid',
  },
  ERR_COMMON_0003: {
    status: 400,
    th: 'ไม่รู้จักข้อมูล {field}',
    en: 'The field {field} is not recognised',
  },
  ERR_COMMON_0005: {
    status: 400,
    th: 'รูปแบบข้อมูลไม่ถูกต้อง (JSON ไม่สมบูรณ์)',
    en: 'Invalid format: the request body is not valid JSON',
  },
  ERR_COMMON_0006: {
    status: 413,
    th: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินกำหนด',
    en: 'The request body is too large',
  },
  ERR_COMMON_0007: {
    status: 415,
    th: 'รูปแบบเนื้อหาของคำขอไม่รองรับ กรุณาส่งเป็น application/json',
    en: 'Unsupported content type: send application/json',
  },
  ERR_COMMON_0404: {
    status: 404,
    th: 'ไม่พบบริการที่เรียกใช้',
    en: 'The requested service was not found',
  },
  ERR_COMMON_0405: {
    status: 405,
    th: 'บริการนี้ไม่รองรับวิธีการเรียก {method}',
    en: 'This service does not accept the {method} method',
  },
  ERR_COMMON_0429: {
    status: 429,
    th: 'มีการเรียกใช้บริการบ่อยเกินไป กรุณาลองใหม่ภายหลัง',
    en: 'Too many requests, please try again later',
  },
  ERR_COMMON_0500: {
    status: 500,
    th: 'เกิดข้อผิดพลาดของระบบ ไม่สามารถดำเนินการได้',
    en: 'A system error occurred, the operation cannot be completed',
  },
  ERR_COMMON_0503: {
    status: 503,
    th: 'ระบบกำลังเริ่มทำงาน กรุณาลองใหม่อีกครั้ง',
    en: 'The system is starting up, please try again shortly',
  },
  ERR_AUTH_0001: {
    status: 401,
    th: 'ไม่พบรหัสการเข้าถึง (AccessKey)',
    en: 'An access key is required',
  },
  ERR_AUTH_0002: {
    status: 401,
    th: 'รหัสการเข้าถึงไม่ถูกต้อง',
    en: 'The access key is invalid',
  },
  ERR_AUTH_0003: {
    status: 401,
    th: 'รหัสการเข้าถึงหมดอายุ กรุณาขอรหัสใหม่',
    en: 'The access key has expired, please request a new one',
  },
  ERR_AUTH_0004: {
    status: 401,
    th: 'กรุณาเข้าสู่ระบบก่อนใช้บริการนี้',
    en: 'Please sign in to use this service',
  },
  ERR_AUTH_0005: {
    status: 401,
    th: 'ข้อมูลการเข้าสู่ระบบไม่ถูกต้อง กรุณาเข้าสู่ระบบใหม่',
    en: 'Your sign-in is not valid, please sign in again',
  },
  ERR_AUTH_0015: {
    status: 401,
    th: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่',
    en: 'Your session has expired, please sign in again',
  },
  ERR_MASTER_0001: {
    status: 404,
    th: 'ไม่พบข้อมูลหลัก {name}',
    en: 'There is no master list named {name}',
  },
  ERR_MASTER_0002: {
    status: 404,
    th: 'ไม่พบเมนู {code}',
    en: 'There is no menu with code {code}',
  },
  // ── accounts: auth, customer, registry, staff (ERR_AUTH_0020+, ERR_CUST_*, ERR_REG_*, ERR_STAFF_*) ──
  ERR_CUST_0048: {
    status: 400,
    th: 'ไฟล์ที่แนบเป็นเอกสาร {field} ไม่ตรงกับประเภทเอกสารหรือเป็นรูปแบบไฟล์ที่ไม่รองรับสำหรับเอกสารนี้',
    en: 'The file attached as {field} was uploaded for another document, or its format is not accepted for this one',
  },
  ERR_AUTH_0020: {
    status: 401,
    th: 'อีเมล/หมายเลขโทรศัพท์มือถือ หรือรหัสผ่านไม่ถูกต้อง',
    en: 'The e-mail address, mobile number or password is incorrect',
  },
  ERR_AUTH_0021: {
    status: 429,
    th: 'เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป ระบบระงับการเข้าสู่ระบบชั่วคราว กรุณาลองใหม่ในอีก {minutes} นาที',
    en: 'Too many unsuccessful attempts: signing in is locked for now, please try again in {minutes} minutes',
  },
  ERR_AUTH_0022: {
    status: 403,
    th: 'บัญชียังไม่ได้ยืนยันอีเมล กรุณากดลิงก์ยืนยันที่ส่งไปยังอีเมลของท่าน',
    en: 'Your e-mail address is not confirmed yet: please open the confirmation link we sent to it',
  },
  ERR_AUTH_0023: {
    status: 403,
    th: 'การสมัครสมาชิกอยู่ระหว่างรอเจ้าหน้าที่อนุมัติ ท่านจะได้รับแจ้งผลทาง SMS และอีเมล',
    en: 'Your registration is awaiting staff approval; you will receive the result by SMS and e-mail',
  },
  ERR_AUTH_0024: {
    status: 403,
    th: 'การสมัครสมาชิกไม่ได้รับการอนุมัติ: {reason}',
    en: 'Your registration was not approved: {reason}',
  },
  ERR_AUTH_0025: {
    status: 403,
    th: 'บัญชีนี้ถูกปิดการใช้งานแล้ว',
    en: 'This account has been closed',
  },
  ERR_AUTH_0026: {
    status: 401,
    th: 'กรุณาระบุอีเมลหรือหมายเลขโทรศัพท์มือถือ และรหัสผ่าน',
    en: 'Please give your e-mail address or mobile number and your password',
  },
  ERR_AUTH_0027: {
    status: 403,
    th: 'บัญชีเจ้าหน้าที่นี้ถูกระงับการใช้งาน',
    en: 'This staff account is disabled',
  },
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
  ERR_CUST_0032: {
    status: 400,
    th: 'ลิงก์ยืนยันอีเมลไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอลิงก์ใหม่',
    en: 'The confirmation link is not valid or has expired, please ask for a new one',
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
  // ── messaging, OTP and files (ERR_OTP_*, ERR_FILE_*, ERR_NOTI_*) ──
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
  ERR_NOTI_0001: {
    status: 503,
    th: 'ไม่สามารถส่งข้อความได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
    en: 'The message could not be sent just now, please try again',
  },
  ERR_NOTI_0002: {
    status: 404,
    th: 'ไม่พบข้อความ',
    en: 'The message was not found',
  },
  ERR_FILE_0001: {
    status: 400,
    th: 'กรุณาเลือกไฟล์ที่ต้องการอัปโหลด',
    en: 'Please choose a file to upload',
  },
  ERR_FILE_0002: {
    status: 415,
    th: 'ไม่สามารถอัปโหลดไฟล์ที่เลือกได้ รองรับเฉพาะไฟล์ {types}',
    en: 'The selected file cannot be uploaded: only {types} files are accepted',
  },
  ERR_FILE_0003: {
    status: 413,
    th: 'ไม่สามารถอัปโหลดไฟล์ที่เลือกได้ ไฟล์ต้องมีขนาดไม่เกิน {maxMb} MB',
    en: 'The selected file cannot be uploaded: files may be at most {maxMb} MB',
  },
  ERR_FILE_0004: {
    status: 400,
    th: 'กรุณาอัปโหลดครั้งละหนึ่งไฟล์ ในช่องข้อมูลชื่อ file',
    en: 'Upload exactly one file, in the form field named file',
  },
  ERR_FILE_0005: {
    status: 400,
    th: 'ไม่สามารถอ่านข้อมูลการอัปโหลดได้ กรุณาลองใหม่อีกครั้ง',
    en: 'The upload could not be read, please try again',
  },
  ERR_FILE_0006: {
    status: 415,
    th: 'กรุณาส่งไฟล์ในรูปแบบ multipart/form-data',
    en: 'Send uploads as multipart/form-data',
  },
  ERR_FILE_0007: {
    status: 404,
    th: 'ไม่พบไฟล์',
    en: 'The file was not found',
  },
  ERR_FILE_0008: {
    status: 403,
    th: 'ลิงก์ดาวน์โหลดไฟล์ไม่ถูกต้อง',
    en: 'The file download link is not valid',
  },
  ERR_FILE_0009: {
    status: 403,
    th: 'ลิงก์ดาวน์โหลดไฟล์หมดอายุแล้ว กรุณาเปิดหน้านี้ใหม่อีกครั้ง',
    en: 'The file download link has expired, please reload the page',
  },
  ERR_FILE_0010: {
    status: 404,
    th: 'ไม่พบไฟล์ที่อัปโหลด {fileId}',
    en: 'The uploaded file {fileId} was not found',
  },
  ERR_FILE_0011: {
    status: 409,
    th: 'ไฟล์ {fileId} ถูกผูกกับบัญชีแล้ว',
    en: 'The file {fileId} is already attached to an account',
  },
  ERR_FILE_0012: {
    status: 400,
    th: 'ไฟล์ {fileId} อัปโหลดไว้นานเกิน 24 ชั่วโมง กรุณาอัปโหลดใหม่',
    en: 'The file {fileId} was uploaded more than 24 hours ago, please upload it again',
  },
  ERR_SIM_0001: {
    status: 400,
    th: 'ไม่สามารถย้อนเวลาของระบบจำลองได้',
    en: 'The simulated clock cannot be moved backwards',
  },
} as const satisfies Record<string, TErrorEntry>;

export type TErrorCode = keyof typeof errorCatalogue;

export type TLanguage = 'TH' | 'EN';

export function describeError(code: TErrorCode, language: TLanguage, params: Record<string, string> = {}): string {
  const entry: TErrorEntry = errorCatalogue[code];
  const template = language === 'EN' ? entry.en : entry.th;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
