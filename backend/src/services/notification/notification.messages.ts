import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** Messages that could not be sent, and the simulated outbox. */
export const notificationMessages = {
  ERR_NOTI_0001: {
    status: 503,
    th: 'ไม่สามารถส่งข้อความได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
    en: 'The message could not be sent just now, please try again',
  },
  ERR_NOTI_0002: {
    status: 404,
    th: 'ไม่พบข้อความ',
    en: 'The message was not found',
  },
} as const satisfies TErrorTexts;
