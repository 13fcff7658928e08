import { z } from 'zod';
import { text } from '../rules/text';

/** POST: a letter the post carries (a toll notice), whose text names the path of its PDF. */
const ZChannelSchema = z.enum(['EMAIL', 'SMS', 'POST']);

export const ZOutboxQuerySchema = z
  .object({
    to: text().min(1).max(254).optional().meta({ description: 'An e-mail address or mobile number (dashes allowed)' }),
    channel: ZChannelSchema.optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

export const ZOutboxIdParamsSchema = z.object({ id: z.uuid() });

export const ZOutboxMessageSchema = z
  .object({
    id: z.string(),
    channel: ZChannelSchema,
    to: z.string(),
    subject: z.string().nullable(),
    text: z.string(),
    html: z.string().nullable(),
    purpose: z.string().meta({ example: 'OTP_REGISTER_MOBILE' }),
    language: z.enum(['TH', 'EN']),
    status: z.enum(['QUEUED', 'SENT', 'FAILED', 'SIMULATED']),
    createdAt: z.string().meta({ description: 'ISO 8601 instant' }),
    attachments: z
      .array(z.object({ index: z.number().int(), filename: z.string(), contentType: z.string(), size: z.number().int() }))
      .optional()
      .meta({
        description: 'The files sent with an e-mail, downloaded by index',
        example: [{ index: 0, filename: 'AM7K3QX9PD.ics', contentType: 'text/calendar', size: 712 }],
      }),
  })
  .meta({ id: 'OutboxMessage' });

export const ZOutboxAttachmentParamsSchema = z.object({ id: z.uuid(), index: z.coerce.number().int().min(0).max(20) });

export const ZOutboxListResponseSchema = z.object({ messages: z.array(ZOutboxMessageSchema) });

export type TOutboxMessage = z.infer<typeof ZOutboxMessageSchema>;
export type TOutboxListResponse = z.infer<typeof ZOutboxListResponseSchema>;
