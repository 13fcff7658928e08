import { ApiError } from '@mflow/ui/api/api-types';

/** The errors of a failed call, as the envelope gave them (already in the reader's language). */
export function answerErrors(error: unknown): { code: string; description: string }[] {
  return error instanceof ApiError ? error.errors : [];
}
