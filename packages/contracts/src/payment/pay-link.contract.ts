/**
 * The non-line payment path (requirements/portal-shell.md#always-available-routes): one non-member invoice paid from a link, with no sign-in and no
 * access key (docs/decisions/0030). The link's token is the only credential.
 */
import { z } from 'zod';
import { INVOICE_STATUSES } from '../billing/ladder';
import { text } from '../rules/text';

export const ZPayLinkParamsSchema = z.object({
  token: text()
    .trim()
    .regex(/^[A-Za-z0-9_-]{22}$/, 'ERR_PAY_0119'),
});
export const ZPayLinkPaymentParamsSchema = ZPayLinkParamsSchema.extend({ paymentId: text().trim().min(1).max(64) });

export const ZPayLinkPaymentRequestSchema = z
  .object({ channel: z.enum(['CARD', 'QR']) })
  .strict()
  .meta({ id: 'PayLinkPaymentRequest' });
export type TPayLinkPaymentRequest = z.infer<typeof ZPayLinkPaymentRequestSchema>;

export const ZPayLinkInvoiceSchema = z
  .object({
    invoiceNo: z.string().meta({ description: 'The invoice the link pays now: a cancelled one is followed to its replacement' }),
    status: z.enum(INVOICE_STATUSES),
    totalAmount: z.number().int().meta({ description: 'Satang (1 baht = 100 satang)' }),
    dueDate: z.string(),
    plate: z.string().nullable(),
    province: z.string().nullable(),
  })
  .meta({ id: 'PayLinkInvoice' });
export type TPayLinkInvoice = z.input<typeof ZPayLinkInvoiceSchema>;
