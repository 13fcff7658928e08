import type { TErrorEntry } from '../../platform/errors/catalogue-part';

/** Staff accounts and their roles. */
export const staffMessages = {
  ERR_AUTH_0027: {
    status: 403,
    th: 'บัญชีเจ้าหน้าที่นี้ถูกระงับการใช้งาน',
    en: 'This staff account is disabled',
  },
  ERR_STAFF_0003: {
    status: 403,
    th: 'บัญชีเจ้าหน้าที่นี้ไม่มีบทบาทผู้อนุมัติ (APPROVER) จึงไม่สามารถตรวจสอบหรืออนุมัติการสมัครสมาชิกได้',
    en: 'This staff account does not have the approver role, so it cannot review or decide registrations',
  },
} as const satisfies Record<string, TErrorEntry>;
