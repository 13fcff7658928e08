import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** The payment gateway: cards, tags, charges, the hosted card page, QR and counter payments. */
export const gatewayMessages = {
  ERR_GW_0001: {
    status: 400,
    th: 'หมายเลขบัตรไม่ถูกต้อง หรือไม่ตรงกับประเภทบัตรที่เลือก',
    en: 'The card number is not valid, or does not match the card type chosen',
  },
  ERR_GW_0002: {
    status: 400,
    th: 'วันหมดอายุของบัตรไม่ถูกต้อง หรือบัตรหมดอายุแล้ว',
    en: 'The card expiry date is not valid, or the card has expired',
  },
  ERR_GW_0003: {
    status: 400,
    th: 'รหัส CVV ต้องเป็นตัวเลข 3 หลัก',
    en: 'The CVV must be 3 digits',
  },
  ERR_GW_0004: {
    status: 400,
    th: 'ธนาคารผู้ออกบัตรปฏิเสธบัตรนี้ กรุณาใช้บัตรอื่นหรือติดต่อธนาคาร',
    en: 'The card issuer refused this card; please use another card or contact your bank',
  },
  ERR_GW_0005: {
    status: 400,
    th: 'ไม่พบบัตร M-PASS หรือ Easy Pass นี้ หรือเลขประจำตัวผู้ถือบัตรไม่ตรงกัน',
    en: 'This M-PASS or Easy Pass tag was not found, or the card-holder ID does not match',
  },
  ERR_GW_0006: {
    status: 409,
    th: 'รหัสอ้างอิงคำขอนี้ถูกใช้กับรายการชำระเงินอื่นแล้ว',
    en: 'This idempotency key was already used for a different payment request',
  },
  ERR_GW_0007: {
    status: 404,
    th: 'ไม่พบรายการชำระเงินนี้ที่ผู้ให้บริการชำระเงิน',
    en: 'The payment gateway has no such payment',
  },
  ERR_GW_0008: {
    status: 400,
    th: 'ลิงก์ยืนยันผลการชำระเงินไม่ถูกต้องหรือถูกใช้ไปแล้ว',
    en: 'The payment return token is not valid or was already used',
  },
  ERR_GW_0009: {
    status: 409,
    th: 'รายการชำระเงินนี้ไม่ได้อยู่ในสถานะรอดำเนินการ',
    en: 'This payment is not pending',
  },
  ERR_GW_0010: {
    status: 400,
    th: 'QR Code นี้หมดอายุแล้วหรือถูกชำระไปแล้ว',
    en: 'This QR code has expired or was already paid',
  },
  ERR_GW_0011: {
    status: 400,
    th: 'ข้อมูล QR Code ไม่ถูกต้อง',
    en: 'The QR code payload is not valid',
  },
  ERR_GW_0012: {
    status: 400,
    th: 'เลขอ้างอิง (Ref.1) ไม่ถูกต้อง',
    en: 'The payment reference (Ref.1) is not valid',
  },
  ERR_GW_0013: {
    status: 400,
    th: 'รหัสยืนยันการชำระเงินไม่ถูกต้อง',
    en: 'The payment confirmation code is not correct',
  },
  ERR_GW_0014: {
    status: 400,
    th: 'ข้อมูลคำขอชำระเงินไม่ถูกต้อง',
    en: 'The payment request is not valid',
  },
  ERR_GW_0015: {
    status: 503,
    th: 'ขณะนี้ระบบชำระเงินไม่พร้อมให้บริการ กรุณาติดต่อศูนย์บริการลูกค้า',
    en: 'The payment system is not available, please contact the call centre',
  },
} as const satisfies TErrorTexts;
