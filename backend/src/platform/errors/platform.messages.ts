import type { TErrorTexts } from './catalogue-part';

/**
 * The platform's own answers: the common headers and body, routing, readiness, access keys, bearer
 * sessions, file download keys, the simulated clock, the guard of the simulation controls and the
 * jobs runner.
 */
export const platformMessages = {
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
  ERR_SIM_0001: {
    status: 400,
    th: 'ไม่สามารถย้อนเวลาของระบบจำลองได้',
    en: 'The simulated clock cannot be moved backwards',
  },
  ERR_SIM_0002: {
    status: 403,
    th: 'การควบคุมระบบจำลองใช้ได้เฉพาะจากเครื่องนี้ หากเรียกจากเครื่องอื่นต้องเข้าสู่ระบบด้วยบัญชีเจ้าหน้าที่ที่มีบทบาทผู้ฝึกอบรม (TRAINER)',
    en: 'The simulation controls answer only callers on this machine; from another machine, sign in as staff with the trainer role',
  },
  ERR_SIM_0003: {
    status: 400,
    th: 'ไม่มีงานตามกำหนดเวลาชื่อ {job}',
    en: 'There is no scheduled job named {job}',
  },
} as const satisfies TErrorTexts;
