import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** The security confirmation of the public forms (docs/decisions/0072-proof-of-work-challenge.md). */
export const challengeMessages = {
  ERR_CHALLENGE_0001: {
    status: 400,
    th: 'กรุณายืนยันความปลอดภัยก่อนส่งแบบฟอร์ม',
    en: 'Complete the security confirmation before sending the form',
  },
  ERR_CHALLENGE_0002: {
    status: 422,
    th: 'การยืนยันความปลอดภัยไม่ถูกต้อง กรุณายืนยันใหม่อีกครั้ง',
    en: 'The security confirmation is not valid; please confirm again',
  },
  ERR_CHALLENGE_0003: {
    status: 422,
    th: 'การยืนยันความปลอดภัยหมดเวลาแล้ว กรุณายืนยันใหม่อีกครั้ง',
    en: 'The security confirmation has expired; please confirm again',
  },
  ERR_CHALLENGE_0004: {
    status: 409,
    th: 'การยืนยันความปลอดภัยนี้ถูกใช้ไปแล้ว กรุณายืนยันใหม่อีกครั้ง',
    en: 'This security confirmation has already been used; please confirm again',
  },
} as const satisfies TErrorTexts;
