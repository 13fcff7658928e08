// Prints the text of the PDF read from stdin as PDF.js extracts it, a page a line. PDF.js ships only
// ES modules, which jest's module system cannot load, so the tests run this file in a node of its own.
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number++) {
  const { items } = await (await pdf.getPage(number)).getTextContent();
  pages.push(items.map((item) => `${item.str}${item.hasEOL ? '\n' : ''}`).join(''));
}
process.stdout.write(pages.join('\n'));
