import type { TErrorTexts } from '../../../platform/errors/catalogue-part';

/**
 * Receipts, tax invoices and their reprint (requirements/payments.md#receipts-and-tax-invoices: MENU00016, MENU00023),
 * and the e-tax document search (requirements/payments.md#e-tax-invoice-search).
 */
export const receiptsMessages = {
  ERR_RCPT_0001: {
    status: 404,
    th: 'ไม่พบใบเสร็จรับเงินของรายการชำระเงินนี้',
    en: 'No receipt was found for this payment',
  },
  ERR_RCPT_0002: {
    status: 404,
    th: 'เลขที่ใบแจ้งหนี้และทะเบียนรถไม่ตรงกัน หรือใบแจ้งหนี้นี้ยังไม่ได้ชำระ กรุณาตรวจสอบแล้วลองใหม่',
    en: 'The invoice number and the plate do not match, or the invoice has not been paid; check them and try again',
  },
  ERR_RCPT_0003: {
    status: 404,
    th: 'ยังไม่ได้ขอใบกำกับภาษีของรายการชำระเงินนี้',
    en: 'No tax invoice has been requested for this payment yet',
  },
  ERR_RCPT_0004: {
    status: 404,
    th: 'ไม่พบใบแจ้งหนี้ {invoiceNo}',
    en: 'Invoice {invoiceNo} was not found',
  },
  ERR_RCPT_0005: {
    status: 422,
    th: 'กรุณาเพิ่มที่อยู่สำหรับออกใบกำกับภาษีก่อนขอใบกำกับภาษี',
    en: 'Add an invoice address before requesting a tax invoice',
  },
  ERR_RCPT_0006: {
    status: 403,
    th: 'รหัสยืนยันไม่ตรงกับที่พิมพ์บนใบเสร็จรับเงิน กรุณาตรวจสอบแล้วลองใหม่',
    en: 'The verification code does not match the one printed on the receipt; check it and try again',
  },
  ERR_RCPT_0007: {
    status: 404,
    th: 'ไม่พบใบกำกับภาษีที่ยังมีผลอยู่เลขที่นี้',
    en: 'No tax invoice in force has this number',
  },
  ERR_RCPT_0008: {
    status: 404,
    th: 'ไม่พบใบลดหนี้เลขที่นี้',
    en: 'No credit note has this number',
  },
  ERR_RCPT_0009: {
    status: 404,
    th: 'ไม่พบใบกำกับภาษีเลขที่นี้ที่ออกให้เลขประจำตัวผู้เสียภาษีนี้ กรุณาตรวจสอบแล้วลองใหม่',
    en: 'No tax invoice with this number was issued to this tax ID; check them and try again',
  },
  ERR_RCPT_0010: {
    status: 429,
    th: 'เพิ่งส่งเอกสารไปยังอีเมลนี้ กรุณารอสักครู่แล้วลองใหม่',
    en: 'A document was just sent to this e-mail address; wait a minute and try again',
  },
  ERR_RCPT_0011: {
    status: 422,
    th: 'เอกสารนี้ไม่มีอีเมลของผู้ซื้อสำหรับส่งซ้ำ',
    en: 'This document has no buyer e-mail address to send it to again',
  },
} as const satisfies TErrorTexts;
