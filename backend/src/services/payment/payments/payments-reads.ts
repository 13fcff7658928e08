import { timingSafeEqual } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TPaymentAnswer, TPaymentView, TVisitorPaymentView } from '@mflow/contracts/payment/payments.contract';
import type { TQueryable } from '../../../platform/db/database';
import { isUuid } from '../../../platform/db/uuid';
import { AppError } from '../../../platform/errors/app-error';
import { describeError, isErrorCode, type TLanguage } from '../../../platform/errors/error-catalogue';
import { paymentMethods } from '../methods/payment-method.schema';
import type { TPaymentRow } from './payments-records';
import { paymentInvoices, payments } from './payments.schema';
import type { TPaymentDocuments } from './payment-documents';

export function failureOf(code: string, language: TLanguage): { code: string; description: string } {
  return { code, description: isErrorCode(code) ? describeError(code, language) : describeError('ERR_PAY_0116', language) };
}

/** A stored answer in the language of the request that reads it. */
export function localisedAnswer(answer: TPaymentAnswer, language: TLanguage): TPaymentAnswer {
  return answer.failure ? { ...answer, failure: failureOf(answer.failure.code, language) } : answer;
}

/** The first invoice number a payment pays (what a visitor's result page asks with). */
export async function firstInvoiceNoOf(db: TQueryable, paymentId: string): Promise<string | undefined> {
  const [link] = await db
    .select({ invoiceNo: paymentInvoices.invoiceNo })
    .from(paymentInvoices)
    .where(eq(paymentInvoices.paymentId, paymentId))
    .orderBy(asc(paymentInvoices.invoiceNo))
    .limit(1);
  return link?.invoiceNo;
}

async function viewsOf(db: TQueryable, rows: TPaymentRow[], language: TLanguage): Promise<TPaymentView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const methodIds = rows.map((row) => row.paymentMethodId).filter((id): id is string => id !== null);
  const [links, methods] = await Promise.all([
    db.select().from(paymentInvoices).where(inArray(paymentInvoices.paymentId, ids)).orderBy(asc(paymentInvoices.invoiceNo)),
    methodIds.length === 0
      ? []
      : db
          .select({ id: paymentMethods.id, maskedDisplay: paymentMethods.maskedDisplay })
          .from(paymentMethods)
          .where(inArray(paymentMethods.id, methodIds)),
  ]);
  return rows.map((row) => ({
    paymentId: row.id,
    channel: row.channel,
    status: row.status,
    amount: row.amount,
    paymentMethod: methods.find((method) => method.id === row.paymentMethodId)?.maskedDisplay ?? null,
    invoices: links.filter((link) => link.paymentId === row.id).map((link) => ({ invoiceNo: link.invoiceNo, amount: link.amount })),
    failure: row.failureCode ? failureOf(row.failureCode, language) : null,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  }));
}

async function onlyView(db: TQueryable, row: TPaymentRow | undefined, language: TLanguage): Promise<TPaymentView> {
  const [view] = row ? await viewsOf(db, [row], language) : [];
  if (!view) throw new AppError('ERR_PAY_0108');
  return view;
}

/** One of the member's own payments; another's answers "not found", as if it did not exist. */
export async function memberPayment({
  db,
  customerId,
  paymentId,
  language,
}: {
  db: TQueryable;
  customerId: string;
  paymentId: string;
  language: TLanguage;
}): Promise<TPaymentView> {
  if (!isUuid(paymentId)) throw new AppError('ERR_PAY_0108');
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.customerId, customerId)));
  return onlyView(db, row, language);
}

/**
 * A visitor's payment of an invoice the caller has already proven theirs to pay (a payment link's
 * token names the invoice); by its id and that invoice's number.
 */
export async function paymentOfProvenInvoice({
  db,
  paymentId,
  invoiceNo,
  language,
}: {
  db: TQueryable;
  paymentId: string;
  invoiceNo: string;
  language: TLanguage;
}): Promise<TPaymentView> {
  if (!isUuid(paymentId)) throw new AppError('ERR_PAY_0108');
  const [found] = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(paymentInvoices, eq(paymentInvoices.paymentId, payments.id))
    .where(and(eq(payments.id, paymentId), isNull(payments.customerId), eq(paymentInvoices.invoiceNo, invoiceNo.toUpperCase())));
  return onlyView(db, found?.payment, language);
}

const sameSecret = (given: string, kept: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(kept);
  return a.length === b.length && timingSafeEqual(a, b);
};

export type TVisitorPaymentQuery = { paymentId: string; invoiceNo: string; key: string };

/**
 * A visitor's payment, to its payer: the id, the number of an invoice it pays and the result key
 * handed to them when they paid. A member's payment has no key and is never found here; any
 * other miss answers "not found" alike.
 */
export async function visitorPaymentRow(db: TQueryable, { paymentId, invoiceNo, key }: TVisitorPaymentQuery): Promise<TPaymentRow> {
  if (!isUuid(paymentId)) throw new AppError('ERR_PAY_0108');
  const [found] = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(paymentInvoices, eq(paymentInvoices.paymentId, payments.id))
    .where(and(eq(payments.id, paymentId), isNull(payments.customerId), eq(paymentInvoices.invoiceNo, invoiceNo.toUpperCase())));
  const resultKey = found?.payment.resultKey;
  if (!found || !resultKey || !sameSecret(key, resultKey)) throw new AppError('ERR_PAY_0108');
  return found.payment;
}

/** The visitor's payment for their result page, with the receipt and its verification code once PAID. */
export async function visitorPayment({
  db,
  documents,
  query,
  language,
}: {
  db: TQueryable;
  documents: TPaymentDocuments;
  query: TVisitorPaymentQuery;
  language: TLanguage;
}): Promise<TVisitorPaymentView> {
  const payment = await visitorPaymentRow(db, query);
  const [view, receipt] = await Promise.all([onlyView(db, payment, language), documents.payerReceiptOf(db, query)]);
  return { ...view, receipt };
}

/** The member's payment history, newest first, each payment with its documents (receipts' part). */
export async function paymentHistory(options: {
  db: TQueryable;
  documents: TPaymentDocuments;
  customerId: string;
  page: number;
  pageSize: number;
  language: TLanguage;
}) {
  const { db, documents: receiptDocuments, customerId, page, pageSize, language } = options;
  const where = eq(payments.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  const [views, documents] = await Promise.all([
    viewsOf(db, rows, language),
    receiptDocuments.documentsOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return {
    payments: views.map((view) => ({ ...view, documents: documents.get(view.paymentId) ?? null })),
    page,
    pageSize,
    total: total?.total ?? 0,
  };
}

/** The PAID payment that paid an invoice, if any: what a refund for that invoice comes from. */
export async function paidPaymentOfInvoice({ db, invoiceId }: { db: TQueryable; invoiceId: string }): Promise<string | undefined> {
  const [row] = await db
    .select({ paymentId: payments.id })
    .from(payments)
    .innerJoin(paymentInvoices, eq(paymentInvoices.paymentId, payments.id))
    .where(and(eq(paymentInvoices.invoiceId, invoiceId), eq(paymentInvoices.active, true), eq(payments.status, 'PAID')));
  return row?.paymentId;
}
