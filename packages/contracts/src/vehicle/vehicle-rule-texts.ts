/**
 * The codes the shared vehicle rules (plate, chassis, colours, brand, axles, documents) answer
 * with, and their texts. The backend's catalogue takes them in as they are, like the customer
 * rules' texts (rules/rule-texts.ts), so the portal can show the same words for the same code
 * before it calls the API.
 */
export const VEHICLE_RULE_TEXTS = {
  ERR_VEH_0001: {
    status: 400,
    th: 'รูปแบบทะเบียนรถไม่ถูกต้อง (ตัวอย่าง 1กข 1234, กข 1234, 70-1234 หรือป้ายพิเศษ เช่น ทบ 12345, ท 12-3456, อ 12-3456)',
    en: 'The licence plate is not in a Thai plate format (for example 1กข 1234, กข 1234, 70-1234, or a special plate such as ทบ 12345, ท 12-3456, อ 12-3456)',
  },
  ERR_VEH_0002: {
    status: 400,
    th: 'ทะเบียนรถไม่ตรงกับรูปแบบของประเภทป้ายทะเบียนที่เลือก',
    en: 'The licence plate is not written as plates of the chosen plate type are',
  },
  ERR_VEH_0003: {
    status: 400,
    th: 'กรุณาระบุเลขตัวถัง 5 หลักสุดท้าย (ตัวอักษรภาษาอังกฤษหรือตัวเลข)',
    en: 'Enter the last 5 characters of the chassis number (letters or digits)',
  },
  ERR_VEH_0004: {
    status: 400,
    th: 'กรุณาระบุสีรถเมื่อเลือกสีอื่น ๆ',
    en: 'Please type the colour when you choose Other',
  },
  ERR_VEH_0005: {
    status: 400,
    th: 'กรุณาระบุยี่ห้อรถเมื่อเลือกยี่ห้ออื่น ๆ',
    en: 'Please type the brand when you choose Other',
  },
  ERR_VEH_0006: {
    status: 400,
    th: 'จำนวนเพลาไม่ตรงกับประเภทรถ (รถ 4 ล้อ 2 เพลา, รถ 6 ล้อ 3 เพลา, รถมากกว่า 6 ล้อ 4 เพลาขึ้นไป)',
    en: 'The axle count does not fit the category group (4 wheels: 2 axles, 6 wheels: 3 axles, more than 6 wheels: 4 axles or more)',
  },
  ERR_VEH_0007: {
    status: 400,
    th: 'สำเนาคู่มือจดทะเบียนรถต้องมีอย่างน้อย 2 หน้า คือหน้ารายการจดทะเบียนล่าสุดและหน้าผู้ถือกรรมสิทธิ์ล่าสุด',
    en: 'The registration book copy needs at least 2 pages: the latest registration page and the latest owner page',
  },
  ERR_VEH_0008: {
    status: 400,
    th: 'กรุณาแนบ {field} รถของผู้อื่นต้องมีหนังสือยินยอมจากผู้ครอบครองรถ สำเนาบัตรประจำตัวเจ้าของรถ และหนังสือมอบอำนาจ',
    en: "Please attach {field}: someone else's vehicle needs the keeper's consent letter, the owner's ID document and a power of attorney",
  },
  ERR_VEH_0009: {
    status: 400,
    th: 'ไฟล์เดียวกันถูกแนบซ้ำ ({field}) กรุณาแนบไฟล์ของแต่ละเอกสารหรือแต่ละหน้าแยกกัน',
    en: 'The same file is attached twice ({field}): attach a file of its own for each document or page',
  },
} as const;

export type TVehicleRuleCode = keyof typeof VEHICLE_RULE_TEXTS;

/** Every code a shared vehicle rule can answer with, besides the generic "required" and "invalid". */
export const VEHICLE_RULE_CODES = Object.keys(VEHICLE_RULE_TEXTS) as [TVehicleRuleCode, ...TVehicleRuleCode[]];
