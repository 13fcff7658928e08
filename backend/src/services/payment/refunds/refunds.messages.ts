import type { TErrorTexts } from '../../../platform/errors/catalogue-part';

/** Refunds of paid payments (requirements/disputes.md#refunds). */
export const refundsMessages = {
  ERR_RFD_0001: {
    status: 409,
    th: 'ไม่สามารถขอคืนเงินไปยังช่องทางที่ใช้ชำระได้ กรุณาเลือกรับเงินคืนทางบัญชีธนาคาร',
    en: 'The refund cannot be requested to the card, tag or channel that paid; please choose a bank account for the refund',
  },
  ERR_RFD_0002: {
    status: 409,
    th: 'ยอดเงินที่ขอคืนเกินกว่ายอดที่ชำระและยังไม่ได้คืน',
    en: 'The refund is more than what is left of the payment to refund',
  },
  ERR_RFD_0003: {
    status: 409,
    th: 'รายการชำระเงินนี้ไม่อยู่ในสถานะที่ขอคืนเงินได้',
    en: 'This payment is not paid, so nothing can be refunded from it',
  },
  ERR_RFD_0004: {
    status: 400,
    th: 'ไม่พบธนาคารที่เลือก',
    en: 'The bank chosen is not in the list of banks',
  },
  ERR_RFD_0005: {
    status: 400,
    th: 'ไม่พบสำเนาหน้าสมุดบัญชีธนาคารที่แนบ',
    en: 'The bank book copy attached was not found',
  },
  ERR_RFD_0006: {
    status: 409,
    th: 'คำขอคืนเงินนี้ถูกใช้กับรายการชำระเงินหรือยอดเงินอื่นแล้ว',
    en: 'This refund request was already made for another payment or amount',
  },
  ERR_RFD_0007: {
    status: 409,
    th: 'ท่านไม่มีบัญชีเติมเงิน M-Flow ที่เปิดอยู่ กรุณาเลือกช่องทางรับเงินคืนอื่น',
    en: 'You have no open M-Flow prepaid account to take the refund; please choose another way',
  },
} as const satisfies TErrorTexts;
