import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** The back-office's own read models: the call centre's look-up. */
export const backofficeMessages = {
  ERR_STAFF_0010: {
    status: 404,
    th: 'ไม่พบลูกค้า',
    en: 'The customer was not found',
  },
} as const satisfies TErrorTexts;
