import type { TErrorTexts } from '../../../platform/errors/catalogue-part';

/** The prepaid account (requirements/prepaid-account.md): its refusals. */
export const prepaidMessages = {
  ERR_PREPAID_0001: {
    status: 404,
    th: 'ไม่พบบัญชีเติมเงิน M-Flow',
    en: 'You have no open M-Flow prepaid account',
  },
  ERR_PREPAID_0002: {
    status: 409,
    th: 'ท่านมีบัญชีเติมเงิน M-Flow อยู่แล้ว',
    en: 'You already have an M-Flow prepaid account',
  },
  ERR_PREPAID_0003: {
    status: 422,
    th: 'จำนวนเงินเติมต้องอยู่ระหว่าง {min} ถึง {max} บาท',
    en: 'A top-up must be from {min} to {max} baht',
  },
  ERR_PREPAID_0004: {
    status: 422,
    th: 'ยอดเงินในบัญชีเติมเงินต้องไม่เกิน {max} บาท',
    en: 'The prepaid balance may not go above {max} baht',
  },
  ERR_PREPAID_0005: {
    status: 409,
    th: 'บัญชีเติมเงิน M-Flow นี้ปิดแล้ว ไม่สามารถเติมเงินได้',
    en: 'This M-Flow prepaid account is closed and takes no top-ups',
  },
  ERR_PREPAID_0006: {
    status: 422,
    th: 'เติมเงินได้จากบัตรหรือบัญชีธนาคารที่บันทึกไว้เท่านั้น',
    en: 'Top up from a saved card or bank account only',
  },
  ERR_PREPAID_0007: {
    status: 409,
    th: 'กรุณาระบุบัญชีธนาคารและแนบสำเนาหน้าสมุดบัญชีเพื่อรับเงินคงเหลือคืนก่อนปิดบัญชีเติมเงิน M-Flow',
    en: 'Give the bank account, with a copy of its bank book, that the balance is refunded to before the M-Flow prepaid account is closed',
  },
  ERR_PREPAID_0008: {
    status: 409,
    th: 'บัญชีเติมเงิน M-Flow ปิดได้จากหน้าบัญชีเติมเงินเท่านั้น',
    en: 'The M-Flow prepaid account is closed from its own page, not deleted as a method',
  },
  ERR_PREPAID_0009: {
    status: 409,
    th: 'บัญชีเติมเงิน M-Flow นี้ปิดแล้ว',
    en: 'This M-Flow prepaid account is closed',
  },
  ERR_PREPAID_0010: {
    status: 409,
    th: 'การปรับยอดนี้จะทำให้ยอดเงินคงเหลือติดลบ ยอดเงินคงเหลือปัจจุบัน {balance} บาท',
    en: 'This adjustment would take the balance below zero; the balance is {balance} baht',
  },
  ERR_PREPAID_0011: {
    status: 409,
    th: 'บัญชีเติมเงิน M-Flow ไม่ได้ตัดเงินแบบบัตรที่บันทึกไว้ กรุณาชำระใบแจ้งหนี้จากยอดเงินในบัญชีเติมเงิน (POST /invoiceservice/api/v1/prepaid/payments)',
    en: 'The M-Flow prepaid account is not charged like a saved card; pay the invoices from the prepaid balance instead (POST /invoiceservice/api/v1/prepaid/payments)',
  },
} as const satisfies TErrorTexts;
