import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TQueryable } from '../../../platform/db/database';
import { payments } from '../payments/payments.schema';
import { receipts, taxInvoices } from './receipts.schema';

export type TReceiptRow = typeof receipts.$inferSelect;
export type TTaxInvoiceRow = typeof taxInvoices.$inferSelect;

/** No 0, O, 1 or I: the code is read off paper and typed. */
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Eight letters of 32, about 10^12 codes: far beyond what the visitors' rate limit lets anyone try. */
function newVerificationCode(): string {
  return Array.from({ length: 8 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
}

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
    .values({
      receiptNo: numbered('RC', 'receipt_no_seq'),
      paymentId,
      amount: payment.amount,
      verificationCode: newVerificationCode(),
      issuedAt: at,
    })
    .onConflictDoNothing({ target: receipts.paymentId });
}

/** The payment's tax invoice in force: one staff cancelled is no longer its tax invoice. */
export async function taxInvoiceOf(db: TQueryable, paymentId: string): Promise<TTaxInvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(taxInvoices)
    .where(and(eq(taxInvoices.paymentId, paymentId), isNull(taxInvoices.cancelledAt)));
  return row;
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
    .leftJoin(taxInvoices, and(eq(taxInvoices.paymentId, receipts.paymentId), isNull(taxInvoices.cancelledAt)))
    .where(inArray(receipts.paymentId, paymentIds));
  return new Map(rows.map((row) => [row.paymentId, { receiptNo: row.receiptNo, taxInvoiceNo: row.taxInvoiceNo }]));
}
