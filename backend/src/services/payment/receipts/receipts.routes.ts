import { ZInvoiceNoParamsSchema } from '@mflow/contracts/billing/invoice.contract';
import { ZBillPaymentSlipSchema } from '@mflow/contracts/payment/bill-payment-slip.contract';
import { ZPaymentIdParamsSchema, ZPublicPaymentQuerySchema } from '@mflow/contracts/payment/payments.contract';
import {
  ZReceiptNoParamsSchema,
  ZTaxInvoiceCancellationRequestSchema,
  ZTaxInvoiceCancellationSchema,
  ZTaxInvoiceNoParamsSchema,
  ZReprintQuerySchema,
  ZReprintSchema,
  ZTaxInvoiceSchema,
  ZVisitorTaxInvoiceRequestSchema,
} from '@mflow/contracts/payment/receipts.contract';
import {
  ZCreditNoteListSchema,
  ZCreditNoteNoParamsSchema,
  ZCreditNoteParamsSchema,
  ZStaffCreditNoteSchema,
} from '@mflow/contracts/payment/refunds.contract';
import {
  ZTaxDocumentPageSchema,
  ZTaxDocumentParamsSchema,
  ZTaxDocumentResendSchema,
  ZTaxDocumentSchema,
  ZTaxDocumentSearchQuerySchema,
  ZVisitorTaxInvoiceQuerySchema,
} from '@mflow/contracts/payment/tax-documents.contract';
import type { TAppDeps } from '../../../platform/app-deps';
import type { ApiRouter } from '../../../platform/http/api-router';
import { customerIdOf, staffIdOf } from '../../../platform/http/request-context';
import { requireStaffPermission } from '../../staff/staff.service';
import { perAddressLimit } from '../../../platform/http/rate-limit';
import { memberBillPaymentSlip, visitorBillPaymentSlip, visitorInvoicePdf } from './bill-payment-slip';
import {
  memberInvoicePdf,
  memberReceiptPdf,
  memberTaxInvoicePdf,
  payerReceiptPdf,
  reprintReceiptPdf,
  reprintReceipts,
  reprintTaxInvoicePdf,
  requestTaxInvoice,
  requestVisitorTaxInvoice,
} from './receipts.service';
import { cancelTaxInvoice } from './tax-invoice-cancellation';
import { etaxMailOf } from './etax-mail';
import {
  memberTaxDocumentPdf,
  resendMemberTaxDocument,
  resendVisitorTaxInvoice,
  searchTaxDocuments,
  visitorTaxInvoice,
  visitorTaxInvoicePdf,
} from './tax-document-search';
import { memberCreditNotePdf, memberCreditNotes, creditNoteFile, staffCreditNote } from './credit-notes';

const tag = 'invoiceservice';
const base = '/invoiceservice/api/v1';
const PDF = { binary: ['application/pdf'] } as const;

