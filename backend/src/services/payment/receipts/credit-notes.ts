import { and, asc, eq, sql } from 'drizzle-orm';
import { vatPartOf } from '@mflow/contracts/billing/ladder';
import type { TCreditNote, TCreditNoteList, TStaffCreditNote } from '@mflow/contracts/payment/refunds.contract';
import type { TQueryable } from '../../../platform/db/database';
import { isUuid } from '../../../platform/db/uuid';
import { AppError } from '../../../platform/errors/app-error';
import type { TBinaryAnswer } from '../../../platform/http/api-router';
import { currentBillingRules } from '../../billing/billing-rules.service';
import { payments } from '../payments/payments.schema';
import type { TRefundCreditNotes, TRefundDone } from '../refunds/refund-credit-notes';
import { creditNotePdf, type TCreditNoteDocument } from './credit-note-pdf';
import { recipientOf, sendNewEtaxDocument, type TEtaxMail } from './etax-mail';
import { documentOf } from './receipt-document';
import { taxInvoiceOf } from './receipt-records';
import { creditNotes, receipts, taxInvoices } from './receipts.schema';

type TCreditNoteRow = typeof creditNotes.$inferSelect;
type TTaxInvoiceRow = typeof taxInvoices.$inferSelect;
type TNoteWithInvoice = { note: TCreditNoteRow; taxInvoice: TTaxInvoiceRow };

const BASE = '/invoiceservice/api/v1';
const creditNotePath = (paymentId: string, creditNoteNo: string) => `${BASE}/payments/${paymentId}/creditnotes/${creditNoteNo}/pdf`;

/**
 * The credit note of a refund just marked DONE, in the refund job's transaction: numbered from the
 * sequence the cancellations use (never reused), reducing the payment's tax invoice in force by
 * the refunded amount, whose VAT is that of its toll only (`vatPartOf`; fees and fines are not
 * supplies). None without a tax invoice in force. The refund's row lock runs this once per refund;
 * the unique refund index holds it all the same.
 */
async function issueForRefund(tx: TQueryable, mail: TEtaxMail, refund: TRefundDone): Promise<string | null> {
  const [earlier] = await tx
    .select({ creditNoteNo: creditNotes.creditNoteNo })
    .from(creditNotes)
    .where(eq(creditNotes.refundId, refund.refundId));
  if (earlier) return earlier.creditNoteNo;
  const taxInvoice = await taxInvoiceOf(tx, refund.paymentId);
  if (!taxInvoice) return null;
  const rules = await currentBillingRules({ db: tx });
  const [note] = await tx
    .insert(creditNotes)
    .values({
      creditNoteNo: sql`'CN' || lpad(nextval('credit_note_no_seq')::text, 10, '0')`,
      taxInvoiceId: taxInvoice.id,
      reason: refund.reason,
      refundId: refund.refundId,
      amount: refund.amount,
      vatAmount: vatPartOf(refund.tollAmount, rules),
      issuedAt: refund.at,
    })
    .returning({ creditNoteNo: creditNotes.creditNoteNo });
  if (!note) throw new Error('the credit note insert answered no row');
  await mailCreditNote(tx, mail, note.creditNoteNo);
  return note.creditNoteNo;
}

/**
 * Receipts' part of the refunds, which the app's wiring hands to the refund job
 * (refunds/refund-credit-notes.ts), with what it needs to e-mail the notes it issues.
 */
export const refundCreditNotesOf = (mail: TEtaxMail): TRefundCreditNotes => ({
  issueForRefund: (tx, refund) => issueForRefund(tx, mail, refund),
});

/** The credit notes of a payment, oldest first, whichever of its tax invoices each reduces. */
async function notesOfPayment(db: TQueryable, paymentId: string): Promise<TNoteWithInvoice[]> {
  return db
    .select({ note: creditNotes, taxInvoice: taxInvoices })
    .from(creditNotes)
    .innerJoin(taxInvoices, eq(taxInvoices.id, creditNotes.taxInvoiceId))
    .where(eq(taxInvoices.paymentId, paymentId))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.creditNoteNo));
}

/** What a note credits: a refund's amounts, or for a cancellation in full everything its tax invoice carried. */
async function creditedBy(db: TQueryable, { note, taxInvoice }: TNoteWithInvoice): Promise<{ total: number; vat: number }> {
  if (note.amount !== null && note.vatAmount !== null) return { total: note.amount, vat: note.vatAmount };
  const [receipt] = await db.select().from(receipts).where(eq(receipts.paymentId, taxInvoice.paymentId));
  if (!receipt) throw new Error('a tax invoice without its receipt');
  const { totals } = await documentOf(db, receipt, taxInvoice);
  return { total: totals.total, vat: totals.vat };
}

async function toView(db: TQueryable, found: TNoteWithInvoice): Promise<TCreditNote> {
  const credited = await creditedBy(db, found);
  return {
    creditNoteNo: found.note.creditNoteNo,
    taxInvoiceNo: found.taxInvoice.taxInvoiceNo,
    amount: credited.total,
    vatAmount: credited.vat,
    reason: found.note.reason,
    issuedAt: found.note.issuedAt.toISOString(),
    pdfPath: creditNotePath(found.taxInvoice.paymentId, found.note.creditNoteNo),
  };
}

/** One of the member's own payments; another's answers "not found", as its receipt does. */
async function requireOwnPayment(db: TQueryable, customerId: string, paymentId: string): Promise<void> {
  if (!isUuid(paymentId)) throw new AppError('ERR_RCPT_0001');
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.customerId, customerId)));
  if (!payment) throw new AppError('ERR_RCPT_0001');
}

