import { and, eq } from 'drizzle-orm';
import { billPaymentReference } from '@mflow/contracts/payment/bill-payment';
import type { TBillPaymentSlip } from '@mflow/contracts/payment/bill-payment-slip.contract';
import { buildPromptPayPayload } from '@mflow/contracts/payment/promptpay';
import type { Clock } from '../../../platform/clock';
import type { TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import type { TBinaryAnswer } from '../../../platform/http/api-router';
import { invoices } from '../../billing/billing.schema';
import { isOpen, latestInvoiceFor } from '../../billing/invoice-payable';
import type { TInvoiceRow } from '../../billing/invoice.mapper';
import { billPaymentBarcodePng } from '../../gateway/bill-barcode';
import { qrPngDataUrl } from '../../gateway/qr-image';
import { payLinkFor } from '../payments/pay-links';
import { invoicePdf } from './receipts-invoice-pdf';

const BASE = '/invoiceservice/api/v1';

/** A paid or cancelled invoice has no slip: a barcode for it would only invite a second payment. */
function assertPayable(invoice: TInvoiceRow): void {
  if (invoice.status === 'PAID') throw new AppError('ERR_PAY_0105', { invoiceNo: invoice.invoiceNo });
  if (!isOpen(invoice)) throw new AppError('ERR_PAY_0106', { invoiceNo: invoice.invoiceNo });
}

async function slipOf(invoice: TInvoiceRow, pdfPath: string, payLink: string | null = null): Promise<TBillPaymentSlip> {
  assertPayable(invoice);
  const bill = billPaymentReference({ invoiceReference: invoice.refNo, invoiceNo: invoice.invoiceNo });
  const qrPayload = buildPromptPayPayload({ target: { kind: 'BILL_PAYMENT', ...bill }, amountSatang: invoice.totalAmount });
  const [barcode, qrImage] = await Promise.all([
    billPaymentBarcodePng({ ...bill, amountSatang: invoice.totalAmount }),
    qrPngDataUrl(qrPayload),
  ]);
  return {
    invoiceNo: invoice.invoiceNo,
    ...bill,
    amount: invoice.totalAmount,
    barcodeImage: `data:image/png;base64,${barcode.toString('base64')}`,
    qrPayload,
    qrImage,
    payLink,
    pdfPath,
  };
}

/** The member's own invoice's slip, by its exact number (the detail page names the invoice it shows). */
export async function memberBillPaymentSlip({
  db,
  customerId,
  invoiceNo,
}: {
  db: TQueryable;
  customerId: string;
  invoiceNo: string;
}): Promise<TBillPaymentSlip> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.invoiceNo, invoiceNo.toUpperCase()), eq(invoices.customerId, customerId)));
  if (!invoice) throw new AppError('ERR_RCPT_0004', { invoiceNo });
  return slipOf(invoice, `${BASE}/invoices/${invoice.invoiceNo}/pdf`);
}

/**
 * The open non-member invoice a number leads to now (a cancelled number's replacement), as the
 * visitor's look-up by invoice number finds it; anything else answers "not found".
 */
async function visitorInvoice(db: TQueryable, invoiceNo: string): Promise<TInvoiceRow> {
  const invoice = await latestInvoiceFor({ db, invoiceNo });
  if (!invoice || invoice.kind !== 'NON_MEMBER' || !isOpen(invoice)) throw new AppError('ERR_RCPT_0004', { invoiceNo });
  return invoice;
}

type TVisitorSlipOptions = { db: TQueryable; clock: Clock; portalBaseUrl: string; invoiceNo: string };

/** A visitor's slip also carries the invoice's payment link, to pass to whoever pays it. */
export async function visitorBillPaymentSlip({ db, clock, portalBaseUrl, invoiceNo }: TVisitorSlipOptions): Promise<TBillPaymentSlip> {
  const invoice = await visitorInvoice(db, invoiceNo);
  const payLink = await payLinkFor({ db, invoice, portalBaseUrl, at: clock.now() });
  return slipOf(invoice, `${BASE}/public/invoices/${invoice.invoiceNo}/pdf`, payLink);
}

/** A visitor's invoice as PDF, with its payment link printed beside the references; found by number alone, it masks the plate (decision 0046). */
export async function visitorInvoicePdf({ db, clock, portalBaseUrl, invoiceNo }: TVisitorSlipOptions): Promise<TBinaryAnswer> {
  const invoice = await visitorInvoice(db, invoiceNo);
  const payLink = await payLinkFor({ db, invoice, portalBaseUrl, at: clock.now() });
  return {
    bytes: await invoicePdf(invoice, clock.now(), payLink, { maskPlate: true }),
    mimeType: 'application/pdf',
    fileName: `${invoice.invoiceNo}.pdf`,
  };
}
