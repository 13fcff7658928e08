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

/**
 * An A4 document with the Thai font registered; its dates come from the caller's clock, not the machine's.
 * pdfkit is loaded on the first document, not when the app starts: every backend process and test
 * file loads the app, and few of them write a PDF (decision 0070).
 */
export async function newPdf({ title, at }: { title: string; at: Date }): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: PAGE_MARGIN, info: { Title: title, Author: 'M-Flow', CreationDate: at, ModDate: at } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  for (const font of ['bold', 'regular'] as const) keepSaraAmWhole(doc.font(font));
  return doc;
}

const SARA_AM = 0x0e33;
const SARA_AA = 0x0e32;

type TShapedGlyph = { id: number; codePoints: number[]; advanceWidth: number };
/** The parts of pdfkit's embedded font that encode() uses; pdfkit's types do not declare them. */
type TEmbeddedFont = {
  font: {
    glyphForCodePoint(codePoint: number): TShapedGlyph;
    _cmapProcessor: { codePointsForGlyph(id: number): number[] };
  };
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  scale: number;
  layout(text: string, features?: unknown): { glyphs: TShapedGlyph[]; positions: unknown[] };
  encode(text: string, features?: unknown): [string[], unknown[]];
};

/**
 * Sarabun draws SARA AM (ำ) as NIKHAHIT (alone, or stacked with the tone mark before it) and SARA
 * AA, so that the tone mark sits above the circle. pdfkit maps each glyph of the text layer to
 * characters by glyph id, first use wins, so the pair read back as ำ + า ("ใบกำากับ") and a search
 * for the word missed. A glyph mapped to no character is no answer: PDF.js then reads its code as a
 * letter and poppler a space. So each glyph is given characters of its own: after a tone mark, the
 * stacked glyph stands for the tone mark and a copy of SARA AA (same outlines, an id of its own in
 * the subset) for ำ; without one, the font's precomposed ำ, whose circle needs no room for a mark,
 * is drawn in the pair's place (docs/decisions/0062).
 */
function keepSaraAmWhole(doc: PDFKit.PDFDocument): void {
  const embedded = (doc as unknown as { _font: TEmbeddedFont })._font;
  const precomposed = embedded.font.glyphForCodePoint(SARA_AM);
  const saraAa = embedded.font.glyphForCodePoint(SARA_AA).id;
  const copies = new Map<number, number>();
  const withUnicode = (glyph: { id: number; advanceWidth: number }, unicode: number[], copy: boolean): number => {
    let id = copy ? copies.get(glyph.id) : embedded.subset.includeGlyph(glyph.id);
    if (id === undefined) {
      embedded.subset.glyphs.push(glyph.id);
      id = embedded.subset.glyphs.length - 1;
      copies.set(glyph.id, id);
    }
    embedded.widths[id] ??= glyph.advanceWidth * embedded.scale;
    embedded.unicode[id] ??= unicode;
    return id;
  };
  // fontkit keeps the first glyph object made for an id, and SARA AA made from a split ำ has no
  // characters; the font's own character map names them for any glyph the shaper left without.
  const charactersOf = (glyph: TShapedGlyph) =>
    glyph.codePoints.length > 0 ? glyph.codePoints : embedded.font._cmapProcessor.codePointsForGlyph(glyph.id);
  embedded.encode = (text, features) => {
    const { glyphs, positions } = embedded.layout(text, features);
    const ids: number[] = [];
    const placed: unknown[] = [];
    glyphs.forEach((glyph, index) => {
      const next = glyphs[index + 1];
      const previous = glyphs[index - 1];
      const splitAm = (part: TShapedGlyph | undefined, aa: TShapedGlyph | undefined) =>
        part !== undefined && aa?.id === saraAa && part.id !== precomposed.id && part.codePoints.includes(SARA_AM);
      if (splitAm(glyph, next)) {
        const marks = glyph.codePoints.filter((codePoint) => codePoint !== SARA_AM);
        if (marks.length === 0) return;
        ids.push(withUnicode(glyph, marks, true));
      } else if (splitAm(previous, glyph)) {
        const alone = previous?.codePoints.length === 1;
        ids.push(alone ? withUnicode(precomposed, [SARA_AM], false) : withUnicode(glyph, [SARA_AM], true));
      } else ids.push(withUnicode(glyph, charactersOf(glyph), false));
      placed.push(positions[index]);
    });
    return [ids.map((id) => id.toString(16).padStart(4, '0')), placed];
  };
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
