import { asc, eq } from 'drizzle-orm';
import type { TPaymentChannel } from '@mflow/contracts/payment/payments.contract';
import type { TQueryable } from '../../../platform/db/database';
import { invoices } from '../../billing/billing.schema';
import { serviceDaysOf } from '../../billing/invoice.mapper';
import { paymentInvoices, payments } from '../payments/payments.schema';
import type { TReceiptRow, TTaxInvoiceRow } from './receipt-records';
import type { TTaxInvoiceBuyer } from './receipts.schema';

/** One invoice paid: the toll passages it bills are the goods of section 86/4 (5). */
type TDocumentLine = {
  invoiceNo: string;
  plate: string | null;
  passageCount: number;
  serviceFrom: string;
  serviceTo: string;
  exVat: number;
  vat: number;
  total: number;
};

export type TReceiptDocument = {
  kind: 'RECEIPT' | 'TAX_INVOICE';
  number: string;
  /** The receipt's number, printed on the tax invoice too, so the two are seen to be one payment. */
  receiptNo: string;
  issuedAt: Date;
  paidAt: Date;
  channel: TPaymentChannel;
  buyer: TTaxInvoiceBuyer | null;
  /** Printed only on the receipt handed to its payer (docs/decisions/0046); null elsewhere. */
  verificationCode: string | null;
  lines: TDocumentLine[];
  totals: { exVat: number; vat: number; total: number };
};

/**
 * What a receipt or tax invoice prints, read from the payment and the invoices it paid: VAT is
 * each invoice's own (tolls are VAT-inclusive), never worked out again, so the paper shows
 * exactly what the invoices said.
 */
export async function documentOf(
  db: TQueryable,
  receipt: TReceiptRow,
  taxInvoice?: TTaxInvoiceRow,
  { forPayer = false }: { forPayer?: boolean } = {},
): Promise<TReceiptDocument> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, receipt.paymentId));
  if (!payment) throw new Error('a receipt without its payment');
  const paid = await db
    .select({ invoice: invoices })
    .from(paymentInvoices)
    .innerJoin(invoices, eq(invoices.id, paymentInvoices.invoiceId))
    .where(eq(paymentInvoices.paymentId, receipt.paymentId))
    .orderBy(asc(paymentInvoices.invoiceNo));
  const lines = paid.map(({ invoice }): TDocumentLine => ({
    invoiceNo: invoice.invoiceNo,
    plate: invoice.plate && invoice.province ? `${invoice.plate} (${invoice.province})` : null,
    passageCount: invoice.passageCount,
    ...serviceDaysOf(invoice),
    exVat: invoice.totalAmount - invoice.vatAmount,
    vat: invoice.vatAmount,
    total: invoice.totalAmount,
  }));
  const vat = lines.reduce((sum, line) => sum + line.vat, 0);
  return {
    kind: taxInvoice ? 'TAX_INVOICE' : 'RECEIPT',
    number: taxInvoice?.taxInvoiceNo ?? receipt.receiptNo,
    receiptNo: receipt.receiptNo,
    issuedAt: taxInvoice?.issuedAt ?? receipt.issuedAt,
    paidAt: payment.settledAt ?? receipt.issuedAt,
    channel: payment.channel,
    buyer: taxInvoice?.buyer ?? null,
    verificationCode: forPayer && !taxInvoice ? receipt.verificationCode : null,
    lines,
    totals: { exVat: receipt.amount - vat, vat, total: receipt.amount },
  };
}
