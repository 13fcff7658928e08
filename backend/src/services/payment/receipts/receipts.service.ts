import { timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TReceiptDocuments, TVisitorPaymentView } from '@mflow/contracts/payment/payments.contract';
import type { TReprint, TReprintQuery, TTaxInvoice, TVisitorTaxInvoiceRequest } from '@mflow/contracts/payment/receipts.contract';
import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import type { TBinaryAnswer } from '../../../platform/http/api-router';
import type { Clock } from '../../../platform/clock';
import type { TQueryable } from '../../../platform/db/database';
import { isUuid } from '../../../platform/db/uuid';
import { AppError } from '../../../platform/errors/app-error';
import { invoices } from '../../billing/billing.schema';
import { refundsOfPayments } from '../refunds/refunds.service';
import { creditNotesOfPayments } from './credit-notes';
import { documentOf } from './receipt-document';
import { receiptPdf } from './receipt-pdf';
import type { TPaymentDocuments } from '../payments/payment-documents';
import { visitorPaymentRow, type TVisitorPaymentQuery } from '../payments/payments-reads';
import { documentNumbersOf, issueReceipt, taxInvoiceOf, type TReceiptRow } from './receipt-records';
import type { TEtaxMail } from './etax-mail';
import { issueTaxInvoice } from './tax-invoice-issue';
import { addVehiclePages } from './invoice-vehicle-pages';
import { invoicePdf } from './receipts-invoice-pdf';
import { paymentInvoices, payments } from '../payments/payments.schema';
import { creditPaidTopUp } from '../prepaid/prepaid-top-up';
import { receipts } from './receipts.schema';
import { buyerOf, visitorBuyerOf } from './tax-invoice-parties';

const BASE = '/invoiceservice/api/v1';
const pdf = (bytes: Buffer, name: string): TBinaryAnswer => ({ bytes, mimeType: 'application/pdf', fileName: `${name}.pdf` });

const receiptPath = (paymentId: string) => `${BASE}/payments/${paymentId}/receipt.pdf`;
const taxInvoicePath = (paymentId: string) => `${BASE}/payments/${paymentId}/taxinvoice.pdf`;

/** The receipt of one of the member's own payments; another's, or one not paid, answers "not found". */
async function memberReceipt(db: TQueryable, customerId: string, paymentId: string): Promise<TReceiptRow> {
  if (!isUuid(paymentId)) throw new AppError('ERR_RCPT_0001');
  const [found] = await db
    .select({ receipt: receipts })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .where(and(eq(receipts.paymentId, paymentId), eq(payments.customerId, customerId)));
  if (!found) throw new AppError('ERR_RCPT_0001');
  return found.receipt;
}

type TMemberOptions = { db: TQueryable; customerId: string; paymentId: string };

export async function memberReceiptPdf({ db, customerId, paymentId }: TMemberOptions): Promise<TBinaryAnswer> {
  const receipt = await memberReceipt(db, customerId, paymentId);
  return pdf(await receiptPdf(await documentOf(db, receipt)), receipt.receiptNo);
}

/**
 * Issues the payment's tax invoice to the member as they stand now, e-mailed to them and the
 * time-stamping mailbox; asking again answers the same document and sends nothing.
 */
export async function requestTaxInvoice({
  db,
  clock,
  mail,
  customerId,
  paymentId,
}: TMemberOptions & { clock: Clock; mail: TEtaxMail }): Promise<TTaxInvoice> {
  const receipt = await memberReceipt(db, customerId, paymentId);
  const issued =
    (await taxInvoiceOf(db, paymentId)) ??
    (await issueTaxInvoice(db, mail, { paymentId, buyer: await buyerOf(db, customerId), at: clock.now() }));
  return {
    taxInvoiceNo: issued.taxInvoiceNo,
    receiptNo: receipt.receiptNo,
    issuedAt: issued.issuedAt.toISOString(),
    buyer: issued.buyer,
    pdfPath: taxInvoicePath(paymentId),
  };
}

export async function memberTaxInvoicePdf({ db, customerId, paymentId }: TMemberOptions): Promise<TBinaryAnswer> {
  const receipt = await memberReceipt(db, customerId, paymentId);
  const taxInvoice = await taxInvoiceOf(db, paymentId);
  if (!taxInvoice) throw new AppError('ERR_RCPT_0003');
  return pdf(await receiptPdf(await documentOf(db, receipt, taxInvoice)), taxInvoice.taxInvoiceNo);
}

