import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../../platform/errors/app-error';

export const UPLOAD_FIELD = 'file';

/** The form carries one file and at most a document type; anything more is not a portal upload. */
const FORM_LIMITS = { files: 1, fields: 2, fieldSize: 100, parts: 3 };

function megabytes(bytes: number): string {
  return String(Math.round((bytes / 1_048_576) * 10) / 10);
}

function uploadError(error: unknown, maxBytes: number): AppError {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new AppError('ERR_FILE_0003', { maxMb: megabytes(maxBytes) });
    if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') return new AppError('ERR_FILE_0004');
  }
  // Everything else multer and busboy report is a form the client broke (a cut-off body, a missing boundary, too many parts).
  return new AppError('ERR_FILE_0005');
}

/**
 * Reads a multipart/form-data upload into memory, one file in the field `file`, within the size
 * limit; every refusal becomes a catalogue error, so the client gets the envelope and never a 500.
 */
export function createUploadParser(options: { maxBytes: number }): RequestHandler {
  const { maxBytes } = options;
  const single = multer({ storage: multer.memoryStorage(), limits: { ...FORM_LIMITS, fileSize: maxBytes } }).single(UPLOAD_FIELD);
  return (req, res, next) => {
    // multer would silently skip any other body, leaving the customer a misleading "choose a file".
    if (!req.is('multipart/form-data')) return next(new AppError('ERR_FILE_0006'));
    single(req, res, (error?: unknown) => next(error === undefined ? undefined : uploadError(error, maxBytes)));
  };
}
