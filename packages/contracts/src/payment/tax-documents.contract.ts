/**
 * The e-tax document search (requirements/payments.md#e-tax-invoice-search): a member's tax invoices
 * and credit notes in one list, a visitor's one tax invoice by its number and the buyer's tax ID,
 * and the re-send of either by e-mail to the address the document already has.
 */
import { z } from 'zod';
import { ZJuristicIdSchema } from '../rules/identity';
import { INVALID, REQUIRED } from '../rules/rule-codes';
import { text } from '../rules/text';

/** Most documents one page of the search answers: a member with years of monthly invoices pages through them. */
export const TAX_DOCUMENT_PAGE_MAX = 50;

const TAX_DOCUMENT_KINDS = ['TAX_INVOICE', 'CREDIT_NOTE'] as const;
export type TTaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

const optionalText = (max: number) => text().trim().min(1).max(max, INVALID).optional();

/**
 * A member's search: every field optional, dates are Bangkok calendar dates of issue, both ends
 * included. The branch is a company's (the branch its tax invoices name); a person's documents name none.
 */
export const ZTaxDocumentSearchQuerySchema = z
  .object({
    number: optionalText(20)
      .transform((value) => value?.toUpperCase())
      .meta({ description: 'A tax invoice or credit note number; a tax invoice number also finds the credit notes reducing it' }),
    issuedFrom: z.iso.date().optional(),
    issuedTo: z.iso.date().optional(),
    plate: optionalText(20).meta({ description: 'A vehicle whose tolls the document bills' }),
    branch: optionalText(100).meta({ description: "Part of the branch name or number the company's tax invoice names" }),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(TAX_DOCUMENT_PAGE_MAX).default(20),
  })
  .refine((query) => !query.issuedFrom || !query.issuedTo || query.issuedFrom <= query.issuedTo, {
    message: INVALID,
    path: ['issuedTo'],
  });
export type TTaxDocumentSearchQuery = z.infer<typeof ZTaxDocumentSearchQuerySchema>;

export const ZTaxDocumentSchema = z
  .object({
    kind: z.enum(TAX_DOCUMENT_KINDS),
    number: z.string(),
    taxInvoiceNo: z.string().meta({ description: 'The tax invoice itself, or the one a credit note reduces' }),
    receiptNo: z.string(),
    issuedAt: z.string().meta({ description: 'ISO 8601 instant' }),
    amount: z.number().int().meta({ description: 'Satang, VAT included: what the tax invoice bills or the credit note credits' }),
    buyer: z.object({ name: z.string(), taxId: z.string().nullable(), branch: z.string().nullable() }),
    cancelled: z.boolean().meta({ description: 'A tax invoice staff cancelled with a credit note' }),
    pdfPath: z.string(),
    resendPath: z.string().meta({ description: 'POST here to have it e-mailed again to the address of record' }),
  })
  .meta({ id: 'TaxDocument' });
export type TTaxDocument = z.input<typeof ZTaxDocumentSchema>;

export const ZTaxDocumentPageSchema = z
  .object({ documents: z.array(ZTaxDocumentSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() })
  .meta({ id: 'TaxDocumentPage' });
export type TTaxDocumentPage = z.input<typeof ZTaxDocumentPageSchema>;

export const ZTaxDocumentParamsSchema = z.object({
  kind: z.enum(['taxinvoices', 'creditnotes']),
  number: text().trim().min(1).max(20).toUpperCase(),
});

/** A visitor names one tax invoice by its number and proves it is theirs by the buyer's tax ID printed on it: both required. */
export const ZVisitorTaxInvoiceQuerySchema = z.object({
  taxInvoiceNo: text().trim().min(1, REQUIRED).max(20, INVALID).toUpperCase(),
  taxId: text().trim().min(1, REQUIRED).pipe(ZJuristicIdSchema),
});
export type TVisitorTaxInvoiceQuery = z.infer<typeof ZVisitorTaxInvoiceQuerySchema>;

export const ZTaxDocumentResendSchema = z
  .object({ sentTo: z.string().meta({ description: 'The address it went to, masked' }) })
  .meta({ id: 'TaxDocumentResend' });
export type TTaxDocumentResend = z.input<typeof ZTaxDocumentResendSchema>;