/** One of the member's own invoices as a PDF to pay at a counter or by banking app. */
export async function memberInvoicePdf({
  db,
  clock,
  customerId,
  invoiceNo,
}: {
  db: TQueryable;
  clock: Clock;
  customerId: string;
  invoiceNo: string;
}): Promise<TBinaryAnswer> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.invoiceNo, invoiceNo.toUpperCase()), eq(invoices.customerId, customerId)));
  if (!invoice) throw new AppError('ERR_RCPT_0004', { invoiceNo });
  const vehiclePages = (doc: PDFKit.PDFDocument) => addVehiclePages(doc, { db, invoice });
  return pdf(await invoicePdf(invoice, clock.now(), undefined, { vehiclePages }), invoice.invoiceNo);
}

/** The documents of these payments, for the history list: PAID ones have a receipt, and may have refunds and credit notes. */
async function documentsOf(db: TQueryable, paymentIds: string[]): Promise<Map<string, TReceiptDocuments>> {
  const numbers = await documentNumbersOf(db, paymentIds);
  const paid = [...numbers.keys()];
  const [refunds, creditNotes] = await Promise.all([refundsOfPayments(db, paid), creditNotesOfPayments(db, paid)]);
  return new Map(
    [...numbers].map(([paymentId, { receiptNo, taxInvoiceNo }]) => [
      paymentId,
      {
        receiptNo,
        receiptPath: receiptPath(paymentId),
        taxInvoiceNo,
        taxInvoicePath: taxInvoiceNo ? taxInvoicePath(paymentId) : null,
        refunds: refunds.get(paymentId) ?? [],
        creditNotes: creditNotes.get(paymentId) ?? [],
      },
    ]),
  );
}

const payerReceiptPath = ({ paymentId, invoiceNo, key }: TVisitorPaymentQuery) =>
  `${BASE}/public/payments/${paymentId}/receipt.pdf?${new URLSearchParams({ invoiceNo, key }).toString()}`;

/** A visitor's receipt for their result page, read with the query their payment was (payments-reads.ts `visitorPaymentRow`). */
async function payerReceiptOf(db: TQueryable, query: TVisitorPaymentQuery): Promise<TVisitorPaymentView['receipt']> {
  const [receipt] = await db.select().from(receipts).where(eq(receipts.paymentId, query.paymentId));
  if (!receipt) return null;
  return { receiptNo: receipt.receiptNo, verificationCode: receipt.verificationCode, pdfPath: payerReceiptPath(query) };
}

/** Receipts' part of every payment, which the app's wiring hands to the payments module (payment-documents.ts). */
/** The prepaid account's credit of a paid top-up travels with receipts' part (docs/decisions/0077). */
export const paymentDocuments: TPaymentDocuments = { issueReceipt, documentsOf, payerReceiptOf, creditTopUp: creditPaidTopUp };

/** The receipt handed to a visitor who paid, with its verification code: only the payment's result key opens it. */
export async function payerReceiptPdf({ db, query }: { db: TQueryable; query: TVisitorPaymentQuery }): Promise<TBinaryAnswer> {
  const payment = await visitorPaymentRow(db, query);
  const [receipt] = await db.select().from(receipts).where(eq(receipts.paymentId, payment.id));
  if (!receipt) throw new AppError('ERR_RCPT_0001');
  return pdf(await receiptPdf(await documentOf(db, receipt, undefined, { forPayer: true })), receipt.receiptNo);
}

/**
 * The receipts a visitor may reprint: those of the payments of the invoice's case (its number may
 * be the one a ladder step replaced), when the invoice was billed to this plate. A wrong plate and
 * an unpaid invoice answer alike, so the look-up tells nothing about invoices of other plates.
 */
async function visitorReceipts(db: TQueryable, query: TReprintQuery): Promise<TReceiptRow[]> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.invoiceNo, query.invoiceNo));
  if (!invoice || invoice.plate !== normalisePlate(query.plate) || invoice.province !== query.province) throw new AppError('ERR_RCPT_0002');
  const found = await db
    .selectDistinct({ receipt: receipts })
    .from(receipts)
    .innerJoin(paymentInvoices, eq(paymentInvoices.paymentId, receipts.paymentId))
    .innerJoin(invoices, eq(invoices.id, paymentInvoices.invoiceId))
    .where(eq(invoices.caseId, invoice.caseId))
    .orderBy(asc(receipts.receiptNo));
  if (found.length === 0) throw new AppError('ERR_RCPT_0002');
  return found.map((row) => row.receipt);
}

