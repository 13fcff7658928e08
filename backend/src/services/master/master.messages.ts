import type { TErrorTexts } from '../../platform/errors/catalogue-part';

/** Master lists and menu codes. */
export const masterMessages = {
  ERR_MASTER_0001: {
    status: 404,
    th: 'ไม่พบข้อมูลหลัก {name}',
    en: 'There is no master list named {name}',
  },
  ERR_MASTER_0002: {
    status: 404,
    th: 'ไม่พบเมนู {code}',
    en: 'There is no menu with code {code}',
  },
} as const satisfies TErrorTexts;
