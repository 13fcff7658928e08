/**
 * The verification step codes, 0 to 34 (requirements/accounts.md#verification-steps): every step that needs a one-time code, as one table.
 * The requirements name the steps (edit customer; create, edit and delete for each payment kind; vehicle
 * create, edit, delete and approve; change password; change PIN; verify mobile or e-mail) but not
 * their numbers, so the numbering is ours (docs/verification-steps.md). A step's name is the OTP
 * `purpose` the API takes; its number is the same step for callers that speak in codes. A
 * verification token is issued for one step and is spent only by that step.
 *
 * Numbers are never reused or renumbered: a token, a log line or an outbox row that names a step
 * must keep meaning the same step.
 */
export const VERIFICATION_STEPS = [
  { code: 0, step: 'EDIT_CUSTOMER', en: 'Edit customer data', th: 'แก้ไขข้อมูลลูกค้า' },
  { code: 1, step: 'REGISTER_MOBILE', en: 'Verify the mobile number (registration)', th: 'ยืนยันหมายเลขโทรศัพท์มือถือ (สมัครสมาชิก)' },
  { code: 2, step: 'REGISTER_EMAIL', en: 'Verify the e-mail address (registration)', th: 'ยืนยันอีเมล (สมัครสมาชิก)' },
  { code: 3, step: 'CHANGE_MOBILE', en: 'Verify a new mobile number', th: 'ยืนยันหมายเลขโทรศัพท์มือถือใหม่' },
  { code: 4, step: 'CHANGE_EMAIL', en: 'Verify a new e-mail address', th: 'ยืนยันอีเมลใหม่' },
  { code: 5, step: 'CHANGE_PASSWORD', en: 'Change the password', th: 'เปลี่ยนรหัสผ่าน' },
  { code: 6, step: 'FORGOT_PASSWORD', en: 'Reset a forgotten password', th: 'ตั้งรหัสผ่านใหม่เมื่อลืมรหัสผ่าน' },
  { code: 7, step: 'CHANGE_PIN', en: 'Change the PIN (passcode)', th: 'เปลี่ยนรหัส PIN' },
  { code: 8, step: 'CLOSE_ACCOUNT', en: 'Close the account', th: 'ปิดบัญชี' },
  { code: 9, step: 'CREATE_VEHICLE', en: 'Add a vehicle (one or a fleet file)', th: 'เพิ่มรถ (ทีละคันหรือนำเข้าจากไฟล์)' },
  { code: 10, step: 'EDIT_VEHICLE', en: 'Edit or resubmit a vehicle', th: 'แก้ไขหรือส่งข้อมูลรถใหม่' },
  { code: 11, step: 'DELETE_VEHICLE', en: 'Delete a vehicle', th: 'ลบรถ' },
  { code: 12, step: 'APPROVE_VEHICLE', en: 'Approve a vehicle (reserved: staff decide without a code today)', th: 'อนุมัติรถ (สงวนไว้)' },
  { code: 13, step: 'CREATE_CREDIT_CARD', en: 'Add a credit card', th: 'เพิ่มบัตรเครดิต' },
  { code: 14, step: 'EDIT_CREDIT_CARD', en: 'Edit a credit card', th: 'แก้ไขบัตรเครดิต' },
  { code: 15, step: 'DELETE_CREDIT_CARD', en: 'Delete a credit card', th: 'ลบบัตรเครดิต' },
  { code: 16, step: 'CREATE_DEBIT_CARD', en: 'Add a debit card', th: 'เพิ่มบัตรเดบิต' },
  { code: 17, step: 'EDIT_DEBIT_CARD', en: 'Edit a debit card', th: 'แก้ไขบัตรเดบิต' },
  { code: 18, step: 'DELETE_DEBIT_CARD', en: 'Delete a debit card', th: 'ลบบัตรเดบิต' },
  { code: 19, step: 'CREATE_BANK_ACCOUNT', en: 'Add a bank account (direct debit)', th: 'เพิ่มบัญชีธนาคาร (หักบัญชีอัตโนมัติ)' },
  { code: 20, step: 'EDIT_BANK_ACCOUNT', en: 'Edit a bank account (direct debit)', th: 'แก้ไขบัญชีธนาคาร (หักบัญชีอัตโนมัติ)' },
  { code: 21, step: 'DELETE_BANK_ACCOUNT', en: 'Delete a bank account (direct debit)', th: 'ลบบัญชีธนาคาร (หักบัญชีอัตโนมัติ)' },
  { code: 22, step: 'CREATE_MPASS', en: 'Add an M-PASS account', th: 'เพิ่มบัญชี M-PASS' },
  { code: 23, step: 'EDIT_MPASS', en: 'Edit an M-PASS account', th: 'แก้ไขบัญชี M-PASS' },
  { code: 24, step: 'DELETE_MPASS', en: 'Delete an M-PASS account', th: 'ลบบัญชี M-PASS' },
  { code: 25, step: 'CREATE_EASYPASS', en: 'Add an Easy Pass account', th: 'เพิ่มบัญชี Easy Pass' },
  { code: 26, step: 'EDIT_EASYPASS', en: 'Edit an Easy Pass account', th: 'แก้ไขบัญชี Easy Pass' },
  { code: 27, step: 'DELETE_EASYPASS', en: 'Delete an Easy Pass account', th: 'ลบบัญชี Easy Pass' },
  { code: 28, step: 'CREATE_MFLOW_PREPAID', en: 'Add an M-Flow prepaid (card top-up) account', th: 'เพิ่มบัญชีเติมเงิน M-Flow' },
  { code: 29, step: 'EDIT_MFLOW_PREPAID', en: 'Edit an M-Flow prepaid (card top-up) account', th: 'แก้ไขบัญชีเติมเงิน M-Flow' },
  { code: 30, step: 'DELETE_MFLOW_PREPAID', en: 'Delete an M-Flow prepaid (card top-up) account', th: 'ลบบัญชีเติมเงิน M-Flow' },
  { code: 31, step: 'SET_MAIN_PAYMENT', en: 'Set the main (primary) payment method', th: 'ตั้งช่องทางชำระเงินหลัก' },
  {
    code: 32,
    step: 'VISITOR_DISPUTE',
    en: "Verify a visitor's contact to dispute a charge",
    th: 'ยืนยันช่องทางติดต่อเพื่อโต้แย้งค่าผ่านทาง (ผู้ไม่เป็นสมาชิก)',
  },
  { code: 33, step: 'TRACK_CASE', en: "Open a visitor's case with the contact it holds", th: 'เปิดดูเรื่องของผู้ไม่เป็นสมาชิกด้วยช่องทางติดต่อที่ให้ไว้' },
  {
    code: 34,
    step: 'VISITOR_APPEAL',
    en: "Verify a visitor's contact to appeal a toll notice",
    th: 'ยืนยันช่องทางติดต่อเพื่ออุทธรณ์ใบแจ้งเตือน (ผู้ไม่เป็นสมาชิก)',
  },
] as const;

type TVerificationStepEntry = (typeof VERIFICATION_STEPS)[number];
export type TVerificationStep = TVerificationStepEntry['step'];
export type TVerificationStepCode = TVerificationStepEntry['code'];

/** The step names in code order: the OTP purposes. */
export const VERIFICATION_STEP_NAMES = VERIFICATION_STEPS.map((entry) => entry.step) as unknown as readonly [
  TVerificationStep,
  ...TVerificationStep[],
];

const BY_STEP = new Map<string, TVerificationStepEntry>(VERIFICATION_STEPS.map((entry) => [entry.step, entry]));
const BY_CODE = new Map<number, TVerificationStepEntry>(VERIFICATION_STEPS.map((entry) => [entry.code, entry]));

export function stepCodeOf(step: TVerificationStep): TVerificationStepCode {
  const entry = BY_STEP.get(step);
  if (!entry) throw new Error(`unknown verification step ${step}`);
  return entry.code;
}

/** The step of a code, or undefined for a number outside the table. */
export function stepOfCode(code: number): TVerificationStep | undefined {
  return BY_CODE.get(code)?.step;
}

export function isVerificationStep(value: string): value is TVerificationStep {
  return BY_STEP.has(value);
}
