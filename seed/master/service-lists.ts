import type { MasterList } from './types';

/** Topics of the public complaint form (requirements/complaints.md#complaint-fields); OTHER asks for a free-text topic. */
export const complaintTopics: MasterList = {
  name: 'complainttopics',
  items: [
    { code: 'WRONG_CHARGE', nameTh: 'เรียกเก็บค่าผ่านทางไม่ถูกต้อง', nameEn: 'Incorrect toll charge' },
    { code: 'PAYMENT', nameTh: 'ปัญหาการชำระเงิน', nameEn: 'Payment problem' },
    { code: 'REGISTRATION', nameTh: 'การสมัครสมาชิกและข้อมูลรถ', nameEn: 'Registration and vehicle data' },
    { code: 'WEBSITE_APP', nameTh: 'ปัญหาการใช้งานเว็บไซต์หรือแอปพลิเคชัน', nameEn: 'Website or app problem' },
    { code: 'GANTRY_ROAD', nameTh: 'ด่านเก็บค่าผ่านทาง อุปกรณ์ หรือสภาพถนน', nameEn: 'Toll gantry, equipment or road condition' },
    { code: 'SERVICE_STAFF', nameTh: 'การให้บริการของเจ้าหน้าที่', nameEn: 'Service staff' },
    { code: 'PRIVACY', nameTh: 'ข้อมูลส่วนบุคคล', nameEn: 'Personal data and privacy' },
    { code: 'OTHER', nameTh: 'อื่น ๆ', nameEn: 'Other', extra: { freeText: true } },
  ],
};

/** Reasons offered on the toll-dispute form (requirements/disputes.md#dispute-fields); OTHER asks for a free-text reason. */
const disputeReasons: MasterList = {
  name: 'disputereasons',
  items: [
    { code: 'NOT_MY_VEHICLE', nameTh: 'ไม่ใช่รถของฉัน หรือถูกสวมทะเบียน', nameEn: 'Not my vehicle or a cloned plate' },
    { code: 'VEHICLE_SOLD', nameTh: 'ขายหรือโอนรถไปแล้ว', nameEn: 'Vehicle already sold or transferred' },
    { code: 'CHARGED_TWICE', nameTh: 'ถูกเรียกเก็บซ้ำ', nameEn: 'Charged twice' },
    { code: 'WRONG_VEHICLE_CLASS', nameTh: 'ประเภทรถไม่ถูกต้อง', nameEn: 'Wrong vehicle class' },
    { code: 'DID_NOT_PASS', nameTh: 'ไม่ได้ผ่านด่านนี้', nameEn: 'Did not pass this gantry' },
    { code: 'ALREADY_PAID', nameTh: 'ชำระเงินแล้ว', nameEn: 'Already paid' },
    { code: 'OTHER', nameTh: 'อื่น ๆ', nameEn: 'Other', extra: { freeText: true } },
  ],
};

export const serviceLists: readonly MasterList[] = [complaintTopics, disputeReasons];

/**
 * Types of complaint, beside the topics; OTHER asks for free text. The complaint module seeds both
 * into the list the back-office keeps (requirements/complaints.md#complaint-fields).
 */
export const complaintTypes: MasterList = {
  name: 'complainttypes',
  items: [
    { code: 'COMPLAINT', nameTh: 'ร้องเรียน', nameEn: 'Complaint' },
    { code: 'SUGGESTION', nameTh: 'ข้อเสนอแนะ', nameEn: 'Suggestion' },
    { code: 'QUESTION', nameTh: 'สอบถามข้อมูล', nameEn: 'Question' },
    { code: 'COMPLIMENT', nameTh: 'คำชมเชย', nameEn: 'Compliment' },
    { code: 'OTHER', nameTh: 'อื่น ๆ', nameEn: 'Other', extra: { freeText: true } },
  ],
};
