import type { TErrorCode } from './error-catalogue';

export type TErrorItem = { code: TErrorCode; params?: Record<string, string> };

/**
 * The one error type for operational failures. It carries catalogue codes, never text, so the
 * envelope can be written in the language of the request. The error handler answers with the
 * HTTP status of the first code, looked up then, so an error can be made where no catalogue is in
 * use (a job, the seed, a script).
 */
export class AppError extends Error {
  readonly items: [TErrorItem, ...TErrorItem[]];

  constructor(code: TErrorCode, params?: Record<string, string>, more: TErrorItem[] = []) {
    super(code);
    this.name = 'AppError';
    this.items = [{ code, ...(params ? { params } : {}) }, ...more];
  }

  static many(items: [TErrorItem, ...TErrorItem[]]): AppError {
    const [first, ...rest] = items;
    return new AppError(first.code, first.params, rest);
  }
}
