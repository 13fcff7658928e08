import { z } from 'zod';

import { ZDocumentTypeSchema } from '../customer/documents';
import { ZUploadMimeTypeSchema } from '../rules/upload-formats';
import { text } from '../rules/text';

export const ZUploadFieldsSchema = z
  .object({
    documentType: ZDocumentTypeSchema.optional().meta({
      description: 'What the file is; PDF is accepted only for the document types that allow it',
    }),
  })
  .strict();

export const ZUploadResponseSchema = z.object({
  fileId: z.string().meta({ description: 'Give this id to the registration (online uploads) or the form that uses the file' }),
  documentType: ZDocumentTypeSchema.nullable(),
  mimeType: ZUploadMimeTypeSchema,
  sizeBytes: z.number().int(),
  url: z.string().meta({ description: 'Download link with a key valid 5 minutes, for a preview' }),
});

export const ZFileIdParamsSchema = z.object({ id: z.uuid() });

export const ZDownloadQuerySchema = z
  .object({
    key: text().max(100).optional().meta({ description: 'Short-lived download key; without it the owner must be signed in (bearer)' }),
  })
  .strict();

export type TUploadResponse = z.infer<typeof ZUploadResponseSchema>;
