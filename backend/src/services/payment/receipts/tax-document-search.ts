import { timingSafeEqual } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type {
  TTaxDocument,
  TTaxDocumentKind,
  TTaxDocumentPage,
  TTaxDocumentResend,
  TTaxDocumentSearchQuery,
  TVisitorTaxInvoiceQuery,
} from '@mflow/contracts/payment/tax-documents.contract';
import { endOfBangkokDay, startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import type { Clock } from '../../../platform/clock';
import type { TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import type { TBinaryAnswer } from '../../../platform/http/api-router';
import { creditNoteFile } from './credit-notes';
import { recipientOf, resendEtaxDocument, type TEtaxFile, type TEtaxMail } from './etax-mail';
import { taxInvoices, type TTaxInvoiceBuyer } from './receipts.schema';
import { taxInvoiceFile } from './tax-invoice-issue';

const BASE = '/invoiceservice/api/v1';
const SEGMENT: Record<TTaxDocumentKind, 'taxinvoices' | 'creditnotes'> = { TAX_INVOICE: 'taxinvoices', CREDIT_NOTE: 'creditnotes' };
const KIND_OF_SEGMENT = { taxinvoices: 'TAX_INVOICE', creditnotes: 'CREDIT_NOTE' } as const;

/** One document as the search reads it: a tax invoice or a credit note, with the tax invoice, payment and receipt behind it. */
type TDocumentRow = {
  kind: TTaxDocumentKind;
  number: string;
  tax_invoice_no: string;
  receipt_no: string;
  payment_id: string;
  issued_at: Date | string;
  amount: string | number;
  buyer: TTaxInvoiceBuyer;
  cancelled: boolean;
};

/**
 * Both kinds of one customer's documents as one relation: the tax invoices of their payments,
 * cancelled ones too (they stay on file beside their credit note), and the credit notes reducing
 * them. A credit note's amount is the refund it credits, or for a cancellation in full everything
 * its tax invoice billed: the receipt's amount.
 */
const documentsOf = (customerId: string) => sql`
  select 'TAX_INVOICE' as kind, ti.tax_invoice_no as number, ti.tax_invoice_no, r.receipt_no, ti.payment_id, ti.issued_at,
         r.amount, ti.buyer, ti.cancelled_at is not null as cancelled
    from tax_invoice ti join payment p on p.id = ti.payment_id join receipt r on r.payment_id = ti.payment_id
   where p.customer_id = ${customerId}
  union all
  select 'CREDIT_NOTE', cn.credit_note_no, ti.tax_invoice_no, r.receipt_no, ti.payment_id, cn.issued_at,
         coalesce(cn.amount, r.amount), ti.buyer, false
    from credit_note cn join tax_invoice ti on ti.id = cn.tax_invoice_id
         join payment p on p.id = ti.payment_id join receipt r on r.payment_id = ti.payment_id
   where p.customer_id = ${customerId}`;

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search's conditions (requirements/payments.md#e-tax-invoice-search): a number finds that
 * document and, for a tax invoice's number, the credit notes reducing it; the dates are Bangkok
 * days of issue, both included; a vehicle is any plate the paid invoices bill, a member's by the
 * per-vehicle totals its cut kept (decision 0066), a visitor's by the invoice's own plate.
 */
function conditionsOf(query: TTaxDocumentSearchQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.number) parts.push(sql`(d.number = ${query.number} or d.tax_invoice_no = ${query.number})`);
  if (query.issuedFrom) parts.push(sql`d.issued_at >= ${startOfBangkokDay(query.issuedFrom).toISOString()}`);
  if (query.issuedTo) parts.push(sql`d.issued_at <= ${endOfBangkokDay(query.issuedTo).toISOString()}`);
  if (query.plate) {
    const plate = normalisePlate(query.plate);
    parts.push(sql`exists (
      select 1 from payment_invoice pi join invoice i on i.id = pi.invoice_id
        left join member_invoice_vehicle_total mt on mt.customer_id = i.customer_id and mt.billing_period = i.billing_period
       where pi.payment_id = d.payment_id and (i.plate = ${plate} or mt.plate = ${plate}))`);
  }
  if (query.branch) parts.push(sql`d.buyer->>'branch' ilike ${likePattern(query.branch)}`);
  return sql.join(parts, sql` and `);
}

const memberPaths = (kind: TTaxDocumentKind, number: string) => {
  const at = `${BASE}/taxdocuments/${SEGMENT[kind]}/${number}`;
  return { pdfPath: `${at}/pdf`, resendPath: `${at}/resend` };
};

function toDocument(row: TDocumentRow, paths: { pdfPath: string; resendPath: string }): TTaxDocument {
  return {
    kind: row.kind,
    number: row.number,
    taxInvoiceNo: row.tax_invoice_no,
    receiptNo: row.receipt_no,
    issuedAt: new Date(row.issued_at).toISOString(),
    amount: Number(row.amount),
    buyer: { name: row.buyer.name, taxId: row.buyer.taxId, branch: row.buyer.branch },
    cancelled: row.cancelled,
    ...paths,
  };
}

/** A member's tax invoices and credit notes, newest first, a page at a time; only their own payments' documents. */
export async function searchTaxDocuments({
  db,
  customerId,
  query,
}: {
  db: TQueryable;
  customerId: string;
  query: TTaxDocumentSearchQuery;
}): Promise<TTaxDocumentPage> {
  const where = conditionsOf(query);
  const [page, count] = await Promise.all([
    db.execute<TDocumentRow>(sql`
      select d.* from (${documentsOf(customerId)}) d where ${where}
       order by d.issued_at desc, d.number desc
       limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    db.execute<{ total: string }>(sql`select count(*) as total from (${documentsOf(customerId)}) d where ${where}`),
  ]);
  return {
    documents: page.rows.map((row) => toDocument(row, memberPaths(row.kind, row.number))),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(count.rows[0]?.total ?? 0),
  };
}

/** One of the member's documents by kind and number; another's answers "not found" as an unknown number does. */
async function memberDocument(db: TQueryable, customerId: string, kind: TTaxDocumentKind, number: string): Promise<TDocumentRow> {
  const found = await db.execute<TDocumentRow>(
    sql`select d.* from (${documentsOf(customerId)}) d where d.kind = ${kind} and d.number = ${number}`,
  );
  const [row] = found.rows;
  if (!row) throw new AppError(kind === 'TAX_INVOICE' ? 'ERR_RCPT_0009' : 'ERR_RCPT_0008');
  return row;
}

async function fileOf(db: TQueryable, row: TDocumentRow): Promise<TEtaxFile> {
  if (row.kind === 'CREDIT_NOTE')
    return { kind: row.kind, number: row.number, file: await creditNoteFile({ db, creditNoteNo: row.number }) };
  const [taxInvoice] = await db.select().from(taxInvoices).where(eq(taxInvoices.taxInvoiceNo, row.number));
  if (!taxInvoice) throw new AppError('ERR_RCPT_0009');
  return { kind: row.kind, number: row.number, file: await taxInvoiceFile(db, taxInvoice) };
}

type TMemberDocument = { db: TQueryable; customerId: string; segment: keyof typeof KIND_OF_SEGMENT; number: string };

export async function memberTaxDocumentPdf({ db, customerId, segment, number }: TMemberDocument): Promise<TBinaryAnswer> {
  return (await fileOf(db, await memberDocument(db, customerId, KIND_OF_SEGMENT[segment], number))).file;
}

export async function resendMemberTaxDocument(options: TMemberDocument & { mail: TEtaxMail; clock: Clock }): Promise<TTaxDocumentResend> {
  const { db, customerId, segment, number } = options;
  const row = await memberDocument(db, customerId, KIND_OF_SEGMENT[segment], number);
  return resendEtaxDocument(db, options, await fileOf(db, row), await recipientOf(db, row.payment_id, row.buyer));
}

/** Compared in constant time over a fixed width, so a wrong tax ID and an unknown number cost the same. */
const TAX_ID_WIDTH = 13;
const sameTaxId = (given: string, printed: string | null | undefined) => {
  const a = Buffer.alloc(TAX_ID_WIDTH);
  const b = Buffer.alloc(TAX_ID_WIDTH);
  a.write(given);
  b.write(printed ?? '');
  return timingSafeEqual(a, b) && printed !== null && printed !== undefined && printed.length === given.length;
};

/**
 * A visitor's one tax invoice, by its number and the buyer's tax ID printed on it. An unknown
 * number and a wrong tax ID take the same path (one read, one constant-time comparison) and
 * answer the same "not found", so the look-up tells nothing about which numbers exist (the idea of
 * decision 0047).
 */
async function visitorDocument(db: TQueryable, query: TVisitorTaxInvoiceQuery): Promise<TDocumentRow> {
  const found = await db.execute<TDocumentRow>(sql`
    select 'TAX_INVOICE' as kind, ti.tax_invoice_no as number, ti.tax_invoice_no, r.receipt_no, ti.payment_id, ti.issued_at,
           r.amount, ti.buyer, ti.cancelled_at is not null as cancelled
      from tax_invoice ti join receipt r on r.payment_id = ti.payment_id
     where ti.tax_invoice_no = ${query.taxInvoiceNo}`);
  const [row] = found.rows;
  if (!sameTaxId(query.taxId, row?.buyer.taxId) || !row) throw new AppError('ERR_RCPT_0009');
  return row;
}

const visitorPaths = (query: TVisitorTaxInvoiceQuery) => {
  const search = new URLSearchParams(query).toString();
  return { pdfPath: `${BASE}/public/taxinvoices/pdf?${search}`, resendPath: `${BASE}/public/taxinvoices/resend?${search}` };
};

export async function visitorTaxInvoice({ db, query }: { db: TQueryable; query: TVisitorTaxInvoiceQuery }): Promise<TTaxDocument> {
  return toDocument(await visitorDocument(db, query), visitorPaths(query));
}

export async function visitorTaxInvoicePdf({ db, query }: { db: TQueryable; query: TVisitorTaxInvoiceQuery }): Promise<TBinaryAnswer> {
  return (await fileOf(db, await visitorDocument(db, query))).file;
}

/** Sends the visitor's tax invoice again to the address on the document: a member's of record, or the one the buyer gave. */
export async function resendVisitorTaxInvoice(options: {
  db: TQueryable;
  mail: TEtaxMail;
  clock: Clock;
  query: TVisitorTaxInvoiceQuery;
}): Promise<TTaxDocumentResend> {
  const row = await visitorDocument(options.db, options.query);
  return resendEtaxDocument(options.db, options, await fileOf(options.db, row), await recipientOf(options.db, row.payment_id, row.buyer));
}
