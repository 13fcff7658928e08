/**
 * Receipts and tax invoices of paid payments (requirements/payments.md#receipts-and-tax-invoices: MENU00016, MENU00023): what the portal asks
 * for and is answered. The documents themselves are PDF answers; these are their numbers and paths.
 */
import { z } from 'zod';
import { ZEmailSchema } from '../rules/contact';
import { ZJuristicIdSchema } from '../rules/identity';
import { INVALID, REQUIRED } from '../rules/rule-codes';
import { PAYMENT_CHANNELS } from './payments.contract';
import { text } from '../rules/text';

const satang = () => z.number().int().meta({ description: 'Satang (1 baht = 100 satang)' });

export const ZTaxInvoiceSchema = z
  .object({
    taxInvoiceNo: z.string(),
    receiptNo: z.string(),
    issuedAt: z.string().meta({ description: 'ISO 8601 instant' }),
    buyer: z.object({ name: z.string(), address: z.string(), taxId: z.string().nullable(), branch: z.string().nullable() }),
    pdfPath: z.string(),
  })
  .meta({ id: 'TaxInvoice' });
export type TTaxInvoice = z.input<typeof ZTaxInvoiceSchema>;

/** A visitor proves they may see an invoice's receipts by its number and the plate it was billed to. */
export const ZReprintQuerySchema = z.object({
  invoiceNo: text().trim().min(1).max(20).toUpperCase(),
  plate: text().trim().min(1).max(20),
  province: text().trim().min(1).max(10),
});
export type TReprintQuery = z.infer<typeof ZReprintQuerySchema>;

export const ZReprintSchema = z
  .object({
    receipts: z.array(
      z.object({
        receiptNo: z.string(),
        channel: z.enum(PAYMENT_CHANNELS),
        amount: satang(),
        vatAmount: satang().meta({ description: 'The VAT within the amount, as the paid invoices carry it' }),
        paidAt: z.string().meta({ description: 'ISO 8601 instant' }),
        invoiceNos: z.array(z.string()),
        pdfPath: z.string().meta({ description: 'The receipt PDF: the same query, access key' }),
        taxInvoiceNo: z.string().nullable(),
        taxInvoicePdfPath: z.string().nullable().meta({ description: 'The tax invoice PDF once issued: the same query, access key' }),
      }),
    ),
  })
  .meta({ id: 'ReceiptReprint' });
export type TReprint = z.input<typeof ZReprintSchema>;

export const ZReceiptNoParamsSchema = z.object({ receiptNo: text().trim().min(1).max(20).toUpperCase() });

/**
 * The buyer a visitor's tax invoice names (Revenue Code section 86/4 (2)): a VAT-registered
 * company, with its 13-digit tax ID and check digit as registration takes it, and its branch.
 */
export const ZTaxInvoiceBuyerSchema = z.object({
  name: text().trim().min(1, REQUIRED).max(200, INVALID),
  address: text().trim().min(1, REQUIRED).max(500, INVALID),
  taxId: text().trim().pipe(ZJuristicIdSchema),
  branch: text().trim().max(100, INVALID).optional().meta({ description: 'Head office or the branch number; head office when left out' }),
  email: text()
    .trim()
    .pipe(ZEmailSchema)
    .optional()
    .meta({ description: 'Where the e-tax invoice is e-mailed, and re-sent on request; without it only the Revenue Department copy goes' }),
});
export type TTaxInvoiceBuyerInput = z.input<typeof ZTaxInvoiceBuyerSchema>;

/**
 * A visitor asks for the tax invoice of a receipt they found: the same proof as the reprint, the
 * verification code printed on the receipt they were handed (which the reprint does not show), and the buyer.
 */
export const ZVisitorTaxInvoiceRequestSchema = ZReprintQuerySchema.extend({
  verificationCode: z.string().trim().min(1, REQUIRED).max(20, INVALID).toUpperCase(),
  buyer: ZTaxInvoiceBuyerSchema,
}).meta({
  id: 'VisitorTaxInvoiceRequest',
});
export type TVisitorTaxInvoiceRequest = z.infer<typeof ZVisitorTaxInvoiceRequestSchema>;

export const ZTaxInvoiceNoParamsSchema = z.object({ taxInvoiceNo: z.string().trim().min(1).max(20).toUpperCase() });

/** Staff cancel a wrongly issued tax invoice with a reason; a buyer given is issued the new one in the same step. */
export const ZTaxInvoiceCancellationRequestSchema = z.object({
  reason: z.string().trim().min(5).max(500),
  buyer: ZTaxInvoiceBuyerSchema.optional(),
});

export const ZTaxInvoiceCancellationSchema = z
  .object({
    taxInvoiceNo: z.string(),
    creditNoteNo: z.string(),
    reason: z.string(),
    cancelledAt: z.string().meta({ description: 'ISO 8601 instant' }),
    reissued: ZTaxInvoiceSchema.omit({ pdfPath: true }).nullable(),
  })
  .meta({ id: 'TaxInvoiceCancellation' });
export type TTaxInvoiceCancellation = z.input<typeof ZTaxInvoiceCancellationSchema>;
