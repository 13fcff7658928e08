import type { TErrorTexts } from '../../../platform/errors/catalogue-part';

/** Paying invoices: refusals of a payment request, and the reasons a payment failed ("payment system error", "processing not successful": requirements/error-messages.md#visible-messages). */
export const paymentsMessages = {
  ERR_PAY_0101: {
    status: 400,
    th: 'กรุณาระบุ Idempotency-Key ของคำขอชำระเงิน',
    en: 'The Idempotency-Key header of the payment request is missing or not valid',
  },
  ERR_PAY_0102: {
    status: 422,
    th: 'Idempotency-Key นี้ถูกใช้กับคำขอชำระเงินอื่นแล้ว กรุณาใช้ Key ใหม่',
    en: 'This Idempotency-Key was already used for a different payment request; use a new key',
  },
  ERR_PAY_0103: {
    status: 409,
    th: 'คำขอชำระเงินนี้กำลังดำเนินการ กรุณารอสักครู่แล้วตรวจสอบผลการชำระเงิน',
    en: 'This payment request is being processed; please wait and check the payment result',
  },
  ERR_PAY_0104: {
    status: 409,
    th: 'ใบแจ้งหนี้นี้กำลังอยู่ระหว่างการชำระเงิน',
    en: 'This invoice is already being paid',
  },
  ERR_PAY_0105: {
    status: 409,
    th: 'ใบแจ้งหนี้ {invoiceNo} ชำระแล้ว',
    en: 'Invoice {invoiceNo} has already been paid',
  },
  ERR_PAY_0106: {
    status: 409,
    th: 'ใบแจ้งหนี้ {invoiceNo} ถูกยกเลิกแล้ว ไม่สามารถชำระได้',
    en: 'Invoice {invoiceNo} has been cancelled and cannot be paid',
  },
  ERR_PAY_0107: {
    status: 404,
    th: 'ไม่พบใบแจ้งหนี้ {invoiceNo}',
    en: 'Invoice {invoiceNo} was not found',
  },
  ERR_PAY_0108: {
    status: 404,
    th: 'ไม่พบรายการชำระเงิน',
    en: 'The payment was not found',
  },
  ERR_PAY_0109: {
    status: 409,
    th: 'กรุณาเพิ่มช่องทางการชำระเงินก่อน หรือเลือกชำระด้วยบัตรหรือ QR Code',
    en: 'You have no saved payment method to charge; add one, or pay by card or QR code',
  },
  ERR_PAY_0110: {
    status: 402,
    th: 'การชำระเงินไม่สำเร็จ ธนาคารปฏิเสธรายการ',
    en: 'Processing not successful: the bank declined the payment',
  },
  ERR_PAY_0111: {
    status: 402,
    th: 'การชำระเงินไม่สำเร็จ ยอดเงินคงเหลือไม่เพียงพอ',
    en: 'Processing not successful: insufficient funds',
  },
  ERR_PAY_0112: {
    status: 402,
    th: 'การชำระเงินไม่สำเร็จ บัญชีถูกปิดแล้ว',
    en: 'Processing not successful: the account is closed',
  },
  ERR_PAY_0113: {
    status: 402,
    th: 'การชำระเงินไม่สำเร็จ ธนาคารไม่ตอบกลับภายในเวลาที่กำหนด',
    en: 'Processing not successful: the bank did not answer in time',
  },
  ERR_PAY_0114: {
    status: 402,
    th: 'การชำระเงินไม่สำเร็จ ไม่พบบัตรหรือบัญชีที่บันทึกไว้',
    en: 'Processing not successful: the saved card or account is not known to the bank',
  },
  ERR_PAY_0115: {
    status: 402,
    th: 'รายการชำระเงินหมดอายุ กรุณาทำรายการใหม่',
    en: 'The payment expired before it was completed; please start again',
  },
  ERR_PAY_0116: {
    status: 502,
    th: 'ระบบชำระเงินขัดข้อง ไม่สามารถทำรายการได้',
    en: 'Payment system error: the payment could not be made',
  },
  ERR_PAY_0117: {
    status: 400,
    th: 'ช่องทางการชำระเงินนี้ใช้ชำระใบแจ้งหนี้ได้เฉพาะ บัตร บัญชีธนาคาร หรือ M-PASS/Easy Pass ที่บันทึกไว้',
    en: 'This saved method cannot be charged here; choose a saved card, bank account or M-PASS/Easy Pass, or pay by QR code',
  },
  ERR_PAY_0118: {
    status: 402,
    th: 'การชำระเงินไม่สำเร็จ รายการไม่ได้ถูกส่งถึงธนาคารและไม่มีการตัดเงิน กรุณาทำรายการใหม่',
    en: 'Processing not successful: the payment never reached the bank and nothing was charged; please start again',
  },
  ERR_PAY_0119: {
    status: 404,
    th: 'ไม่พบลิงก์ชำระเงินนี้ กรุณาตรวจสอบลิงก์ หรือค้นหาใบแจ้งหนี้ด้วยทะเบียนรถ',
    en: 'This payment link was not found; check the link, or find the invoice by its plate',
  },
  ERR_PAY_0120: {
    status: 409,
    th: 'ไม่พบยอดเงินที่เลือก หรือยอดเงินนั้นถูกนำไปชำระแล้ว กรุณาโหลดรายการใหม่',
    en: 'An amount chosen is unknown or has already been applied; reload the list',
  },
  ERR_PAY_0121: {
    status: 409,
    th: 'ยอดเงินที่เลือกรวมกันไม่เท่ากับยอดของใบแจ้งหนี้ {invoiceNo}',
    en: 'The amounts chosen do not add up to the total of invoice {invoiceNo}',
  },
  ERR_PAY_0122: {
    status: 409,
    th: 'ใบแจ้งหนี้ {invoiceNo} ไม่ได้อยู่ในสถานะรอชำระ',
    en: 'Invoice {invoiceNo} is not open for payment',
  },
} as const satisfies TErrorTexts;
