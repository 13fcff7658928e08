import type { TErrorEntry } from '../../platform/errors/catalogue-part';

/** The back-office's own read models: the call centre's look-up. */
export const backofficeMessages = {
  ERR_STAFF_0010: {
    status: 404,
    th: 'ไม่พบลูกค้า',
    en: 'The customer was not found',
  },
} as const satisfies Record<string, TErrorEntry>;

declare module '../../platform/errors/error-catalogue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges: this adds the part's codes to TErrorCode
  interface TErrorCatalogueParts {
    backoffice: typeof backofficeMessages;
  }
}
