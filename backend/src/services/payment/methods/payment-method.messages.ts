import type { TErrorTexts } from '../../../platform/errors/catalogue-part';

/**
 * Payment methods: the rules that need the customer's data (requirements/payment-methods.md, with the wording of requirements/error-messages.md#visible-messages for the
 * duplicate channel and the tag rules). The shared form rules' codes (ERR_PAY_0001 to 0014) live
 * in the contract package (payment/payment-method-rule-texts.ts).
 */
export const paymentMethodMessages = {
  ERR_PAY_0020: {
    status: 404,
    th: 'ไม่พบช่องทางการชำระเงิน',
    en: 'The payment method was not found',
  },
  ERR_PAY_0021: {
    status: 409,
    th: 'ช่องทางการชำระเงินซ้ำ',
    en: 'Duplicate payment channel: this method is already in your list',
  },
  ERR_PAY_0022: {
    status: 409,
    th: 'คุณยังไม่ได้ยืนยันอีเมล จึงชำระเงินได้ด้วย QR Code เท่านั้น',
    en: 'Your e-mail address is not activated yet, so you can pay by QR code only',
  },
  ERR_PAY_0023: {
    status: 409,
    th: 'ไม่สามารถเพิ่มรถคันที่สองได้ เมื่อช่องทางชำระเงินหลักเป็น M-PASS หรือ Easy Pass',
    en: 'You cannot add a second vehicle while your primary payment method is M-PASS or Easy Pass',
  },
  ERR_PAY_0024: {
    status: 409,
    th: 'ตั้ง M-PASS หรือ Easy Pass เป็นช่องทางชำระเงินหลักได้เมื่อมีรถเพียงคันเดียวเท่านั้น',
    en: 'M-PASS or Easy Pass can be the primary payment method only when you have exactly one vehicle',
  },
  ERR_PAY_0025: {
    status: 400,
    th: 'การหักบัญชีอัตโนมัติรองรับเฉพาะบัญชีของธนาคารที่กำหนดเท่านั้น',
    en: 'Direct debit is available only from accounts of the designated bank',
  },
  ERR_PAY_0026: {
    status: 409,
    th: 'ไม่สามารถลบช่องทางชำระเงินหลักได้ กรุณาตั้งช่องทางอื่นเป็นช่องทางหลักก่อน',
    en: 'The primary payment method cannot be deleted while you have others; set another one as primary first',
  },
  ERR_PAY_0027: {
    status: 400,
    th: 'QR Code ไม่มีรูปแบบการตัดเงินให้แก้ไข',
    en: 'A QR code method has no debit mode to change',
  },
} as const satisfies TErrorTexts;
