export type Language = 'TH' | 'EN';

export type ApiErrorItem = { code: string; description: string };

export type ApiFailure = {
  errors: ApiErrorItem[];
  /** Runs when the user closes the "Operation status" modal. */
  onClose?: () => void;
};

/** A failed call: the HTTP status (0 when the network failed) and the envelope's error list, possibly empty. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];

  constructor(status: number, errors: ApiErrorItem[]) {
    super(errors.length > 0 ? errors.map((error) => `${error.code}: ${error.description}`).join('; ') : `request failed (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}
