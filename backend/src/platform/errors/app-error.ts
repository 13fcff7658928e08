import { errorCatalogue, type TErrorCode } from './error-catalogue';

export type TErrorItem = { code: TErrorCode; params?: Record<string, string> };

/**
 * The one error type for operational failures. It carries catalogue codes, never text, so the
 * envelope can be written in the language of the request.
 */
export class AppError extends Error {
  readonly items: TErrorItem[];
  readonly status: number;

  constructor(code: TErrorCode, params?: Record<string, string>, more: TErrorItem[] = []) {
    super(code);
    this.name = 'AppError';
    this.items = [{ code, ...(params ? { params } : {}) }, ...more];
    this.status = errorCatalogue[code].status;
  }

  static many(items: [TErrorItem, ...TErrorItem[]]): AppError {
    const [first, ...rest] = items;
    return new AppError(first.code, first.params, rest);
  }
}
