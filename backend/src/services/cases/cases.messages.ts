import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** Cases and disputes; 0101 is the "dispute period exceeded" message, 0106 the "refund cannot be requested" one (requirements/error-messages.md#visible-messages). */
export const casesMessages = {
  ERR_CASE_0001: { status: 404, th: 'ไม่พบเรื่องที่ระบุ', en: 'The case was not found' },
  ERR_CASE_0002: {
    status: 409,
    th: 'เรื่องนี้มีการเปลี่ยนแปลงหลังจากที่ท่านเปิดดู กรุณาเปิดใหม่อีกครั้ง',
    en: 'This case has changed since you opened it; please open it again',
  },
  ERR_CASE_0003: {
    status: 409,
    th: 'ไม่สามารถดำเนินการกับเรื่องที่อยู่ในสถานะ {status} ได้',
    en: 'This cannot be done to a case in status {status}',
  },
  ERR_CASE_0101: {
    status: 422,
    th: 'เกินระยะเวลาการโต้แย้ง จึงไม่สามารถโต้แย้งค่าผ่านทางได้',
    en: 'The dispute period has been exceeded, so the fee cannot be disputed',
  },
  ERR_CASE_0102: { status: 409, th: 'รายการผ่านทางนี้อยู่ระหว่างการโต้แย้งแล้ว', en: 'This passage is already under an open dispute' },
  ERR_CASE_0103: {
    status: 422,
    th: 'รายการผ่านทางที่เลือกไม่อยู่ในใบแจ้งหนี้นี้',
    en: 'The passages chosen are not charged on this invoice',
  },
  ERR_CASE_0104: {
    status: 400,
    th: 'ใบแจ้งหนี้นี้ชำระแล้ว กรุณาเลือกช่องทางการรับเงินคืน',
    en: 'This invoice is paid: choose how the refund should be made',
  },
  ERR_CASE_0105: {
    status: 422,
    th: 'ยังไม่สามารถคืนเงินเข้ายอดเงินคงเหลือได้ กรุณาเลือกช่องทางอื่น',
    en: 'Refunds to the prepaid balance are not available yet; choose another channel',
  },
  ERR_CASE_0106: {
    status: 422,
    th: 'ไม่สามารถขอคืนเงินผ่านช่องทางนี้ได้ กรุณาเลือกรับเงินคืนทางบัญชีธนาคาร',
    en: 'The refund cannot be requested to this channel; choose a bank account',
  },
  ERR_CASE_0107: { status: 400, th: 'กรุณาระบุเหตุผลอื่น ๆ', en: 'Describe the reason when it is Other' },
  ERR_CASE_0108: { status: 404, th: 'ไม่พบใบแจ้งหนี้ที่ระบุ', en: 'The invoice was not found' },
  ERR_CASE_0109: {
    status: 400,
    th: 'เหตุผลของการตัดสินไม่ตรงกับผลการพิจารณา',
    en: 'The decision reason is not one of the reasons for this outcome',
  },
  ERR_CASE_0110: {
    status: 409,
    th: 'ใบแจ้งหนี้นี้ถูกยกเลิกแล้ว ไม่มีค่าผ่านทางให้โต้แย้ง',
    en: 'This invoice has been cancelled: there is no charge left to dispute',
  },
  ERR_CASE_0150: {
    status: 404,
    th: 'ไม่พบใบแจ้งหนี้ของผู้ไม่เป็นสมาชิกที่ตรงกับเลขที่และทะเบียนรถที่ระบุ สมาชิกกรุณาเข้าสู่ระบบเพื่อโต้แย้ง',
    en: 'No invoice without an account matches this number and plate; members sign in to dispute',
  },
  ERR_CASE_0151: {
    status: 422,
    th: 'เรื่องนี้ไม่มีช่องทางติดต่อประเภทนี้ กรุณาเลือกอีกช่องทางหนึ่ง',
    en: 'This case holds no contact of this kind; choose the other one',
  },
  ERR_CASE_0152: {
    status: 401,
    th: 'การเข้าดูเรื่องหมดเวลาแล้ว กรุณาขอรหัส OTP ใหม่',
    en: 'Your access to this case has expired; ask for a new code',
  },
} as const satisfies TErrorTexts;
