import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** Customer sign-in: wrong credentials, the lock, and accounts that may not sign in yet or any more. */
export const authMessages = {
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
} as const satisfies TErrorTexts;
