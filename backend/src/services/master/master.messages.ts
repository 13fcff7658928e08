import type { TErrorEntry } from '../../platform/errors/catalogue-part';

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
} as const satisfies Record<string, TErrorEntry>;

declare module '../../platform/errors/error-catalogue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges: this adds the part's codes to TErrorCode
  interface TErrorCatalogueParts {
    master: typeof masterMessages;
  }
}
