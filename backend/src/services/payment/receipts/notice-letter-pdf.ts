import { billPaymentReference } from '@mflow/contracts/payment/bill-payment';
import { buildPromptPayPayload } from '@mflow/contracts/payment/promptpay';
import { billPaymentBarcodePng } from '../../gateway/bill-barcode';
import { bangkokDate, baht, field, newPdf, PAGE_MARGIN, pdfBytes, tableRow, type TColumn } from './receipt-pdf-kit';
import { TOLL_OPERATOR } from './tax-invoice-parties';
import type { TLetterData } from '../../billing/notices/notice-letter-data';

export type TLetterLanguage = 'th' | 'en';

/** What a letter prints, in which language. */
export type TNoticeLetter = TLetterData & { language: TLetterLanguage };

const TEXTS = {
  th: {
    title: 'หนังสือแจ้งค่าผ่านทางค้างชำระ',
    to: 'เรียน',
    ownerOf: (plate: string) => `เจ้าของรถทะเบียน ${plate}`,
    address: 'ที่อยู่',
    noAddress: 'ตามที่อยู่ที่จดทะเบียนไว้กับกรมการขนส่งทางบก',
    noticeNo: 'เลขที่หนังสือแจ้ง',
    letterNo: 'เลขที่จดหมาย',
    date: 'วันที่',
    plate: 'ทะเบียนรถ',
    invoiceNo: 'ใบแจ้งหนี้ที่ต้องชำระ',
    intro:
      'ตามที่รถคันดังกล่าวใช้ทางพิเศษระบบ M-Flow ตามรายการข้างล่าง และยังไม่ได้ชำระค่าผ่านทางภายในกำหนด จึงขอแจ้งให้ท่านชำระค่าผ่านทาง ค่าธรรมเนียมและค่าปรับตามจำนวนข้างล่างนี้',
    columns: ['วันเวลาที่ผ่าน', 'ด่าน', 'ประเภทรถ', 'ค่าผ่านทาง (บาท)'],
    toll: 'ค่าผ่านทาง',
    fees: 'ค่าธรรมเนียมชำระล่าช้า',
    fine: 'ค่าปรับ',
    total: 'ยอดที่ต้องชำระ',
    due: 'กรุณาชำระภายในวันที่',
    baht: 'บาท',
    legal:
      'หากไม่ชำระภายในวันที่กำหนด จะมีค่าปรับเพิ่มตามอัตราที่กฎหมายกำหนด และเรื่องจะถูกส่งให้ดำเนินการเรียกเก็บหนี้ตามกฎหมาย ซึ่งอาจรวมถึงการระงับการต่อภาษีรถประจำปีจนกว่าจะชำระครบ',
    pay: 'วิธีชำระ',
    payHow: 'ชำระได้ที่เคาน์เตอร์ธนาคาร ตู้ ATM แอปธนาคาร (สแกน QR พร้อมเพย์) หรือที่เว็บไซต์ M-Flow ด้วยเลขที่หนังสือแจ้งและทะเบียนรถ',
    scan: 'สแกนด้วยแอปธนาคาร',
    appeal: 'การยื่นอุทธรณ์',
    appealHow:
      'หากท่านเห็นว่าไม่ต้องรับผิดชอบค่าผ่านทางนี้ (เช่น ไม่ใช่รถของท่าน ขายรถไปแล้ว รถถูกโจรกรรม) ท่านยื่นอุทธรณ์ได้ที่เว็บไซต์ M-Flow เมนูอุทธรณ์หนังสือแจ้ง ภายในวันครบกำหนดชำระ พร้อมนัดหมายเข้าพบเจ้าหน้าที่ที่ศูนย์บริการ ระหว่างพิจารณาอุทธรณ์จะไม่มีค่าปรับเพิ่ม',
    electronic: 'เอกสารนี้จัดทำด้วยระบบคอมพิวเตอร์',
  },
  en: {
    title: 'Toll notice: unpaid motorway tolls',
    to: 'To',
    ownerOf: (plate: string) => `The registered owner of ${plate}`,
    address: 'Address',
    noAddress: 'At the address registered with the Department of Land Transport',
    noticeNo: 'Notice no.',
    letterNo: 'Letter no.',
    date: 'Date',
    plate: 'Plate',
    invoiceNo: 'Invoice to pay',
    intro:
      'The vehicle above used the M-Flow motorways on the passages listed below and their tolls were not paid when due. You are asked to pay the tolls, fees and fine below.',
    columns: ['Passed at', 'Plaza', 'Class', 'Toll (baht)'],
    toll: 'Tolls',
    fees: 'Late payment fees',
    fine: 'Fine',
    total: 'Amount to pay',
    due: 'Please pay by',
    baht: 'baht',
    legal:
      'If it is not paid by that date, a fine is added at the rate the law sets and the case is passed on for collection under the law, which may include withholding the vehicle’s annual tax renewal until it is paid in full.',
    pay: 'How to pay',
    payHow:
      'At a bank counter, an ATM, a banking app (scan the PromptPay QR) or on the M-Flow website with the notice number and the plate.',
    scan: 'Scan with a banking app',
    appeal: 'How to appeal',
    appealHow:
      'If you believe you are not liable for these tolls (for example the vehicle is not yours, was sold or was stolen), appeal on the M-Flow website under "Appeal a notice" by the due date and book an appointment at a service centre. No fine is added while the appeal is considered.',
    electronic: 'This document was issued electronically.',
  },
} as const;

