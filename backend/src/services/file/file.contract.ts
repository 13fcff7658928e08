import { z } from 'zod';

/** The documents and photos of SPEC 3 that the portal uploads. */
export const ZDocumentTypeSchema = z.enum([
  'PROFILE',
  'ID_CARD_FRONT',
  'ID_CARD_BACK',
  'SELFIE_WITH_ID',
  'PASSPORT',
  'AUTHORISED_PERSON_ID',
  'POWER_OF_ATTORNEY',
  'COMPANY_CERTIFICATE',
  'VAT_CERTIFICATE',
]);

export type TDocumentType = z.infer<typeof ZDocumentTypeSchema>;

export const ZUploadFieldsSchema = z
  .object({
    documentType: ZDocumentTypeSchema.optional().meta({ description: 'What the file is; PDF is accepted only for the document types that allow it' }),
  })
  .strict();

export const ZUploadResponseSchema = z.object({
  fileId: z.string().meta({ description: 'Give this id to the registration (online uploads) or the form that uses the file' }),
  documentType: ZDocumentTypeSchema.nullable(),
  mimeType: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  sizeBytes: z.number().int(),
  url: z.string().meta({ description: 'Download link with a key valid 5 minutes, for a preview' }),
});

export const ZFileIdParamsSchema = z.object({ id: z.uuid() });

export const ZDownloadQuerySchema = z
  .object({
    key: z.string().max(100).optional().meta({ description: 'Short-lived download key; without it the owner must be signed in (bearer)' }),
  })
  .strict();
