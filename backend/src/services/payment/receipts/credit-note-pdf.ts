import { bangkokDate, baht, field, newPdf, PAGE_MARGIN, pdfBytes, tableRow, type TColumn } from './receipt-pdf-kit';
import type { TTaxInvoiceBuyer } from './receipts.schema';
import { TOLL_OPERATOR } from './tax-invoice-parties';

export type TCreditNoteDocument = {
  number: string;
  issuedAt: Date;
  taxInvoiceNo: string;
  taxInvoiceIssuedAt: Date;
  receiptNo: string;
  buyer: TTaxInvoiceBuyer;
  reason: string;
  /** What the tax invoice said, VAT included. */
  originalTotal: number;
  credited: { exVat: number; vat: number; total: number };
  /** What the tax invoice is worth once this note and the ones before it are taken off. */
  totalAfter: number;
};

const COLUMNS: readonly TColumn[] = [
  { label: 'รายการ\nDescription', width: 271 },
  { label: 'ก่อนภาษี (บาท)\nBefore VAT', width: 82, align: 'right' },
  { label: 'ภาษีมูลค่าเพิ่ม\nVAT', width: 72, align: 'right' },
  { label: 'รวม (บาท)\nAmount', width: 74, align: 'right' },
];

/**
 * A credit note (ใบลดหนี้) of Revenue Code section 86/10, in the style of the tax invoice: the words
 * "credit note", its number and date, the seller and the buyer, the tax invoice it reduces with its
 * number and date, that invoice's value, the value after the credit, the difference with its VAT
 * apart, and the reason.
 */
export async function creditNotePdf(document: TCreditNoteDocument): Promise<Buffer> {
  const title = 'ใบลดหนี้ / Credit note';
  const doc = await newPdf({ title: `${title} ${document.number}`, at: document.issuedAt });
  doc.font('bold').fontSize(18).text(title, { align: 'center' });
  doc.font('regular').fontSize(10).text('ต้นฉบับ / Original', { align: 'center' });
  doc.moveDown();
  doc.font('bold').fontSize(12).text(`${TOLL_OPERATOR.nameTh} / ${TOLL_OPERATOR.nameEn}`);
  doc.font('regular').fontSize(10).text(TOLL_OPERATOR.addressTh).text(TOLL_OPERATOR.addressEn);
  field(doc, 'เลขประจำตัวผู้เสียภาษี / Tax ID', `${TOLL_OPERATOR.taxId} ${TOLL_OPERATOR.branch}`);
  doc.moveDown(0.5);
  field(doc, 'เลขที่ใบลดหนี้ / Credit note no.', document.number);
  field(doc, 'วันที่ / Date', bangkokDate(document.issuedAt));
  field(doc, 'อ้างถึงใบกำกับภาษี / Tax invoice no.', `${document.taxInvoiceNo} (${bangkokDate(document.taxInvoiceIssuedAt)})`);
  field(doc, 'อ้างถึงใบเสร็จ / Receipt no.', document.receiptNo);
  doc.moveDown(0.5);
  field(doc, 'ผู้ซื้อ / Buyer', document.buyer.name);
  field(doc, 'ที่อยู่ / Address', document.buyer.address);
  if (document.buyer.taxId)
    field(doc, 'เลขประจำตัวผู้เสียภาษี / Tax ID', `${document.buyer.taxId}${document.buyer.branch ? ` ${document.buyer.branch}` : ''}`);
  doc.moveDown(0.5);
  field(doc, 'เหตุที่ลดหนี้ / Reason', document.reason);
  doc.moveDown();
  tableRow(
    doc,
    COLUMNS,
    COLUMNS.map((column) => column.label),
    'bold',
  );
  tableRow(doc, COLUMNS, [
    `ลดค่าผ่านทางตามใบกำกับภาษี ${document.taxInvoiceNo}\nCredit on tax invoice ${document.taxInvoiceNo}`,
    baht(document.credited.exVat),
    baht(document.credited.vat),
    baht(document.credited.total),
  ]);
  doc.moveDown(0.5);
  const totalsAt = { width: 200, align: 'right' as const };
  const right = doc.page.width - PAGE_MARGIN - totalsAt.width;
  for (const [label, amount] of [
    ['มูลค่าตามใบกำกับภาษีเดิม / Value on the tax invoice', document.originalTotal],
    ['มูลค่าที่ถูกต้อง / Correct value', document.totalAfter],
    ['ผลต่าง / Difference', document.credited.total],
    ['ภาษีมูลค่าเพิ่มของผลต่าง / VAT on the difference', document.credited.vat],
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
