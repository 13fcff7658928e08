import { DEFAULT_BILLING_RULES } from '@mflow/contracts/billing/billing-rules';
import { referenceFor } from '@mflow/contracts/billing/reference-number';
import { extractedText, popplerText } from '../../../test/factories/pdf-text';
import type { TInvoiceRow } from '../../billing/invoice.mapper';
import { creditNotePdf } from './credit-note-pdf';
import type { TReceiptDocument } from './receipt-document';
import { receiptPdf } from './receipt-pdf';
import { noticeLetterPdf } from './notice-letter-pdf';
import { invoicePdf } from './receipts-invoice-pdf';

// Every PDF kind's text layer read back by the readers people use: PDF.js (browsers) and poppler's
// pdftotext (archives and search; where installed). Each must
// find the Thai exactly as written: SARA AM (ำ) alone and under a tone mark (น้ำ) is where the
// shaped glyphs used to read back as two letters (docs/decisions/0062).
const at = new Date('2026-11-16T02:00:00Z');
const buyer = { name: 'นายน้ำใส ใจดำรง', address: '99/1 ถนนพหลโยธิน แขวงสามเสนใน เขตพญาไท กรุงเทพมหานคร 10400', taxId: null, branch: null };

const receiptDocument = (kind: TReceiptDocument['kind']): TReceiptDocument => ({
  kind,
  number: kind === 'RECEIPT' ? 'RC2611000001' : 'TI2611000001',
  receiptNo: 'RC2611000001',
  issuedAt: at,
  paidAt: at,
  channel: 'QR',
  buyer: kind === 'TAX_INVOICE' ? buyer : null,
  verificationCode: null,
  lines: [
    {
      invoiceNo: 'IV2611000001',
      plate: '1กข1234 (10)',
      passageCount: 3,
      serviceFrom: '2026-11-01',
      serviceTo: '2026-11-15',
      exVat: 12_150,
      vat: 850,
      total: 13_000,
    },
  ],
  totals: { exVat: 12_150, vat: 850, total: 13_000 },
});

const invoice: TInvoiceRow = {
  id: '00000000-0000-4000-8000-000000000001',
  invoiceNo: 'IV2611000002',
  refNo: referenceFor(2n),
  kind: 'NON_MEMBER',
  customerId: null,
  plate: '1กข1234',
  province: '10',
  billingPeriod: '2026-11-10',
  caseId: '00000000-0000-4000-8000-000000000002',
  stage: 'ISSUED',
  status: 'NORMAL',
  passageCount: 2,
  tollAmount: 12_345,
  firstLateFee: 0,
  secondLateFee: 0,
  fine: 0,
  vatAmount: 808,
  totalAmount: 12_345,
  issuedAt: at,
  dueDate: '2026-11-25',
  nearDueAt: null,
  lateAt: new Date('2026-11-25T17:00:00Z'),
  replacesInvoiceId: null,
  replacedByInvoiceId: null,
  paidAt: null,
  cancelledAt: null,
  notifiedAt: null,
  remindedAt: null,
  rules: DEFAULT_BILLING_RULES,
};

const notice = {
  id: '00000000-0000-4000-8000-000000000003',
  noticeNo: 'TN2611000001',
  caseId: invoice.caseId,
  invoiceId: invoice.id,
  customerId: null,
  plate: '1กข1234',
  province: '10',
  status: 'OPEN' as const,
  issuedAt: at,
  dueDate: '2026-11-30',
  finedAt: null,
  collectionAt: null,
  addresseeName: buyer.name,
  addresseeAddress: buyer.address,
  addressedAt: at,
};

const KINDS: [string, () => Promise<Buffer>, string[]][] = [
  ['receipt', () => receiptPdf(receiptDocument('RECEIPT')), ['ใบเสร็จรับเงิน', 'สำนักงานใหญ่', 'ค่าผ่านทาง 3 รายการ', '130.00', '8.50']],
  [
    'tax invoice',
    () => receiptPdf(receiptDocument('TAX_INVOICE')),
    ['ใบกำกับภาษีเต็มรูป', 'เลขที่ใบกำกับภาษี', 'นายน้ำใส ใจดำรง', '121.50', '130.00'],
  ],
  [
    'credit note',
    () =>
      creditNotePdf({
        number: 'CN2611000001',
        issuedAt: at,
        taxInvoiceNo: 'TI2611000001',
        taxInvoiceIssuedAt: at,
        receiptNo: 'RC2611000001',
        buyer,
        reason: 'คืนเงินค่าผ่านทางที่เรียกเก็บซ้ำ',
        originalTotal: 13_000,
        credited: { exVat: 4_673, vat: 327, total: 5_000 },
        totalAfter: 8_000,
      }),
    ['ใบลดหนี้', 'อ้างถึงใบกำกับภาษี', 'นายน้ำใส ใจดำรง', 'คืนเงินค่าผ่านทางที่เรียกเก็บซ้ำ', '50.00', '80.00'],
  ],
  ['invoice', () => invoicePdf(invoice, at), ['ใบแจ้งหนี้ค่าผ่านทาง', 'ครบกำหนดชำระ', 'จำนวนรายการผ่านทาง', '123.45']],
  [
    'bill-payment slip',
    () => invoicePdf(invoice, at, 'http://localhost/mflow/nonlinepayment?link=AAAA', { maskPlate: true }),
    ['ชำระผ่านเคาน์เตอร์หรือแอปธนาคาร', 'ชำระออนไลน์', 'สแกนด้วยแอปธนาคาร', '123.45'],
  ],
  [
    'toll notice letter',
    () => noticeLetterPdf({ letterNo: 'NL0000000001', notice, invoice, passages: [], language: 'th' }),
    ['หนังสือแจ้งค่าผ่านทางค้างชำระ', 'นายน้ำใส ใจดำรง', 'ยอดที่ต้องชำระ: 123.45 บาท', 'กรุณาชำระภายในวันที่', 'การยื่นอุทธรณ์'],
  ],
];

/** Whitespace aside: readers break lines and join runs each in their own way; the letters must be exact. */
const squeezed = (text: string) => text.replace(/\s+/g, ' ');

describe.each(KINDS)('the %s PDF', (_kind, render, written) => {
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = await render();
  });

  it('reads back in PDF.js as the Thai written, SARA AM included', () => {
    const text = squeezed(extractedText(bytes));
    for (const words of written) expect(text).toContain(words);
    expect(text).not.toMatch(/ำา|ำ\s+า/);
  });

  const poppler = popplerText(Buffer.from('')) === undefined ? it.skip : it;
  poppler('reads back in pdftotext as the Thai written', () => {
    const text = squeezed(popplerText(bytes) ?? '');
    for (const words of written) expect(text).toContain(words);
    expect(text).not.toMatch(/ำา/);
  });
});
