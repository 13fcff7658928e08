import { billPaymentReference } from '@mflow/contracts/payment/bill-payment';
import { buildPromptPayPayload } from '@mflow/contracts/payment/promptpay';
import { billPaymentBarcodePng } from '../../gateway/bill-barcode';
import { qrPngDataUrl } from '../../gateway/qr-image';
import { isOpen } from '../../billing/invoice-payable';
import { maskedPlate, serviceDaysOf, type TInvoiceRow } from '../../billing/invoice.mapper';
import { bangkokDate, baht, newPdf, PAGE_MARGIN, pdfBytes } from './receipt-pdf-kit';
import { TOLL_OPERATOR } from './tax-invoice-parties';

const CLOSED: Partial<Record<TInvoiceRow['status'], string>> = {
  PAID: 'ชำระแล้ว / Paid',
  CANCELLED: 'ยกเลิกแล้ว ดูใบแจ้งหนี้ที่ออกแทน / Cancelled: see the invoice issued in its place',
};

function line(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.font('bold').fontSize(10).text(`${label}: `, { continued: true }).font('regular').text(value);
}

async function paySection(doc: PDFKit.PDFDocument, invoice: TInvoiceRow, payLink: string | undefined): Promise<void> {
  const bill = billPaymentReference({ invoiceReference: invoice.refNo, invoiceNo: invoice.invoiceNo });
  const [barcode, qr] = await Promise.all([
    billPaymentBarcodePng({ ...bill, amountSatang: invoice.totalAmount }),
    qrPngDataUrl(buildPromptPayPayload({ target: { kind: 'BILL_PAYMENT', ...bill }, amountSatang: invoice.totalAmount })),
  ]);
  doc.moveDown();
  doc.font('bold').fontSize(12).text('ชำระผ่านเคาน์เตอร์หรือแอปธนาคาร / Pay at a counter or by banking app');
  line(doc, 'Biller ID', bill.billerId);
  line(doc, 'Ref1', bill.ref1);
  line(doc, 'Ref2', bill.ref2);
  if (payLink) line(doc, 'ชำระออนไลน์ / Pay online', payLink);
  const top = doc.y + 8;
  const qrLeft = doc.page.width - PAGE_MARGIN - 150;
  doc.image(barcode, PAGE_MARGIN, top, { fit: [300, 90] });
  doc.image(qr, qrLeft, top, { fit: [150, 150] });
  doc
    .font('regular')
    .fontSize(9)
    .text('สแกนด้วยแอปธนาคาร / Scan with a banking app', qrLeft - 20, top + 154, { width: 170, align: 'center' });
}

/**
 * An invoice to pay away from the portal: the cross-bank bill-payment barcode (Code 128) for a
 * counter or an ATM, and the PromptPay bill-payment QR (tag 30) for a banking app, both with the
 * invoice's Ref1 and amount, so the payment comes back to the invoice by itself, and a non-member
 * invoice's payment link (docs/decisions/0030). Only while it is open. A member's invoice adds its
 * pages per vehicle (`vehiclePages`, decision 0051).
 */
export async function invoicePdf(
  invoice: TInvoiceRow,
  at: Date,
  payLink?: string,
  { maskPlate = false, vehiclePages }: { maskPlate?: boolean; vehiclePages?: (doc: PDFKit.PDFDocument) => Promise<void> } = {},
): Promise<Buffer> {
  const { serviceFrom, serviceTo } = serviceDaysOf(invoice);
  const doc = await newPdf({ title: `ใบแจ้งหนี้ / Invoice ${invoice.invoiceNo}`, at });
  doc.font('bold').fontSize(18).text('ใบแจ้งหนี้ค่าผ่านทาง / Toll invoice', { align: 'center' });
  doc.moveDown();
  doc.font('bold').fontSize(12).text(`${TOLL_OPERATOR.nameTh} / ${TOLL_OPERATOR.nameEn}`);
  doc.font('regular').fontSize(10).text(TOLL_OPERATOR.addressTh);
  doc.moveDown(0.5);
  line(doc, 'เลขที่ใบแจ้งหนี้ / Invoice no.', invoice.invoiceNo);
  if (invoice.plate) line(doc, 'ทะเบียนรถ / Plate', `${maskPlate ? maskedPlate(invoice.plate) : invoice.plate} (${invoice.province ?? ''})`);
  line(doc, 'ช่วงการใช้บริการ / Service period', `${serviceFrom} – ${serviceTo}`);
  line(doc, 'จำนวนรายการผ่านทาง / Passages', String(invoice.passageCount));
  line(doc, 'วันที่ออก / Issued', bangkokDate(invoice.issuedAt));
  line(doc, 'ครบกำหนดชำระ / Due', bangkokDate(new Date(`${invoice.dueDate}T12:00:00+07:00`)));
  doc.moveDown(0.5);
  line(doc, 'ค่าผ่านทาง / Toll', baht(invoice.tollAmount));
  const fees = invoice.firstLateFee + invoice.secondLateFee + invoice.fine;
  if (fees > 0) line(doc, 'ค่าปรับและค่าธรรมเนียม / Fees and fines', baht(fees));
  line(doc, 'ภาษีมูลค่าเพิ่ม (รวมอยู่ในยอด) / VAT included', baht(invoice.vatAmount));
  doc
    .font('bold')
    .fontSize(14)
    .text(`ยอดชำระ / Amount due: ${baht(invoice.totalAmount)} บาท`);
  // A paid or cancelled invoice prints no way to pay it: a barcode on it would only invite a second payment.
  if (isOpen(invoice)) await paySection(doc, invoice, payLink);
  else
    doc
      .moveDown()
      .font('bold')
      .fontSize(14)
      .text(CLOSED[invoice.status] ?? invoice.status);
  await vehiclePages?.(doc);
  return pdfBytes(doc);
}