/** Receipts, tax invoices, invoice PDFs and bill-payment slips (docs/decisions/0023). */
export function registerReceiptRoutes(api: ApiRouter, { db, clock, config, notifier }: TAppDeps): void {
  // A visitor proves nothing but an invoice number, so each address is held to the sign-in rate.
  const visitorRoute = { tag, auth: 'accessKey' as const, before: [perAddressLimit(config.authRateLimitPerMinute)] };
  const mail = etaxMailOf({ notifier, config });

  api.define({
    method: 'get',
    path: `${base}/payments/{paymentId}/receipt.pdf`,
    summary: "The receipt of one of the member's PAID payments, as PDF",
    tag,
    auth: 'bearer',
    params: ZPaymentIdParamsSchema,
    response: PDF,
    handler: ({ params, context }) => memberReceiptPdf({ db, customerId: customerIdOf(context), paymentId: params.paymentId }),
  });

  api.define({
    method: 'post',
    path: `${base}/payments/{paymentId}/taxinvoice`,
    summary:
      "Issues the full tax invoice (Revenue Code section 86/4) of one of the member's PAID payments, to the account's name and main invoice address; asking again answers the same one",
    tag,
    auth: 'bearer',
    params: ZPaymentIdParamsSchema,
    response: ZTaxInvoiceSchema,
    handler: ({ params, context }) =>
      requestTaxInvoice({ db, clock, mail, customerId: customerIdOf(context), paymentId: params.paymentId }),
  });

  api.define({
    method: 'get',
    path: `${base}/payments/{paymentId}/taxinvoice.pdf`,
    summary: "The tax invoice of one of the member's payments, once issued, as PDF",
    tag,
    auth: 'bearer',
    params: ZPaymentIdParamsSchema,
    response: PDF,
    handler: ({ params, context }) => memberTaxInvoicePdf({ db, customerId: customerIdOf(context), paymentId: params.paymentId }),
  });

  api.define({
    method: 'get',
    path: `${base}/payments/{paymentId}/creditnotes`,
    summary:
      "The credit notes (Revenue Code section 86/10) reducing the tax invoices of one of the member's payments: one per refund made while a tax invoice was in force, and any cancellation in full",
    tag,
    auth: 'bearer',
    params: ZPaymentIdParamsSchema,
    response: ZCreditNoteListSchema,
    handler: ({ params, context }) => memberCreditNotes({ db, customerId: customerIdOf(context), paymentId: params.paymentId }),
  });

  api.define({
    method: 'get',
    path: `${base}/payments/{paymentId}/creditnotes/{creditNoteNo}/pdf`,
    summary: "One credit note of one of the member's payments, as PDF",
    tag,
    auth: 'bearer',
    params: ZCreditNoteParamsSchema,
    response: PDF,
    handler: ({ params, context }) => memberCreditNotePdf({ db, customerId: customerIdOf(context), ...params }),
  });

  api.define({
    method: 'get',
    path: `${base}/invoices/{invoiceNo}/pdf`,
    summary:
      "One of the member's invoices as PDF, with the cross-bank bill-payment barcode and the PromptPay bill-payment QR to pay it at a counter or by banking app",
    tag,
    auth: 'bearer',
    params: ZInvoiceNoParamsSchema,
    response: PDF,
    handler: ({ params, context }) => memberInvoicePdf({ db, clock, customerId: customerIdOf(context), invoiceNo: params.invoiceNo }),
  });

  api.define({
    method: 'get',
    path: `${base}/invoices/{invoiceNo}/billpayment`,
    summary:
      "One of the member's open invoices' bill-payment references (biller ID, Ref1, Ref2) with the cross-bank barcode and the PromptPay bill-payment QR as images, and the path of its PDF",
    tag,
    auth: 'bearer',
    params: ZInvoiceNoParamsSchema,
    response: ZBillPaymentSlipSchema,
    handler: ({ params, context }) => memberBillPaymentSlip({ db, customerId: customerIdOf(context), invoiceNo: params.invoiceNo }),
  });

  api.define({
    method: 'get',
    path: `${base}/public/invoices/{invoiceNo}/billpayment`,
    summary:
      "A visitor's open non-member invoice's bill-payment slip, found by its number as the look-up finds it (a cancelled number leads to its replacement)",
    ...visitorRoute,
    params: ZInvoiceNoParamsSchema,
    response: ZBillPaymentSlipSchema,
    handler: ({ params }) => visitorBillPaymentSlip({ db, clock, portalBaseUrl: config.portalBaseUrl, invoiceNo: params.invoiceNo }),
  });

  api.define({
    method: 'get',
    path: `${base}/public/invoices/{invoiceNo}/pdf`,
    summary: "A visitor's open non-member invoice as PDF, with the bill-payment barcode and QR and its payment link",
    ...visitorRoute,
    params: ZInvoiceNoParamsSchema,
    response: PDF,
    handler: ({ params }) => visitorInvoicePdf({ db, clock, portalBaseUrl: config.portalBaseUrl, invoiceNo: params.invoiceNo }),
  });

  api.define({
    method: 'get',
    path: `${base}/public/payments/{paymentId}/receipt.pdf`,
    summary:
      "The receipt of a visitor's PAID payment as PDF, to its payer: with the same query as the payment's result (invoice number and resultKey), and the verification code a tax invoice asks for",
    ...visitorRoute,
    params: ZPaymentIdParamsSchema,
    query: ZPublicPaymentQuerySchema,
    response: PDF,
    handler: ({ params, query }) => payerReceiptPdf({ db, query: { paymentId: params.paymentId, ...query } }),
  });

  api.define({
    method: 'get',
    path: `${base}/public/receipts`,
    summary: "A visitor's receipts of a paid invoice, found by its number with the plate and province it was billed to (MENU00023)",
    ...visitorRoute,
    query: ZReprintQuerySchema,
    response: ZReprintSchema,
    handler: ({ query }) => reprintReceipts({ db, query }),
  });

  api.define({
    method: 'get',
    path: `${base}/public/receipts/{receiptNo}/pdf`,
    summary: 'One of those receipts as PDF, with the same invoice number, plate and province',
    ...visitorRoute,
    params: ZReceiptNoParamsSchema,
    query: ZReprintQuerySchema,
    response: PDF,
    handler: ({ params, query }) => reprintReceiptPdf({ db, query, receiptNo: params.receiptNo }),
  });

  api.define({
    method: 'post',
    path: `${base}/public/receipts/{receiptNo}/taxinvoice`,
    summary:
      "Issues the full tax invoice (Revenue Code section 86/4) of a visitor's receipt to the company they name (name, address, 13-digit tax ID, branch), found by the invoice number, plate and province and proven by the verification code printed on the payer's receipt; asking again answers the same one",
    ...visitorRoute,
    params: ZReceiptNoParamsSchema,
    body: ZVisitorTaxInvoiceRequestSchema,
    response: ZTaxInvoiceSchema,
    handler: ({ params, body }) => requestVisitorTaxInvoice({ db, clock, mail, receiptNo: params.receiptNo, request: body }),
  });

  api.define({
    method: 'get',
    path: `${base}/public/receipts/{receiptNo}/taxinvoice.pdf`,
    summary: "A visitor's tax invoice, once issued, as PDF, with the same invoice number, plate and province",
    ...visitorRoute,
    params: ZReceiptNoParamsSchema,
    query: ZReprintQuerySchema,
    response: PDF,
    handler: ({ params, query }) => reprintTaxInvoicePdf({ db, query, receiptNo: params.receiptNo }),
  });

  registerTaxDocumentRoutes(api, { db, clock, config, mail, visitorRoute });
}

