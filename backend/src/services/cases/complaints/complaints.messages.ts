import type { TErrorTexts } from '../../../platform/errors/catalogue-part';

/** Complaints (requirements/complaints.md). */
export const complaintsMessages = {
  ERR_CASE_0301: {
    status: 422,
    th: 'เกิน 14 วันนับจากวันที่ดำเนินการเสร็จสิ้น จึงไม่สามารถเปิดเรื่องอีกครั้งได้ กรุณายื่นเรื่องใหม่',
    en: 'More than 14 days have passed since the complaint was resolved, so it cannot be reopened; please file a new one',
  },
  ERR_CASE_0302: {
    status: 409,
    th: 'เรื่องร้องเรียนนี้เปิดอีกครั้งได้เพียงครั้งเดียว กรุณายื่นเรื่องใหม่',
    en: 'A complaint can be reopened only once; please file a new one',
  },
  ERR_CASE_0303: { status: 400, th: 'กรุณาระบุรายละเอียดของหัวข้อหรือประเภทอื่น ๆ', en: 'Describe the topic or type when it is Other' },
  ERR_CASE_0304: { status: 400, th: 'ไม่พบหัวข้อหรือประเภทที่เลือก', en: 'The topic or type chosen is not on the list' },
} as const satisfies TErrorTexts;
