import { ZInvoiceNoParamsSchema } from '@mflow/contracts/billing/invoice.contract';
import { ZPaymentIdParamsSchema } from '@mflow/contracts/payment/payments.contract';
import { ZReceiptNoParamsSchema, ZReprintQuerySchema, ZReprintSchema, ZTaxInvoiceSchema, ZVisitorTaxInvoiceRequestSchema } from '@mflow/contracts/payment/receipts.contract';
import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { customerIdOf } from '../../platform/http/request-context';
import { perAddressLimit } from '../auth/rate-limit';
import { memberInvoicePdf, memberReceiptPdf, memberTaxInvoicePdf, reprintReceiptPdf, reprintReceipts, reprintTaxInvoicePdf, requestTaxInvoice, requestVisitorTaxInvoice } from './receipts.service';

const tag = 'invoiceservice';
const base = '/invoiceservice/api/v1';
const PDF = { binary: ['application/pdf'] } as const;

/** Receipts, tax invoices and invoice PDFs (docs/decisions/0023). */
export function registerReceiptRoutes(api: ApiRouter, { db, clock, config }: TAppDeps): void {
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
    summary: "Issues the full tax invoice (Revenue Code section 86/4) of one of the member's PAID payments, to the account's name and main invoice address; asking again answers the same one",
    tag,
    auth: 'bearer',
    params: ZPaymentIdParamsSchema,
    response: ZTaxInvoiceSchema,
    handler: ({ params, context }) => requestTaxInvoice({ db, clock, customerId: customerIdOf(context), paymentId: params.paymentId }),
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
    path: `${base}/invoices/{invoiceNo}/pdf`,
    summary: "One of the member's invoices as PDF, with the cross-bank bill-payment barcode and the PromptPay bill-payment QR to pay it at a counter or by banking app",
    tag,
    auth: 'bearer',
    params: ZInvoiceNoParamsSchema,
    response: PDF,
    handler: ({ params, context }) => memberInvoicePdf({ db, clock, customerId: customerIdOf(context), invoiceNo: params.invoiceNo }),
  });

  api.define({
    method: 'get',
    path: `${base}/public/receipts`,
    summary: "A visitor's receipts of a paid invoice, found by its number with the plate and province it was billed to (MENU00023)",
    tag,
    auth: 'accessKey',
    before: [perAddressLimit(config.authRateLimitPerMinute)],
    query: ZReprintQuerySchema,
    response: ZReprintSchema,
    handler: ({ query }) => reprintReceipts({ db, query }),
  });

  api.define({
    method: 'get',
    path: `${base}/public/receipts/{receiptNo}/pdf`,
    summary: 'One of those receipts as PDF, with the same invoice number, plate and province',
    tag,
    auth: 'accessKey',
    before: [perAddressLimit(config.authRateLimitPerMinute)],
    params: ZReceiptNoParamsSchema,
    query: ZReprintQuerySchema,
    response: PDF,
    handler: ({ params, query }) => reprintReceiptPdf({ db, query, receiptNo: params.receiptNo }),
  });

  api.define({
    method: 'post',
    path: `${base}/public/receipts/{receiptNo}/taxinvoice`,
    summary: "Issues the full tax invoice (Revenue Code section 86/4) of a visitor's receipt to the company they name (name, address, 13-digit tax ID, branch), proven by the invoice number, plate and province; asking again answers the same one",
    tag,
    auth: 'accessKey',
    before: [perAddressLimit(config.authRateLimitPerMinute)],
    params: ZReceiptNoParamsSchema,
    body: ZVisitorTaxInvoiceRequestSchema,
    response: ZTaxInvoiceSchema,
    handler: ({ params, body }) => requestVisitorTaxInvoice({ db, clock, receiptNo: params.receiptNo, request: body }),
  });

  api.define({
    method: 'get',
    path: `${base}/public/receipts/{receiptNo}/taxinvoice.pdf`,
    summary: "A visitor's tax invoice, once issued, as PDF, with the same invoice number, plate and province",
    tag,
    auth: 'accessKey',
    before: [perAddressLimit(config.authRateLimitPerMinute)],
    params: ZReceiptNoParamsSchema,
    query: ZReprintQuerySchema,
    response: PDF,
    handler: ({ params, query }) => reprintTaxInvoicePdf({ db, query, receiptNo: params.receiptNo }),
  });
}