type TMemberOptions = { db: TQueryable; customerId: string; paymentId: string };

export async function memberCreditNotes({ db, customerId, paymentId }: TMemberOptions): Promise<TCreditNoteList> {
  await requireOwnPayment(db, customerId, paymentId);
  const found = await notesOfPayment(db, paymentId);
  return { creditNotes: await Promise.all(found.map((one) => toView(db, one))) };
}

/** The credit notes of these payments, for the payment history. */
export async function creditNotesOfPayments(db: TQueryable, paymentIds: string[]): Promise<Map<string, TCreditNote[]>> {
  const byPayment = new Map<string, TCreditNote[]>();
  for (const paymentId of paymentIds) {
    const found = await notesOfPayment(db, paymentId);
    if (found.length > 0) byPayment.set(paymentId, await Promise.all(found.map((one) => toView(db, one))));
  }
  return byPayment;
}

/** The paper of section 86/10: the tax invoice's value, the credit, and what the invoice is worth after this note and the ones before it. */
async function documentOfNote(db: TQueryable, found: TNoteWithInvoice): Promise<TCreditNoteDocument> {
  const [receipt] = await db.select().from(receipts).where(eq(receipts.paymentId, found.taxInvoice.paymentId));
  if (!receipt) throw new Error('a tax invoice without its receipt');
  const original = (await documentOf(db, receipt, found.taxInvoice)).totals;
  const ofInvoice = (await notesOfPayment(db, found.taxInvoice.paymentId)).filter((one) => one.taxInvoice.id === found.taxInvoice.id);
  const upToThis = ofInvoice.slice(0, ofInvoice.findIndex((one) => one.note.id === found.note.id) + 1);
  let creditedSoFar = 0;
  for (const one of upToThis) creditedSoFar += (await creditedBy(db, one)).total;
  const credited = await creditedBy(db, found);
  return {
    number: found.note.creditNoteNo,
    issuedAt: found.note.issuedAt,
    taxInvoiceNo: found.taxInvoice.taxInvoiceNo,
    taxInvoiceIssuedAt: found.taxInvoice.issuedAt,
    receiptNo: receipt.receiptNo,
    buyer: found.taxInvoice.buyer,
    reason: found.note.reason,
    originalTotal: original.total,
    credited: { exVat: credited.total - credited.vat, vat: credited.vat, total: credited.total },
    totalAfter: original.total - creditedSoFar,
  };
}

const pdf = (bytes: Buffer, name: string): TBinaryAnswer => ({ bytes, mimeType: 'application/pdf', fileName: `${name}.pdf` });

async function noteByNumber(db: TQueryable, creditNoteNo: string): Promise<TNoteWithInvoice | undefined> {
  const [found] = await db
    .select({ note: creditNotes, taxInvoice: taxInvoices })
    .from(creditNotes)
    .innerJoin(taxInvoices, eq(taxInvoices.id, creditNotes.taxInvoiceId))
    .where(eq(creditNotes.creditNoteNo, creditNoteNo));
  return found;
}

export async function memberCreditNotePdf({
  db,
  customerId,
  paymentId,
  creditNoteNo,
}: TMemberOptions & { creditNoteNo: string }): Promise<TBinaryAnswer> {
  await requireOwnPayment(db, customerId, paymentId);
  const found = await noteByNumber(db, creditNoteNo);
  if (found?.taxInvoice.paymentId !== paymentId) throw new AppError('ERR_RCPT_0008');
  return pdf(await creditNotePdf(await documentOfNote(db, found)), creditNoteNo);
}

/** Staff find a credit note by its number: what it credits, the payment and the refund it comes from. */
export async function staffCreditNote({ db, creditNoteNo }: { db: TQueryable; creditNoteNo: string }): Promise<TStaffCreditNote> {
  const found = await noteByNumber(db, creditNoteNo);
  if (!found) throw new AppError('ERR_RCPT_0008');
  return {
    ...(await toView(db, found)),
    pdfPath: `/staffservice/api/v1/creditnotes/${found.note.creditNoteNo}/pdf`,
    paymentId: found.taxInvoice.paymentId,
    refundId: found.note.refundId,
    kind: found.note.refundId ? 'REFUND' : 'CANCELLATION',
  };
}

/** A credit note's PDF by its number, as staff download it and as it is e-mailed. */
export async function creditNoteFile({ db, creditNoteNo }: { db: TQueryable; creditNoteNo: string }): Promise<TBinaryAnswer> {
  const found = await noteByNumber(db, creditNoteNo);
  if (!found) throw new AppError('ERR_RCPT_0008');
  return pdf(await creditNotePdf(await documentOfNote(db, found)), creditNoteNo);
}

/**
 * "e-Tax Invoice by Email" for a credit note just inserted, in the inserting transaction (etax-mail.ts):
 * to the buyer of the tax invoice it reduces, and the time-stamping mailbox. Every path that issues
 * a credit note (a refund, a staff cancellation) calls this once after its insert.
 */
export async function mailCreditNote(tx: TQueryable, mail: TEtaxMail, creditNoteNo: string): Promise<void> {
  const found = await noteByNumber(tx, creditNoteNo);
  if (!found) throw new Error('a credit note mailed before it was issued');
  const file = pdf(await creditNotePdf(await documentOfNote(tx, found)), creditNoteNo);
  const recipient = await recipientOf(tx, found.taxInvoice.paymentId, found.taxInvoice.buyer);
  await sendNewEtaxDocument(tx, mail, { kind: 'CREDIT_NOTE', number: creditNoteNo, file }, recipient);
}
