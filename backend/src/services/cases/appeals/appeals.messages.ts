import type { TErrorTexts } from '../../../platform/errors/catalogue-part';

/** Appeals of toll notices and their appointments (requirements/notices-and-appeals.md#appeals). */
export const appealsMessages = {
  ERR_CASE_0201: { status: 404, th: 'ไม่พบใบแจ้งเตือนที่ระบุ', en: 'The toll notice was not found' },
  ERR_CASE_0202: {
    status: 422,
    th: 'เลยวันครบกำหนดของใบแจ้งเตือน ({dueDate}) แล้ว จึงไม่สามารถยื่นอุทธรณ์ได้',
    en: 'The notice was due on {dueDate}: it can no longer be appealed',
  },
  ERR_CASE_0203: { status: 409, th: 'ใบแจ้งเตือนนี้อยู่ระหว่างการอุทธรณ์แล้ว', en: 'This notice is already under an open appeal' },
  ERR_CASE_0204: { status: 409, th: 'ใบแจ้งเตือนนี้ชำระแล้ว จึงไม่สามารถยื่นอุทธรณ์ได้', en: 'This notice is paid: it cannot be appealed' },
  ERR_CASE_0205: {
    status: 409,
    th: 'ใบแจ้งเตือนนี้ถูกปรับและส่งดำเนินการเรียกเก็บแล้ว จึงไม่สามารถยื่นอุทธรณ์ได้',
    en: 'This notice has been fined and sent to collection: it cannot be appealed',
  },
  ERR_CASE_0206: { status: 409, th: 'ใบแจ้งเตือนนี้ถูกยกเลิกแล้ว', en: 'This notice has been cancelled: there is nothing to appeal' },
  ERR_CASE_0207: { status: 400, th: 'กรุณาระบุเหตุผลอื่น ๆ', en: 'Describe the reason when it is Other' },
  ERR_CASE_0208: {
    status: 400,
    th: 'กรุณาแนบบันทึกแจ้งความเมื่ออุทธรณ์ว่ารถถูกขโมย',
    en: 'Attach the police report when the vehicle was stolen',
  },
  ERR_CASE_0210: {
    status: 409,
    th: 'พิจารณาอุทธรณ์ได้ตั้งแต่เวลานัดหมาย ({slotStart}) หรือเมื่อผู้ยื่นมาถึงแล้ว',
    en: 'An appeal is decided at or after its appointment ({slotStart}), or once the customer has checked in',
  },
  ERR_CASE_0211: { status: 409, th: 'อุทธรณ์นี้ยังไม่มีการนัดหมาย', en: 'This appeal has no appointment booked' },
  ERR_CASE_0212: {
    status: 409,
    th: 'อุทธรณ์นี้มีการนัดหมายอยู่แล้ว กรุณาเลื่อนหรือยกเลิกนัดเดิม',
    en: 'This appeal already has an appointment: reschedule or cancel it instead',
  },
  ERR_CASE_0213: {
    status: 409,
    th: 'อุทธรณ์ที่อยู่ในสถานะ {status} ไม่สามารถนัดหมายได้',
    en: 'An appeal in status {status} cannot be booked',
  },
  ERR_CASE_0214: {
    status: 422,
    th: 'ไม่สามารถคืนเงินไปยังช่องทางที่ชำระได้ กรุณาติดต่อเจ้าหน้าที่เพื่อรับเงินคืนทางบัญชีธนาคาร',
    en: 'The refund cannot go back to the way the invoice was paid; a bank account is needed',
  },
  ERR_CASE_0215: {
    status: 409,
    th: 'ไม่ทราบทะเบียนรถของใบแจ้งเตือนนี้ จึงไม่สามารถนัดหมายได้ กรุณาติดต่อเจ้าหน้าที่',
    en: 'The notice names no vehicle, so no appointment can be booked; please contact us',
  },
  ERR_CASE_0220: {
    status: 404,
    th: 'ไม่พบใบแจ้งเตือนของผู้ไม่เป็นสมาชิกที่ตรงกับเลขที่และทะเบียนรถที่ระบุ สมาชิกกรุณาเข้าสู่ระบบเพื่ออุทธรณ์',
    en: 'No notice without an account matches this number and plate; members sign in to appeal',
  },
} as const satisfies TErrorTexts;
