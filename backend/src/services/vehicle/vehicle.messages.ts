import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/**
 * Vehicles: the land-transport check (the wording of requirements/error-messages.md#visible-messages for 0020 to 0022), ownership of a plate,
 * documents, the approval queue and fleet files. The shared form rules' codes (ERR_VEH_0001 to
 * 0009) live in the contract package (vehicle/vehicle-rule-texts.ts).
 */
export const vehicleMessages = {
  ERR_VEH_0020: {
    status: 400,
    th: 'ข้อมูลเจ้าของรถไม่ตรงกับข้อมูลของกรมการขนส่งทางบก',
    en: 'Vehicle owner data does not match the land transport record',
  },
  ERR_VEH_0021: {
    status: 400,
    th: 'ข้อมูลผู้สมัครไม่ตรงกับข้อมูลรถที่จดทะเบียน',
    en: 'The registrant does not match the registered vehicle',
  },
  ERR_VEH_0022: {
    status: 404,
    th: 'ไม่พบข้อมูลรถจากรหัสอ้างอิง',
    en: 'No vehicle found from the reference code',
  },
  ERR_VEH_0023: {
    status: 404,
    th: 'ไม่พบข้อมูลรถ',
    en: 'The vehicle was not found',
  },
  ERR_VEH_0024: {
    status: 409,
    th: 'รถทะเบียนนี้ลงทะเบียนไว้กับบัญชีอื่นแล้ว (รออนุมัติหรือใช้งานอยู่) กรุณาติดต่อศูนย์บริการลูกค้า M-Flow โทร 1586',
    en: 'A vehicle with this plate and province is already registered to another account (awaiting approval or active); please call the M-Flow customer centre on 1586',
  },
  ERR_VEH_0025: {
    status: 409,
    th: 'รถทะเบียนนี้อยู่ในรายการรถของคุณแล้ว',
    en: 'A vehicle with this plate and province is already in your vehicle list',
  },
  ERR_VEH_0026: {
    status: 409,
    th: 'รถคันนี้ถูกลบออกจากระบบแล้ว ไม่สามารถแก้ไขได้',
    en: 'This vehicle has been deleted and can no longer be changed',
  },
  ERR_VEH_0027: {
    status: 400,
    th: 'ไฟล์ที่แนบเป็น {field} ไม่ใช่ไฟล์ที่คุณอัปโหลด อัปโหลดไว้สำหรับเอกสารอื่น หรือเป็นรูปแบบไฟล์ที่ไม่รองรับสำหรับเอกสารนี้',
    en: 'The file attached as {field} is not one you uploaded, was uploaded for another document, or its format is not accepted for this one',
  },
  ERR_VEH_0028: {
    status: 400,
    th: 'ประเภทรถที่เลือกไม่ตรงกับประเภทกลุ่มรถ (จำนวนล้อ)',
    en: 'The vehicle type does not belong to the chosen category group',
  },
  ERR_VEH_0029: {
    status: 409,
    th: 'ไม่มีการแก้ไขข้อมูลรถที่รอการอนุมัติ',
    en: 'There is no change of this vehicle awaiting approval',
  },
  ERR_VEH_0030: {
    status: 409,
    th: 'รถคันนี้ไม่อยู่ระหว่างรอการอนุมัติ (สถานะปัจจุบัน {status})',
    en: 'This vehicle is not awaiting a decision (its status is {status})',
  },
  ERR_VEH_0031: {
    status: 409,
    th: 'ยังอนุมัติไม่ได้ เอกสารยังไม่ครบ: {documents}',
    en: 'It cannot be approved yet, documents are missing: {documents}',
  },
  ERR_VEH_0032: {
    status: 403,
    th: 'การนำเข้ารถจากไฟล์ใช้ได้เฉพาะสมาชิกนิติบุคคล',
    en: 'Importing a fleet from a file is for company members only',
  },
  ERR_VEH_0033: {
    status: 400,
    th: 'อ่านไฟล์ไม่ได้ กรุณาใช้ไฟล์ CSV (UTF-8) ที่มีหัวคอลัมน์ {columns}',
    en: 'The file cannot be read: use a CSV file (UTF-8) with the header {columns}',
  },
  ERR_VEH_0034: {
    status: 400,
    th: 'ไฟล์ต้องมีรถอย่างน้อย 1 คัน และไม่เกิน {max} คันต่อไฟล์',
    en: 'The file must list at least 1 and at most {max} vehicles',
  },
  ERR_VEH_0035: {
    status: 400,
    th: 'ไม่รู้จักจังหวัด {province} กรุณาเลือกจังหวัดจากรายการ',
    en: 'The province {province} is not known: choose one from the list',
  },
  ERR_VEH_0036: {
    status: 404,
    th: 'ไม่พบผลการนำเข้ารถ',
    en: 'The fleet import was not found',
  },
} as const satisfies TErrorTexts;
