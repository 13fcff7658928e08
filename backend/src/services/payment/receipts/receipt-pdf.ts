import type { TPaymentChannel } from '@mflow/contracts/payment/payments.contract';
import type { TReceiptDocument } from './receipt-document';
import { bangkokDate, baht, field, newPdf, PAGE_MARGIN, pdfBytes, tableRow, type TColumn } from './receipt-pdf-kit';
import { TOLL_OPERATOR } from './tax-invoice-parties';

const TITLES: Record<TReceiptDocument['kind'], string> = {
  RECEIPT: 'ใบเสร็จรับเงิน / Receipt',
  TAX_INVOICE: 'ใบกำกับภาษีเต็มรูป / Tax invoice',
};

const CHANNELS: Record<TPaymentChannel, string> = {
  SAVED: 'บัตรที่บันทึกไว้ / Saved card',
  CARD: 'บัตรเครดิต/เดบิต / Card',
  QR: 'พร้อมเพย์ QR / PromptPay QR',
  COUNTER: 'ชำระที่เคาน์เตอร์ / Counter bill payment',
};

const COLUMNS: readonly TColumn[] = [
  { label: 'ลำดับ\nNo.', width: 36 },
  { label: 'รายการ\nDescription', width: 235 },
  { label: 'ก่อนภาษี (บาท)\nBefore VAT', width: 82, align: 'right' },
  { label: 'ภาษีมูลค่าเพิ่ม\nVAT', width: 72, align: 'right' },
  { label: 'รวม (บาท)\nAmount', width: 74, align: 'right' },
];

/**
 * A receipt, or the full tax invoice of Revenue Code section 86/4: (1) the seller's name, address
 * and tax ID, (2) the buyer's, (3) the words "tax invoice" and (4) its number, (5) the goods and
 * their value, (6) the VAT apart from the value, (7) the date. One page for any payment the portal
 * makes (at most 20 invoices); pdfkit adds pages if ever more.
 */
export async function receiptPdf(document: TReceiptDocument): Promise<Buffer> {
  const title = TITLES[document.kind];
  const doc = await newPdf({ title: `${title} ${document.number}`, at: document.issuedAt });
  doc.font('bold').fontSize(18).text(title, { align: 'center' });
  if (document.kind === 'TAX_INVOICE') doc.font('regular').fontSize(10).text('ต้นฉบับ / Original', { align: 'center' });
  doc.moveDown();
  doc.font('bold').fontSize(12).text(`${TOLL_OPERATOR.nameTh} / ${TOLL_OPERATOR.nameEn}`);
  doc.font('regular').fontSize(10).text(TOLL_OPERATOR.addressTh).text(TOLL_OPERATOR.addressEn);
  field(doc, 'เลขประจำตัวผู้เสียภาษี / Tax ID', `${TOLL_OPERATOR.taxId} ${TOLL_OPERATOR.branch}`);
  doc.moveDown(0.5);
  field(doc, document.kind === 'TAX_INVOICE' ? 'เลขที่ใบกำกับภาษี / Tax invoice no.' : 'เลขที่ใบเสร็จ / Receipt no.', document.number);
  if (document.kind === 'TAX_INVOICE') field(doc, 'อ้างถึงใบเสร็จ / Receipt no.', document.receiptNo);
  field(doc, 'วันที่ / Date', bangkokDate(document.issuedAt));
  field(doc, 'วันที่ชำระ / Paid on', bangkokDate(document.paidAt));
  field(doc, 'ช่องทาง / Paid by', CHANNELS[document.channel]);
  if (document.verificationCode) field(doc, 'รหัสยืนยัน (ใช้ขอใบกำกับภาษี) / Verification code (for a tax invoice)', document.verificationCode);
  if (document.buyer) {
    doc.moveDown(0.5);
    field(doc, 'ผู้ซื้อ / Buyer', document.buyer.name);
    field(doc, 'ที่อยู่ / Address', document.buyer.address);
    if (document.buyer.taxId)
      field(doc, 'เลขประจำตัวผู้เสียภาษี / Tax ID', `${document.buyer.taxId}${document.buyer.branch ? ` ${document.buyer.branch}` : ''}`);
  }
  doc.moveDown();
  tableRow(
    doc,
    COLUMNS,
    COLUMNS.map((column) => column.label),
    'bold',
  );
  document.lines.forEach((line, index) => {
    const what = `ค่าผ่านทาง ${line.passageCount} รายการ / Toll passages: ${line.passageCount}\nใบแจ้งหนี้ / Invoice ${line.invoiceNo}${line.plate ? ` ${line.plate}` : ''}\n${line.serviceFrom} – ${line.serviceTo}`;
    tableRow(doc, COLUMNS, [String(index + 1), what, baht(line.exVat), baht(line.vat), baht(line.total)]);
  });
  doc.moveDown(0.5);
  const totalsAt = { width: 200, align: 'right' as const };
  const right = doc.page.width - PAGE_MARGIN - totalsAt.width;
  for (const [label, amount] of [
    ['มูลค่าก่อนภาษี / Value before VAT', document.totals.exVat],
    ['ภาษีมูลค่าเพิ่ม / VAT', document.totals.vat],
    ['จำนวนเงินรวม / Total', document.totals.total],
  ] as const) {
    const y = doc.y;
    doc
      .font('regular')
      .fontSize(10)
      .text(label, PAGE_MARGIN, y, { width: right - PAGE_MARGIN, align: 'right' });
    doc.font('bold').text(baht(amount), right, y, totalsAt);
  }
  doc.moveDown(2);
  doc
    .font('regular')
    .fontSize(9)
    .text('เอกสารนี้จัดทำด้วยระบบคอมพิวเตอร์ / This document was issued electronically.', PAGE_MARGIN, doc.y, { align: 'center' });
  return pdfBytes(doc);
}
