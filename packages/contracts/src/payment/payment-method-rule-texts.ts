/**
 * The codes the shared payment-method rules (payment-method-rules.ts) answer with, and their
 * texts. The backend's catalogue takes them in as they are, like the vehicle rules' texts, so the
 * portal shows the same words for the same code before it calls the API.
 */
export const PAYMENT_METHOD_RULE_TEXTS = {
  ERR_PAY_0001: {
    status: 400,
    th: 'หมายเลขบัตรต้องเป็นตัวเลขอย่างน้อย 16 หลัก',
    en: 'The card number must have at least 16 digits',
  },
  ERR_PAY_0002: {
    status: 400,
    th: 'ประเภทบัตรและหมายเลขบัตรไม่ตรงกัน',
    en: 'The card type and the card number do not match',
  },
  ERR_PAY_0003: {
    status: 400,
    th: 'หมายเลขบัตรไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
    en: 'The card number is not valid; please check it',
  },
  ERR_PAY_0004: {
    status: 400,
    th: 'เดือนหมดอายุไม่ถูกต้อง (ตัวเลข 2 หลัก 01 ถึง 12)',
    en: 'The expiry month is not valid (2 digits, 01 to 12)',
  },
  ERR_PAY_0005: {
    status: 400,
    th: 'ปีหมดอายุไม่ถูกต้อง (ปี ค.ศ. ตัวเลข 4 หลัก)',
    en: 'The expiry year is not valid (4 digits)',
  },
  ERR_PAY_0006: {
    status: 400,
    th: 'วันหมดอายุบัตรไม่ถูกต้อง บัตรหมดอายุแล้ว',
    en: 'The expiry date is not valid: the card has expired',
  },
  ERR_PAY_0007: {
    status: 400,
    th: 'รหัส CVV ต้องเป็นตัวเลข 3 หลัก',
    en: 'The CVV must be 3 digits',
  },
  ERR_PAY_0008: {
    status: 400,
    th: 'กรุณาระบุชื่อผู้ถือบัตรตามที่ปรากฏบนบัตร อย่างน้อย 2 ตัวอักษร (ภาษาอังกฤษ)',
    en: 'Enter the holder name as printed on the card, at least 2 letters',
  },
  ERR_PAY_0009: {
    status: 400,
    th: 'จำนวนหลักของเลขที่บัญชีไม่ตรงกับธนาคารที่เลือก',
    en: 'The account number does not have the number of digits the chosen bank uses',
  },
  ERR_PAY_0010: {
    status: 400,
    th: 'หมายเลขโทรศัพท์มือถือต้องเป็นตัวเลข 10 หลัก',
    en: 'The mobile number must have 10 digits',
  },
  ERR_PAY_0011: {
    status: 400,
    th: 'หมายเลข M-PASS ต้องเป็นหมายเลขบนบัตร 10 หลัก หรือหมายเลข OBU 19 หลัก',
    en: 'The M-PASS number is the 10-digit number printed on the card or the 19-digit OBU number',
  },
  ERR_PAY_0012: {
    status: 400,
    th: 'หมายเลข Easy Pass ต้องเป็นตัวเลข 10 หลัก',
    en: 'The Easy Pass number must have 10 digits',
  },
  ERR_PAY_0013: {
    status: 400,
    th: 'เลขที่สำนักงานต้องมี 5 ตัวอักษร',
    en: 'The office number must have exactly 5 characters',
  },
  ERR_PAY_0014: {
    status: 400,
    th: 'หมายเลขชิปไม่ถูกต้อง (ตัวอักษรภาษาอังกฤษหรือตัวเลข 6 ถึง 20 ตัว)',
    en: 'The chip serial number is not valid (6 to 20 letters or digits)',
  },
} as const;

export type TPaymentMethodRuleCode = keyof typeof PAYMENT_METHOD_RULE_TEXTS;