/** The e-tax document search, download and re-send (requirements/payments.md#e-tax-invoice-search). */
function registerTaxDocumentRoutes(
  api: ApiRouter,
  options: Pick<TAppDeps, 'db' | 'clock' | 'config'> & {
    mail: ReturnType<typeof etaxMailOf>;
    visitorRoute: { tag: string; auth: 'accessKey'; before: ReturnType<typeof perAddressLimit>[] };
  },
): void {
  const { db, clock, config, mail, visitorRoute } = options;
  // Each re-send mails a PDF: held per address as well as per recipient (etax-mail.ts).
  const resendLimit = [perAddressLimit(config.authRateLimitPerMinute)];

  api.define({
    method: 'get',
    path: `${base}/taxdocuments`,
    summary:
      "The member's tax invoices and credit notes in one list, newest first, by number, Bangkok issue dates (both included), vehicle and a company's branch",
    tag,
    auth: 'bearer',
    query: ZTaxDocumentSearchQuerySchema,
    response: ZTaxDocumentPageSchema,
    handler: ({ query, context }) => searchTaxDocuments({ db, customerId: customerIdOf(context), query }),
  });

  api.define({
    method: 'get',
    path: `${base}/taxdocuments/{kind}/{number}/pdf`,
    summary: "One of the member's tax invoices or credit notes as PDF",
    tag,
    auth: 'bearer',
    params: ZTaxDocumentParamsSchema,
    response: PDF,
    handler: ({ params, context }) =>
      memberTaxDocumentPdf({ db, customerId: customerIdOf(context), segment: params.kind, number: params.number }),
  });

  api.define({
    method: 'post',
    path: `${base}/taxdocuments/{kind}/{number}/resend`,
    summary: "E-mails one of the member's tax invoices or credit notes again, to the account's address of record (once a minute)",
    tag,
    auth: 'bearer',
    before: resendLimit,
    params: ZTaxDocumentParamsSchema,
    response: ZTaxDocumentResendSchema,
    handler: ({ params, context }) =>
      resendMemberTaxDocument({ db, clock, mail, customerId: customerIdOf(context), segment: params.kind, number: params.number }),
  });

  api.define({
    method: 'get',
    path: `${base}/public/taxinvoices`,
    summary:
      "A visitor's tax invoice, found by its number with the buyer's tax ID printed on it (both required); an unknown number and a wrong tax ID answer alike",
    ...visitorRoute,
    query: ZVisitorTaxInvoiceQuerySchema,
    response: ZTaxDocumentSchema,
    handler: ({ query }) => visitorTaxInvoice({ db, query }),
  });

  api.define({
    method: 'get',
    path: `${base}/public/taxinvoices/pdf`,
    summary: 'That tax invoice as PDF, with the same number and tax ID',
    ...visitorRoute,
    query: ZVisitorTaxInvoiceQuerySchema,
    response: PDF,
    handler: ({ query }) => visitorTaxInvoicePdf({ db, query }),
  });

  api.define({
    method: 'post',
    path: `${base}/public/taxinvoices/resend`,
    summary: "E-mails that tax invoice again to the address on it (the buyer's, never one given here), with the same number and tax ID",
    ...visitorRoute,
    query: ZVisitorTaxInvoiceQuerySchema,
    response: ZTaxDocumentResendSchema,
    handler: ({ query }) => resendVisitorTaxInvoice({ db, clock, mail, query }),
  });
}