const COLUMN_WIDTHS = [140, 210, 60, 89] as const;

const bangkokDateTime = (at: Date) =>
  `${bangkokDate(at)} ${new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit' }).format(at)}`;

/** The PromptPay bill-payment QR (tag 30) as a PNG, error correction M as Thai banks print it. */
async function qrPng(payload: string): Promise<Buffer> {
  const { toBuffer } = await import('qrcode');
  return toBuffer(payload, { errorCorrectionLevel: 'M', margin: 2, width: 300 });
}

/**
 * The toll notice letter (requirements/notices-and-appeals.md#the-letter): the authority's header,
 * the addressee from the land-transport registry, the notice and its passages, the amounts and due
 * date, what follows if it stays unpaid, the bill-payment barcode and a PromptPay tag-30 QR for the
 * exact amount, and how to appeal. Its document date is the notice's, and it prints the invoice
 * posted with the notice, so rendering it again gives the same bytes (decision 0061).
 */
export async function noticeLetterPdf({ letterNo, notice, invoice, passages, language }: TNoticeLetter): Promise<Buffer> {
  const texts = TEXTS[language];
  const plate = `${notice.plate ?? invoice.plate ?? ''} (${notice.province ?? invoice.province ?? ''})`;
  const bill = billPaymentReference({ invoiceReference: invoice.refNo, invoiceNo: invoice.invoiceNo });
  const [barcode, qr] = await Promise.all([
    billPaymentBarcodePng({ ...bill, amountSatang: invoice.totalAmount }),
    qrPng(buildPromptPayPayload({ target: { kind: 'BILL_PAYMENT', ...bill }, amountSatang: invoice.totalAmount })),
  ]);
  const doc = await newPdf({ title: `${texts.title} ${notice.noticeNo}`, at: notice.issuedAt });
  doc
    .font('bold')
    .fontSize(12)
    .text(language === 'th' ? TOLL_OPERATOR.nameTh : TOLL_OPERATOR.nameEn);
  doc
    .font('regular')
    .fontSize(9)
    .text(language === 'th' ? TOLL_OPERATOR.addressTh : TOLL_OPERATOR.addressEn);
  doc.moveDown();
  doc.font('bold').fontSize(16).text(texts.title, { align: 'center' });
  doc.moveDown(0.5);
  field(doc, texts.noticeNo, notice.noticeNo);
  if (letterNo) field(doc, texts.letterNo, letterNo);
  field(doc, texts.date, bangkokDate(notice.issuedAt));
  doc.moveDown(0.5);
  field(doc, texts.to, notice.addresseeName ?? texts.ownerOf(plate));
  field(doc, texts.address, notice.addresseeAddress ?? texts.noAddress);
  field(doc, texts.plate, plate);
  field(doc, texts.invoiceNo, invoice.invoiceNo);
  doc.moveDown(0.5);
  doc.font('regular').fontSize(10).text(texts.intro);
  doc.moveDown(0.5);
  const columns: TColumn[] = texts.columns.map((label, index) => ({
    label,
    width: COLUMN_WIDTHS[index] ?? 60,
    align: index === 3 ? 'right' : 'left',
  }));
  tableRow(
    doc,
    columns,
    columns.map((column) => column.label),
    'bold',
  );
  for (const { passage, plazaNameTh, plazaNameEn } of passages)
    tableRow(doc, columns, [
      bangkokDateTime(passage.passedAt),
      language === 'th' ? plazaNameTh : plazaNameEn,
      String(passage.vehicleClass),
      baht(passage.price),
    ]);
  doc.moveDown(0.5);
  field(doc, texts.toll, `${baht(invoice.tollAmount)} ${texts.baht}`);
  field(doc, texts.fees, `${baht(invoice.firstLateFee + invoice.secondLateFee)} ${texts.baht}`);
  if (invoice.fine > 0) field(doc, texts.fine, `${baht(invoice.fine)} ${texts.baht}`);
  doc
    .font('bold')
    .fontSize(13)
    .text(`${texts.total}: ${baht(invoice.totalAmount)} ${texts.baht}`);
  doc
    .font('bold')
    .fontSize(11)
    .text(`${texts.due} ${bangkokDate(new Date(`${invoice.dueDate}T12:00:00+07:00`))}`);
  doc.moveDown(0.5);
  doc.font('regular').fontSize(9).text(texts.legal);
  doc.moveDown(0.5);
  doc.font('bold').fontSize(11).text(texts.pay);
  doc.font('regular').fontSize(9).text(texts.payHow);
  field(doc, 'Biller ID', bill.billerId);
  field(doc, 'Ref1', bill.ref1);
  field(doc, 'Ref2', bill.ref2);
  if (doc.y > doc.page.height - PAGE_MARGIN - 230) doc.addPage();
  const top = doc.y + 6;
  const qrLeft = doc.page.width - PAGE_MARGIN - 130;
  doc.image(barcode, PAGE_MARGIN, top, { fit: [300, 80] });
  doc.image(qr, qrLeft, top, { fit: [130, 130] });
  doc
    .font('regular')
    .fontSize(8)
    .text(texts.scan, qrLeft - 10, top + 132, { width: 150, align: 'center' });
  doc.x = PAGE_MARGIN;
  doc.y = top + 150;
  doc.font('bold').fontSize(11).text(texts.appeal);
  doc.font('regular').fontSize(9).text(texts.appealHow);
  doc.moveDown();
  doc.fontSize(8).text(texts.electronic, { align: 'center' });
  return pdfBytes(doc);
}
