import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** News, FAQs, promotions, downloads and the contact form. */
export const contentMessages = {
  ERR_CONTENT_0001: {
    status: 404,
    th: 'ไม่พบเนื้อหานี้ หรือเนื้อหานี้ไม่ได้เผยแพร่แล้ว',
    en: 'This item does not exist or is no longer published',
  },
  ERR_CONTENT_0002: {
    status: 403,
    th: 'บัญชีเจ้าหน้าที่นี้ไม่มีบทบาทผู้แก้ไขเนื้อหา (CONTENT_EDITOR) จึงไม่สามารถแก้ไขข่าวสาร คำถามที่พบบ่อย สิทธิพิเศษ หรือเอกสารดาวน์โหลดได้',
    en: 'This staff account does not have the content editor role, so it cannot edit news, FAQs, promotions or downloads',
  },
  ERR_CONTENT_0003: {
    status: 400,
    th: 'หมวดหมู่ {category} ใช้กับเนื้อหาประเภทนี้ไม่ได้ เลือกได้: {allowed}',
    en: 'Category {category} does not belong to this kind of item; choose one of: {allowed}',
  },
  ERR_CONTENT_0004: {
    status: 400,
    th: 'ไม่พบไฟล์ {fileId} หรือไฟล์ไม่ใช่ประเภทที่ใช้ได้ ({types})',
    en: 'File {fileId} does not exist or is not of a usable type ({types})',
  },
  ERR_CONTENT_0005: {
    status: 400,
    th: 'วันที่เลิกเผยแพร่ต้องอยู่หลังวันที่เผยแพร่',
    en: 'The unpublish date must come after the publish date',
  },
  ERR_CONTENT_0006: {
    status: 400,
    th: 'เอกสารดาวน์โหลดต้องมีไฟล์ PDF',
    en: 'A download needs its PDF file',
  },
  ERR_CONTENT_0007: {
    status: 400,
    th: 'ไฟล์ต้องเป็นรูปภาพ JPG หรือ PNG หรือเอกสาร PDF',
    en: 'The file must be a JPG or PNG image or a PDF document',
  },
  ERR_CONTENT_0008: {
    status: 400,
    th: 'กำหนดคะแนนที่ใช้แลกได้เฉพาะสิทธิพิเศษเท่านั้น',
    en: 'Only a promotion can have a price in points',
  },
} as const satisfies TErrorTexts;