/** The back-office's look-up of a credit note by its number (docs/decisions/0057). */
export function registerCreditNoteStaffRoutes(api: ApiRouter, { db }: TAppDeps): void {
  const staffRoute = { tag: 'staffservice', auth: 'staff' as const, params: ZCreditNoteNoParamsSchema };
  api.define({
    ...staffRoute,
    method: 'get',
    path: '/staffservice/api/v1/creditnotes/{creditNoteNo}',
    summary:
      'A credit note by its number: what it credits, the tax invoice it reduces, the payment and the refund it comes from (staff who search invoices)',
    response: ZStaffCreditNoteSchema,
    handler: async ({ params, context }) => {
      await requireStaffPermission({ db, staffId: staffIdOf(context), permission: 'searchInvoices' });
      return staffCreditNote({ db, creditNoteNo: params.creditNoteNo });
    },
  });

  api.define({
    ...staffRoute,
    method: 'get',
    path: '/staffservice/api/v1/creditnotes/{creditNoteNo}/pdf',
    summary: 'A credit note as PDF (staff who search invoices)',
    response: PDF,
    handler: async ({ params, context }) => {
      await requireStaffPermission({ db, staffId: staffIdOf(context), permission: 'searchInvoices' });
      return creditNoteFile({ db, creditNoteNo: params.creditNoteNo });
    },
  });
}

/** The back-office's correction of a wrongly issued tax invoice (docs/decisions/0046). */
export function registerTaxInvoiceStaffRoutes(api: ApiRouter, { db, clock, config, notifier }: TAppDeps): void {
  const mail = etaxMailOf({ notifier, config });
  api.define({
    method: 'post',
    path: '/staffservice/api/v1/taxinvoices/{taxInvoiceNo}/cancellation',
    summary:
      'Cancels a tax invoice issued wrongly with a credit note and the reason, recorded in the audit log; a buyer given is issued the new tax invoice in the same step, otherwise the payer may ask again (staff with the APPROVER role)',
    tag: 'staffservice',
    auth: 'staff',
    params: ZTaxInvoiceNoParamsSchema,
    body: ZTaxInvoiceCancellationRequestSchema,
    response: ZTaxInvoiceCancellationSchema,
    handler: async ({ params, body, context }) => {
      const by = await requireStaffPermission({ db, staffId: staffIdOf(context), permission: 'correctTaxInvoices' });
      return cancelTaxInvoice({ db, clock, mail, by, taxInvoiceNo: params.taxInvoiceNo, reason: body.reason, buyer: body.buyer });
    },
  });
}
