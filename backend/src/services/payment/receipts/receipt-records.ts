import { eq, inArray, sql } from 'drizzle-orm';
import type { TQueryable } from '../../../platform/db/database';
import { payments } from '../payments/payments.schema';
import { receipts, taxInvoices, type TTaxInvoiceBuyer } from './receipts.schema';

export type TReceiptRow = typeof receipts.$inferSelect;
export type TTaxInvoiceRow = typeof taxInvoices.$inferSelect;

/** RC or TX and ten digits of the sequence: the prefix tells the two documents apart on paper. */
const numbered = (prefix: string, sequence: string) => sql<string>`${prefix} || lpad(nextval(${sequence})::text, 10, '0')`;

/**
 * The receipt of a payment just recorded PAID, in the caller's transaction: the payment row is
 * locked there and leaves PENDING once, so this runs once per payment; the unique payment index
 * makes a second call a no-op all the same.
 */
export async function issueReceipt(tx: TQueryable, { paymentId, at }: { paymentId: string; at: Date }): Promise<void> {
  const [payment] = await tx.select({ amount: payments.amount }).from(payments).where(eq(payments.id, paymentId));
  if (!payment) return;
  await tx
    .insert(receipts)
    .values({ receiptNo: numbered('RC', 'receipt_no_seq'), paymentId, amount: payment.amount, issuedAt: at })
    .onConflictDoNothing({ target: receipts.paymentId });
}

export async function taxInvoiceOf(db: TQueryable, paymentId: string): Promise<TTaxInvoiceRow | undefined> {
  const [row] = await db.select().from(taxInvoices).where(eq(taxInvoices.paymentId, paymentId));
  return row;
}

/** Issues the payment's tax invoice unless it has one; either way answers the one it has. */
export async function issueTaxInvoice(
  db: TQueryable,
  { paymentId, buyer, at }: { paymentId: string; buyer: TTaxInvoiceBuyer; at: Date },
): Promise<TTaxInvoiceRow> {
  const existing = await taxInvoiceOf(db, paymentId);
  if (existing) return existing;
  await db
    .insert(taxInvoices)
    .values({ taxInvoiceNo: numbered('TX', 'tax_invoice_no_seq'), paymentId, buyer, issuedAt: at })
    .onConflictDoNothing({ target: taxInvoices.paymentId });
  const issued = await taxInvoiceOf(db, paymentId);
  if (!issued) throw new Error('the tax invoice insert left no row');
  return issued;
}

/** Receipt and tax-invoice numbers of these payments, for the history list. */
export async function documentNumbersOf(
  db: TQueryable,
  paymentIds: string[],
): Promise<Map<string, { receiptNo: string; taxInvoiceNo: string | null }>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({ paymentId: receipts.paymentId, receiptNo: receipts.receiptNo, taxInvoiceNo: taxInvoices.taxInvoiceNo })
    .from(receipts)
    .leftJoin(taxInvoices, eq(taxInvoices.paymentId, receipts.paymentId))
    .where(inArray(receipts.paymentId, paymentIds));
  return new Map(rows.map((row) => [row.paymentId, { receiptNo: row.receiptNo, taxInvoiceNo: row.taxInvoiceNo }]));
}