const reprintPaths = (query: TReprintQuery, receiptNo: string) => {
  const search = new URLSearchParams({ invoiceNo: query.invoiceNo, plate: query.plate, province: query.province }).toString();
  return {
    receipt: `${BASE}/public/receipts/${receiptNo}/pdf?${search}`,
    taxInvoice: `${BASE}/public/receipts/${receiptNo}/taxinvoice.pdf?${search}`,
  };
};

export async function reprintReceipts({ db, query }: { db: TQueryable; query: TReprintQuery }): Promise<TReprint> {
  const found = await visitorReceipts(db, query);
  const paymentIds = found.map((receipt) => receipt.paymentId);
  const [documents, links, numbers] = await Promise.all([
    Promise.all(found.map((receipt) => documentOf(db, receipt))),
    db.select().from(paymentInvoices).where(inArray(paymentInvoices.paymentId, paymentIds)),
    documentNumbersOf(db, paymentIds),
  ]);
  return {
    receipts: found.map((receipt, index) => {
      const paths = reprintPaths(query, receipt.receiptNo);
      const taxInvoiceNo = numbers.get(receipt.paymentId)?.taxInvoiceNo ?? null;
      return {
        receiptNo: receipt.receiptNo,
        channel: documents[index]?.channel ?? 'COUNTER',
        amount: receipt.amount,
        vatAmount: documents[index]?.totals.vat ?? 0,
        paidAt: (documents[index]?.paidAt ?? receipt.issuedAt).toISOString(),
        invoiceNos: links.filter((link) => link.paymentId === receipt.paymentId).map((link) => link.invoiceNo),
        pdfPath: paths.receipt,
        taxInvoiceNo,
        taxInvoicePdfPath: taxInvoiceNo ? paths.taxInvoice : null,
      };
    }),
  };
}

async function visitorReceipt(db: TQueryable, query: TReprintQuery, receiptNo: string): Promise<TReceiptRow> {
  const receipt = (await visitorReceipts(db, query)).find((candidate) => candidate.receiptNo === receiptNo);
  if (!receipt) throw new AppError('ERR_RCPT_0001');
  return receipt;
}

export async function reprintReceiptPdf({
  db,
  query,
  receiptNo,
}: {
  db: TQueryable;
  query: TReprintQuery;
  receiptNo: string;
}): Promise<TBinaryAnswer> {
  const receipt = await visitorReceipt(db, query, receiptNo);
  return pdf(await receiptPdf(await documentOf(db, receipt)), receipt.receiptNo);
}

const sameCode = (given: string, printed: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(printed);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Issues a visitor's tax invoice to the buyer they name, for a receipt they proved is theirs: the
 * invoice number, plate and province find it (the reprint finds only non-member invoices, which
 * carry the plate), and the verification code printed on the receipt handed to the payer proves
 * they paid it, which the first three, shown by the look-up and a payment link, do not (issue 22).
 * Issued once, and e-mailed to the buyer's address when they give one: asking again answers the
 * one in force, buyer and all, as for a member.
 */
export async function requestVisitorTaxInvoice({
  db,
  clock,
  mail,
  receiptNo,
  request,
}: {
  db: TQueryable;
  clock: Clock;
  mail: TEtaxMail;
  receiptNo: string;
  request: TVisitorTaxInvoiceRequest;
}): Promise<TTaxInvoice> {
  const { buyer, verificationCode, ...query } = request;
  const receipt = await visitorReceipt(db, query, receiptNo);
  if (!sameCode(verificationCode, receipt.verificationCode)) throw new AppError('ERR_RCPT_0006');
  const issued =
    (await taxInvoiceOf(db, receipt.paymentId)) ??
    (await issueTaxInvoice(db, mail, { paymentId: receipt.paymentId, buyer: visitorBuyerOf(buyer), at: clock.now() }));
  return {
    taxInvoiceNo: issued.taxInvoiceNo,
    receiptNo: receipt.receiptNo,
    issuedAt: issued.issuedAt.toISOString(),
    buyer: issued.buyer,
    pdfPath: reprintPaths(query, receipt.receiptNo).taxInvoice,
  };
}

export async function reprintTaxInvoicePdf({
  db,
  query,
  receiptNo,
}: {
  db: TQueryable;
  query: TReprintQuery;
  receiptNo: string;
}): Promise<TBinaryAnswer> {
  const receipt = await visitorReceipt(db, query, receiptNo);
  const taxInvoice = await taxInvoiceOf(db, receipt.paymentId);
  if (!taxInvoice) throw new AppError('ERR_RCPT_0003');
  return pdf(await receiptPdf(await documentOf(db, receipt, taxInvoice)), taxInvoice.taxInvoiceNo);
}
