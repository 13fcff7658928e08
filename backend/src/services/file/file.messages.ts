import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** Uploads, claims and downloads. */
export const fileMessages = {
  ERR_FILE_0001: {
    status: 400,
    th: 'กรุณาเลือกไฟล์ที่ต้องการอัปโหลด',
    en: 'Please choose a file to upload',
  },
  ERR_FILE_0002: {
    status: 415,
    th: 'ไม่สามารถอัปโหลดไฟล์ที่เลือกได้ รองรับเฉพาะไฟล์ {types}',
    en: 'The selected file cannot be uploaded: only {types} files are accepted',
  },
  ERR_FILE_0003: {
    status: 413,
    th: 'ไม่สามารถอัปโหลดไฟล์ที่เลือกได้ ไฟล์ต้องมีขนาดไม่เกิน {maxMb} MB',
    en: 'The selected file cannot be uploaded: files may be at most {maxMb} MB',
  },
  ERR_FILE_0004: {
    status: 400,
    th: 'กรุณาอัปโหลดครั้งละหนึ่งไฟล์ ในช่องข้อมูลชื่อ file',
    en: 'Upload exactly one file, in the form field named file',
  },
  ERR_FILE_0005: {
    status: 400,
    th: 'ไม่สามารถอ่านข้อมูลการอัปโหลดได้ กรุณาลองใหม่อีกครั้ง',
    en: 'The upload could not be read, please try again',
  },
  ERR_FILE_0006: {
    status: 415,
    th: 'กรุณาส่งไฟล์ในรูปแบบ multipart/form-data',
    en: 'Send uploads as multipart/form-data',
  },
  ERR_FILE_0007: {
    status: 404,
    th: 'ไม่พบไฟล์',
    en: 'The file was not found',
  },
  ERR_FILE_0010: {
    status: 404,
    th: 'ไม่พบไฟล์ที่อัปโหลด {fileId}',
    en: 'The uploaded file {fileId} was not found',
  },
  ERR_FILE_0011: {
    status: 409,
    th: 'ไฟล์ {fileId} ถูกผูกกับบัญชีแล้ว',
    en: 'The file {fileId} is already attached to an account',
  },
  ERR_FILE_0012: {
    status: 400,
    th: 'ไฟล์ {fileId} อัปโหลดไว้นานเกิน 24 ชั่วโมง กรุณาอัปโหลดใหม่',
    en: 'The file {fileId} was uploaded more than 24 hours ago, please upload it again',
  },
  ERR_FILE_0013: {
    status: 429,
    th: 'มีไฟล์ที่อัปโหลดไว้แต่ยังไม่ได้ใช้จากเครื่องนี้มากเกินไป กรุณาส่งใบสมัครให้เสร็จ หรือลองใหม่ภายหลัง',
    en: 'Too many files uploaded from here are still waiting to be used: please finish the registration, or try again later',
  },
} as const satisfies TErrorTexts;
