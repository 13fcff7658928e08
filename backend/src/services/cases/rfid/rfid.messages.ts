import type { TErrorTexts } from '../../../platform/errors/catalogue-part';

/** RFID installation requests (requirements/rfid-installation.md). */
export const rfidMessages = {
  ERR_CASE_0401: {
    status: 422,
    th: 'กรุณาเลือกรถที่อนุมัติแล้ว (สถานะใช้งาน) ของท่าน',
    en: 'Choose one of your approved (active) vehicles',
  },
  ERR_CASE_0402: { status: 422, th: 'ไม่พบศูนย์บริการที่เลือก', en: 'The service centre chosen does not take bookings' },
  ERR_CASE_0403: {
    status: 409,
    th: 'รถคันนี้มีคำขอติดตั้งแท็กที่ยังไม่เสร็จสิ้นอยู่แล้ว',
    en: 'This vehicle already has an open tag installation request',
  },
  ERR_CASE_0404: { status: 409, th: 'ยังไม่มีนัดหมายติดตั้งของคำขอนี้', en: 'No fitting is booked for this request' },
  ERR_CASE_0405: {
    status: 409,
    th: 'ยังไม่ได้ติดตั้งแท็กของคำขอนี้',
    en: 'The tag of this request is not fitted yet',
  },
  ERR_CASE_0406: {
    status: 409,
    th: 'แท็กนี้ถูกเพิ่มเป็นช่องทางชำระเงินแล้ว',
    en: 'This tag has already been added as a payment method',
  },
  ERR_CASE_0407: {
    status: 422,
    th: 'กรุณาระบุเลขประจำตัวของผู้ถือบัตรที่ลงทะเบียนแท็ก',
    en: 'Give the card-holder ID the tag is registered to',
  },
} as const satisfies TErrorTexts;
