import type { TPrepaidMovementKind } from '@mflow/contracts/payment/prepaid.contract';
import type { TMonthStatement } from './prepaid-statement';

type TColumn = { label: string; width: number; align?: 'left' | 'right' };

/**
 * The project's PDF kit (receipts/receipt-pdf-kit.ts: Sarabun, the Thai text-layer fix of decision
 * 0062, the table rows), handed in by the app's wiring: receipts call this module to credit a
 * top-up, so this module does not import them back (docs/decisions/0084).
 */
export type TStatementPdfKit = {
  newPdf(options: { title: string; at: Date }): Promise<PDFKit.PDFDocument>;
  pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer>;
  tableRow(doc: PDFKit.PDFDocument, columns: readonly TColumn[], cells: readonly string[], font?: 'regular' | 'bold'): void;
  field(doc: PDFKit.PDFDocument, label: string, value: string): void;
  baht(satang: number): string;
  bangkokDate(at: Date): string;
  PAGE_MARGIN: number;
};

const KINDS: Record<TPrepaidMovementKind, string> = {
  TOP_UP: 'เติมเงิน / Top-up',
  REPLENISHMENT: 'เติมเงินอัตโนมัติ / Automatic replenishment',
  PAYMENT: 'ชำระค่าผ่านทาง / Toll payment',
  DISPUTE_REFUND: 'คืนเงินจากคำร้องโต้แย้ง / Dispute refund',
  ADJUSTMENT: 'ปรับยอดโดยเจ้าหน้าที่ / Staff adjustment',
  CLOSING_REFUND: 'คืนเงินเมื่อปิดบัญชี / Closing refund',
};

const COLUMNS: readonly TColumn[] = [
  { label: 'วันที่\nDate', width: 96 },
  { label: 'รายการ\nDescription', width: 223 },
  { label: 'จำนวนเงิน (บาท)\nAmount', width: 90, align: 'right' },
  { label: 'คงเหลือ (บาท)\nBalance', width: 90, align: 'right' },
];

const bangkokTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Bangkok',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(at);

/** "2026-11" as "พฤศจิกายน 2569 / November 2026". */
function monthTitle(month: string): string {
  const mid = new Date(`${month}-15T12:00:00+07:00`);
  const format = (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Bangkok', month: 'long', year: 'numeric' }).format(mid);
  return `${format('th-TH-u-ca-buddhist')} / ${format('en-GB')}`;
}

/**
 * The prepaid account's statement of one month (requirements/prepaid-account.md#the-statement):
 * the holder, the opening balance, each movement with its Bangkok date and time, signed amount and
 * balance after, then the closing balance. Thai and English on one page, as the receipts are.
 */
export async function prepaidStatementPdf(kit: TStatementPdfKit, statement: TMonthStatement): Promise<Buffer> {
  const title = 'รายการเคลื่อนไหวบัญชีเติมเงิน M-Flow / M-Flow prepaid statement';
  const doc = await kit.newPdf({ title: `${title} ${statement.month}`, at: statement.printedAt });
  doc.font('bold').fontSize(16).text(title, { align: 'center' });
  doc
    .font('regular')
    .fontSize(11)
    .text(`ประจำเดือน / Month: ${monthTitle(statement.month)}`, { align: 'center' });
  doc.moveDown();
  kit.field(doc, 'ชื่อเจ้าของบัญชี / Account holder', statement.holder);
  kit.field(doc, 'วันที่ออกเอกสาร / Printed on', kit.bangkokDate(statement.printedAt));
  kit.field(doc, 'ยอดยกมา / Opening balance', `${kit.baht(statement.opening)} บาท / THB`);
  doc.moveDown(0.5);
  kit.tableRow(
    doc,
    COLUMNS,
    COLUMNS.map((column) => column.label),
    'bold',
  );
  for (const movement of statement.movements) {
    const description = movement.reason ? `${KINDS[movement.kind]}\n${movement.reason}` : KINDS[movement.kind];
    kit.tableRow(doc, COLUMNS, [
      `${kit.bangkokDate(movement.at)} ${bangkokTime(movement.at)}`,
      description,
      kit.baht(movement.amount),
      kit.baht(movement.balanceAfter),
    ]);
  }
  if (statement.movements.length === 0)
    doc.font('regular').fontSize(10).text('ไม่มีรายการในเดือนนี้ / No movements this month', kit.PAGE_MARGIN, doc.y);
  doc.moveDown(0.5);
  kit.field(doc, 'ยอดคงเหลือยกไป / Closing balance', `${kit.baht(statement.closing)} บาท / THB`);
  doc.moveDown(2);
  doc
    .font('regular')
    .fontSize(9)
    .text('เอกสารนี้จัดทำด้วยระบบคอมพิวเตอร์ / This document was issued electronically.', kit.PAGE_MARGIN, doc.y, { align: 'center' });
  return kit.pdfBytes(doc);
}
