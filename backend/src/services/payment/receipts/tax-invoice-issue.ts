import { eq, sql } from 'drizzle-orm';
import type { TQueryable } from '../../../platform/db/database';
import type { TBinaryAnswer } from '../../../platform/http/api-router';
import { recipientOf, sendNewEtaxDocument, type TEtaxMail } from './etax-mail';
import { documentOf } from './receipt-document';
import { receiptPdf } from './receipt-pdf';
import { taxInvoiceOf, type TTaxInvoiceRow } from './receipt-records';
import { receipts, taxInvoices, type TTaxInvoiceBuyer } from './receipts.schema';

/** A tax invoice's PDF, as downloaded and as e-mailed. */
export async function taxInvoiceFile(db: TQueryable, taxInvoice: TTaxInvoiceRow): Promise<TBinaryAnswer> {
  const [receipt] = await db.select().from(receipts).where(eq(receipts.paymentId, taxInvoice.paymentId));
  if (!receipt) throw new Error('a tax invoice without its receipt');
  const bytes = await receiptPdf(await documentOf(db, receipt, taxInvoice));
  return { bytes, mimeType: 'application/pdf', fileName: `${taxInvoice.taxInvoiceNo}.pdf` };
}

/**
 * Issues the payment's tax invoice unless it has one; either way answers the one it has. A new one
 * is e-mailed in the transaction that numbers it (etax-mail.ts), so the document and its two
 * messages commit together; a second caller at the same moment waits on the payment's unique index,
 * inserts nothing and sends nothing.
 */
export async function issueTaxInvoice(
  db: TQueryable,
  mail: TEtaxMail,
  { paymentId, buyer, at }: { paymentId: string; buyer: TTaxInvoiceBuyer; at: Date },
): Promise<TTaxInvoiceRow> {
  const existing = await taxInvoiceOf(db, paymentId);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const [issued] = await tx
      .insert(taxInvoices)
      .values({ taxInvoiceNo: sql<string>`'TX' || lpad(nextval('tax_invoice_no_seq')::text, 10, '0')`, paymentId, buyer, issuedAt: at })
      .onConflictDoNothing({ target: taxInvoices.paymentId, where: sql`${taxInvoices.cancelledAt} is null` })
      .returning();
    if (!issued) {
      const other = await taxInvoiceOf(tx, paymentId);
      if (!other) throw new Error('the tax invoice insert left no row');
      return other;
    }
    const file = await taxInvoiceFile(tx, issued);
    await sendNewEtaxDocument(
      tx,
      mail,
      { kind: 'TAX_INVOICE', number: issued.taxInvoiceNo, file },
      await recipientOf(tx, paymentId, buyer),
    );
    return issued;
  });
}
