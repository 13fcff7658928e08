import type { TErrorEntry } from '../../platform/errors/catalogue-part';

/** Staff accounts. */
export const staffMessages = {
  ERR_AUTH_0027: {
    status: 403,
    th: 'บัญชีเจ้าหน้าที่นี้ถูกระงับการใช้งาน',
    en: 'This staff account is disabled',
  },
} as const satisfies Record<string, TErrorEntry>;
