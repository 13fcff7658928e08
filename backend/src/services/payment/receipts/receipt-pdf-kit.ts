import PDFDocument from 'pdfkit';

/**
 * Sarabun, the Thai government's document typeface, from an npm package installed with the
 * backend: nothing is fetched at run time. One TTF holds Thai and Latin, so a line mixing both
 * needs no font switching (docs/decisions/0023).
 */
const FONT_DIR = '@expo-google-fonts/sarabun';
const FONTS = {
  regular: require.resolve(`${FONT_DIR}/400Regular/Sarabun_400Regular.ttf`),
  bold: require.resolve(`${FONT_DIR}/700Bold/Sarabun_700Bold.ttf`),
} as const;

export const PAGE_MARGIN = 48;

/** An A4 document with the Thai font registered; its dates come from the caller's clock, not the machine's. */
export function newPdf({ title, at }: { title: string; at: Date }): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE_MARGIN, info: { Title: title, Author: 'M-Flow', CreationDate: at, ModDate: at } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.font('regular');
  return doc;
}

/** Ends the document and answers its bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** 123456 satang → "1,234.56". */
export function baht(satang: number): string {
  const sign = satang < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(satang) / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(Math.abs(satang) % 100).padStart(2, '0')}`;
}

/** The date as Thai documents print it: day/month/Buddhist-era year, in Bangkok. */
export function bangkokDate(at: Date): string {
  const [day, month, year] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Bangkok',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(at)
    .split('/');
  return `${day}/${month}/${Number(year) + 543}`;
}

export type TColumn = { label: string; width: number; align?: 'left' | 'right' };

/** A table row at the cursor; each cell wraps in its column and the row is as tall as its tallest cell. */
export function tableRow(
  doc: PDFKit.PDFDocument,
  columns: readonly TColumn[],
  cells: readonly string[],
  font: 'regular' | 'bold' = 'regular',
): void {
  const top = doc.y;
  let x = PAGE_MARGIN;
  let bottom = top;
  doc.font(font).fontSize(10);
  columns.forEach((column, index) => {
    doc.text(cells[index] ?? '', x + 2, top, { width: column.width - 4, align: column.align ?? 'left' });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc
    .moveTo(PAGE_MARGIN, bottom + 2)
    .lineTo(x, bottom + 2)
    .lineWidth(0.5)
    .stroke();
  doc.x = PAGE_MARGIN;
  doc.y = bottom + 6;
}

/** A labelled line of a document's header: the label in bold, the value after it. */
export function field(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.font('bold').fontSize(10).text(`${label}: `, { continued: true }).font('regular').text(value);
}
