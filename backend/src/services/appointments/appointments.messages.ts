import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** Appointments; 0001 is the "appointment not found" message (requirements/error-messages.md#visible-messages). */
export const appointmentsMessages = {
  ERR_APT_0001: { status: 404, th: 'ไม่พบข้อมูลการนัดหมาย', en: 'The appointment was not found' },
  ERR_APT_0002: { status: 404, th: 'ไม่พบศูนย์บริการที่ระบุ', en: 'The service centre was not found' },
  ERR_APT_0003: {
    status: 409,
    th: 'ช่วงเวลานี้มีผู้จองเต็มแล้ว กรุณาเลือกช่วงเวลาอื่น',
    en: 'This time slot is fully booked; choose another one',
  },
  ERR_APT_0004: { status: 409, th: 'ช่วงเวลานี้ปิดให้บริการ กรุณาเลือกช่วงเวลาอื่น', en: 'This time slot is closed; choose another one' },
  ERR_APT_0005: {
    status: 422,
    th: 'ไม่สามารถนัดหมายในช่วงเวลานี้ได้ นัดหมายได้ในวันทำการตั้งแต่วันทำการถัดไปจนถึง 30 วันข้างหน้า',
    en: 'This time cannot be booked: appointments are on business days from the next one up to 30 days ahead',
  },
  ERR_APT_0006: {
    status: 409,
    th: 'เรื่องนี้มีการนัดหมายอยู่แล้ว กรุณาเลื่อนหรือยกเลิกการนัดหมายเดิม',
    en: 'There is already an appointment for this; reschedule or cancel it instead',
  },
  ERR_APT_0007: {
    status: 422,
    th: 'เลื่อนหรือยกเลิกการนัดหมายได้จนถึง 24 ชั่วโมงก่อนเวลานัดเท่านั้น',
    en: 'An appointment can be rescheduled or cancelled until 24 hours before it only',
  },
  ERR_APT_0008: {
    status: 409,
    th: 'ไม่สามารถดำเนินการกับการนัดหมายที่อยู่ในสถานะ {status} ได้',
    en: 'This cannot be done to an appointment in status {status}',
  },
  ERR_APT_0009: {
    status: 400,
    th: 'ช่วงวันที่ต้องไม่เกิน 31 วัน และวันเริ่มต้องไม่อยู่หลังวันสิ้นสุด',
    en: 'The date range must not run backwards or cover more than 31 days',
  },
  ERR_APT_0010: {
    status: 422,
    th: 'จำนวนที่นั่งต้องไม่น้อยกว่าจำนวนที่จองแล้ว ({taken})',
    en: 'The capacity cannot be below the seats already taken ({taken})',
  },
  ERR_APT_0011: {
    status: 422,
    th: 'ลงทะเบียนเข้ารับบริการได้เฉพาะในวันนัดหมาย',
    en: 'An appointment is checked in on its own day only',
  },
  ERR_APT_0012: {
    status: 422,
    th: 'บันทึกว่าไม่มาตามนัดได้หลังเวลานัดเริ่มแล้วเท่านั้น',
    en: 'An appointment is marked as missed only once its time has begun',
  },
} as const satisfies TErrorTexts;
