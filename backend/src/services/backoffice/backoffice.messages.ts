import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** The back-office's own read models: the call centre's look-up; the holiday calendar operations keep. */
export const backofficeMessages = {
  ERR_STAFF_0010: {
    status: 404,
    th: 'ไม่พบลูกค้า',
    en: 'The customer was not found',
  },
  ERR_STAFF_0011: {
    status: 404,
    th: 'ไม่มีวันหยุดในวันที่นี้ในปฏิทิน',
    en: 'There is no holiday on this date in the calendar',
  },
} as const satisfies TErrorTexts;
