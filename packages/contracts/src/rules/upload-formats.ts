import { z } from 'zod';

/**
 * What an upload may be, as its content shows (never as its name or the client says): JPG and PNG,
 * and PDF for the paper documents that allow it (requirements/accounts.md#uploads). Every kind of
 * document (a registration's, a vehicle's, a case's evidence) is one of these.
 */
export const ZUploadMimeTypeSchema = z.enum(['image/jpeg', 'image/png', 'application/pdf']);
export type TUploadMimeType = z.infer<typeof ZUploadMimeTypeSchema>;
