import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/** The streams of a PDF, inflated: pdfkit compresses them, and the fonts' ToUnicode maps sit there. */
function inflatedStreams(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  const parts: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      parts.push(inflateSync(bytes.subarray(start, end)).toString('latin1'));
    } catch {
      // A font program or an image stream that is not deflated: nothing to read there.
    }
  }
  return parts;
}

export const pdfStreams = (bytes: Buffer): string => inflatedStreams(bytes).join('\n');

const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

/**
 * The text a PDF shows: every text run's glyphs read through each embedded font's ToUnicode map in
 * turn. The run's own font gives its words; the other font gives noise that no assertion looks for.
 */
export function pdfText(bytes: Buffer): string {
  const streams = inflatedStreams(bytes);
  const maps = streams
    .filter((stream) => stream.includes('begincmap'))
    .map((cmap) => {
      const map = new Map<number, string>();
      for (const range of cmap.matchAll(/<([0-9a-f]+)>\s*<[0-9a-f]+>\s*\[([^\]]*)\]/gi)) {
        const start = parseInt(range[1] ?? '0', 16);
        // A ligature maps to two code units in one entry: <0066 0069> is "fi".
        [...(range[2] ?? '').matchAll(/<([0-9a-f ]+)>/gi)].forEach((unicode, index) =>
          map.set(start + index, utf16((unicode[1] ?? '').replace(/ /g, ''))),
        );
      }
      return map;
    });
  const runs = streams
    .filter((stream) => !stream.includes('begincmap'))
    .flatMap((stream) => [...stream.matchAll(/\[([^\]]*)\]\s*TJ|(<[0-9a-f]+>)\s*Tj/gi)])
    .map((run) => [...(run[1] ?? run[2] ?? '').matchAll(/<([0-9a-f]+)>/gi)].map((hex) => hex[1]).join(''));
  return maps
    .map((map) => runs.map((hex) => (hex.match(/.{4}/g) ?? []).map((glyph) => map.get(parseInt(glyph, 16)) ?? '?').join('')).join('\n'))
    .join('\n');
}

/** The text of a PDF as PDF.js (the browsers' PDF reader) extracts it. */
export function extractedText(bytes: Buffer): string {
  return execFileSync(process.execPath, [join(__dirname, 'pdfjs-text.mjs')], { input: bytes, encoding: 'utf8' });
}

/**
 * The text poppler's pdftotext extracts in the content's order (-raw), or undefined where poppler is
 * not installed. Its default layout mode places a zero-width Thai mark by its position, and on some
 * lines after the next letter, whatever the mapping says (docs/decisions/0062).
 */
export function popplerText(bytes: Buffer): string | undefined {
  const run = spawnSync('pdftotext', ['-raw', '-', '-'], { input: bytes, encoding: 'utf8' });
  return run.error ? undefined : run.stdout;
}

export type TPdfImage = { width: number; height: number; rgba: Uint8ClampedArray };

/**
 * The colour images a PDF draws, as RGBA pixels: pdfkit writes an image with transparency (the
 * PNGs of the QR and barcode libraries) as raw deflated RGB with its alpha apart, which is what is
 * read here; other images are left out.
 */
export function pdfImages(bytes: Buffer): TPdfImage[] {
  const text = bytes.toString('latin1');
  const images: TPdfImage[] = [];
  for (const match of text.matchAll(/<<([\s\S]*?)>>\s*stream\r?\n/g)) {
    const dict = match[1] ?? '';
    if (!/\/Subtype \/Image/.test(dict) || !/\/ColorSpace \/DeviceRGB/.test(dict) || /\/DecodeParms/.test(dict)) continue;
    const width = Number(/\/Width (\d+)/.exec(dict)?.[1]);
    const height = Number(/\/Height (\d+)/.exec(dict)?.[1]);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const start = (match.index ?? 0) + match[0].length;
    const rgb = inflateSync(bytes.subarray(start, start + length));
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel++) {
      rgba.set(rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
      rgba[pixel * 4 + 3] = 255;
    }
    images.push({ width, height, rgba });
  }
  return images;
}
