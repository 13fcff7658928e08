import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** Invoices, toll notices and waivers; 0001 is "no outstanding bills found" (requirements/error-messages.md#visible-messages). */
export const billingMessages = {
  ERR_BILL_0001: {
    status: 404,
    th: 'ไม่พบรายการค้างชำระ',
    en: 'No outstanding bills found',
  },
  ERR_BILL_0002: {
    status: 404,
    th: 'ไม่พบใบแจ้งหนี้',
    en: 'The invoice was not found',
  },
  ERR_BILL_0003: {
    status: 400,
    th: 'หมายเลขอ้างอิงไม่ถูกต้อง กรุณาตรวจสอบตัวเลข 18 หลักอีกครั้ง',
    en: 'The reference number is not valid: please check its 18 digits',
  },
  ERR_BILL_0004: {
    status: 400,
    th: 'กรุณาค้นหาด้วยเลขที่ใบแจ้งหนี้ หรือทะเบียนรถพร้อมจังหวัด หรือหมายเลขอ้างอิง อย่างใดอย่างหนึ่ง',
    en: 'Search by one of: the invoice number, the plate with its province, or the reference number',
  },
  ERR_BILL_0005: {
    status: 409,
    th: 'ใบแจ้งหนี้นี้ชำระแล้วหรือถูกยกเลิกแล้ว',
    en: 'This invoice has already been paid or cancelled',
  },
  ERR_BILL_0006: {
    status: 409,
    th: 'ใบแจ้งหนี้นี้ไม่มีค่าปรับให้ยกเว้น',
    en: 'This invoice carries no late fee or fine to waive',
  },
  ERR_BILL_0007: {
    status: 403,
    th: 'บัญชีเจ้าหน้าที่นี้ไม่มีบทบาทผู้อนุมัติ (APPROVER) จึงไม่สามารถยกเว้นค่าปรับได้',
    en: 'This staff account does not have the approver role, so it cannot waive fees',
  },
  ERR_BILL_0008: {
    status: 400,
    th: 'ตำแหน่งหน้าของรายการไม่ถูกต้อง กรุณาเริ่มจากหน้าแรกอีกครั้ง',
    en: 'The page position is not valid: please start again from the first page',
  },
} satisfies TErrorTexts;
