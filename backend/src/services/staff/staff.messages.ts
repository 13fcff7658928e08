import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** Staff accounts and their roles. */
export const staffMessages = {
  ERR_AUTH_0027: {
    status: 403,
    th: 'บัญชีเจ้าหน้าที่นี้ถูกระงับการใช้งาน',
    en: 'This staff account is disabled',
  },
  ERR_STAFF_0003: {
    status: 403,
    th: 'บัญชีเจ้าหน้าที่นี้ไม่มีบทบาทผู้ตรวจสอบ (APPROVER) จึงไม่สามารถตรวจสอบหรืออนุมัติการสมัครสมาชิกและรถได้',
    en: 'This staff account does not have the reviewer (APPROVER) role, so it cannot review or decide registrations and vehicles',
  },
  ERR_STAFF_0004: {
    status: 403,
    th: 'บทบาทของบัญชีเจ้าหน้าที่นี้ไม่มีสิทธิ์ทำรายการนี้',
    en: "This staff account's roles do not allow this action",
  },
  ERR_STAFF_0005: {
    status: 409,
    th: 'มีบัญชีเจ้าหน้าที่ที่ใช้อีเมลนี้อยู่แล้ว',
    en: 'A staff account with this e-mail address already exists',
  },
  ERR_STAFF_0006: {
    status: 404,
    th: 'ไม่พบบัญชีเจ้าหน้าที่',
    en: 'The staff account was not found',
  },
  ERR_STAFF_0007: {
    status: 400,
    th: 'ระบุบทบาทซ้ำกัน',
    en: 'A role is given more than once',
  },
  ERR_STAFF_0008: {
    status: 409,
    th: 'ไม่สามารถระงับบัญชีของตนเองหรือถอนบทบาทผู้ดูแลระบบ (ADMIN) ของตนเองได้',
    en: 'You cannot disable your own account or take the admin role from yourself',
  },
  ERR_STAFF_0009: {
    status: 400,
    th: 'กรุณาค้นหาด้วยข้อมูลเพียงอย่างเดียว: อีเมล หมายเลขโทรศัพท์มือถือ ทะเบียนรถ หรือเลขที่ใบแจ้งหนี้',
    en: 'Search by exactly one of: e-mail, mobile number, plate or invoice number',
  },
} as const satisfies TErrorTexts;
