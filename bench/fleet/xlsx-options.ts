/**
 * `npx tsx bench/fleet/xlsx-options.ts`: what exceljs' streaming workbook writer costs for the rows
 * of a fleet's export, with each of its options, and no database or HTTP (decision 0050). It writes
 * XLSX_ROWS rows (default 100,000) shaped as line-export.ts writes them (a line per passage, a
 * subtotal after each vehicle's 100) into a stream that only counts bytes, XLSX_RUNS times (3) per
 * variant, and prints the median time, the file size and the ratio to the same rows as CSV text.
 * Run under `node --cpu-prof --import tsx` to see where the time goes.
 */
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

const ROWS = Number(process.env.XLSX_ROWS ?? 100_000);
const RUNS = Number(process.env.XLSX_RUNS ?? 3);
const BATCH = 1000;

type TRow = (string | number)[];

function rowsOf(count: number): TRow[] {
  const rows: TRow[] = [];
  for (let n = 0; n < count; n += 1) {
    const plate = `8ฮก ${1 + Math.floor(n / 100)}`;
    const second = String(n % 60).padStart(2, '0');
    rows.push(['LINE', plate, '10', `2026-11-03 08:00:${second}`, 'M9-TC1', 'ทับช้าง 1', 'M9-TC1-G1', 1, 1, 1, 30]);
    if (n % 100 === 99) rows.push(['SUBTOTAL', plate, '10', '', '', '', '', '', '', 100, 3000]);
  }
  return rows;
}

class CountingStream extends Writable {
  bytes = 0;
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.bytes += chunk.length;
    done();
  }
}

type TVariant = {
  label: string;
  useStyles: boolean;
  zlibLevel?: number;
  /** Commit every row (as line-export.ts did) or only the last of each batch, which commits those before it. */
  commitEach: boolean;
  /**
   * Every cell's style one of two shared objects (the amount's number format, or none) instead of
   * the column's format copied into a new object per cell: exceljs remembers the style id of an
   * object it has seen, and works out every other one again.
   */
  sharedStyles?: boolean;
};

const PLAIN: Partial<ExcelJS.Style> = {};
const AMOUNT: Partial<ExcelJS.Style> = { numFmt: '#,##0.00' };

async function writeWorkbook(rows: TRow[], variant: TVariant): Promise<number> {
  const out = new CountingStream();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: variant.useStyles,
    useSharedStrings: false,
    ...(variant.zlibLevel === undefined ? {} : { zip: { zlib: { level: variant.zlibLevel } } }),
  });
  const sheet = workbook.addWorksheet('lines');
  sheet.columns = Array.from({ length: 11 }, (_, n) => ({ header: `column ${n + 1}`, width: 12 }));
  if (variant.useStyles && !variant.sharedStyles) sheet.getColumn(11).numFmt = '#,##0.00';
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    let last: ExcelJS.Row | undefined;
    for (const row of batch) {
      last = sheet.addRow(row);
      if (variant.sharedStyles) for (let n = 1; n <= row.length; n += 1) last.getCell(n).style = n === 11 ? AMOUNT : PLAIN;
      if (variant.commitEach) last.commit();
    }
    last?.commit();
    await new Promise((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  await workbook.commit();
  return out.bytes;
}

function csvOf(rows: TRow[]): number {
  let bytes = 0;
  for (const row of rows) bytes += Buffer.byteLength(`${row.join(',')}\r\n`);
  return bytes;
}

async function median(run: () => Promise<number> | number): Promise<{ ms: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let n = 0; n < RUNS; n += 1) {
    const started = performance.now();
    bytes = await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)] ?? Number.NaN, bytes };
}

async function main(): Promise<void> {
  const rows = rowsOf(ROWS);
  const csv = await median(() => csvOf(rows));
  process.stdout.write(`${rows.length} rows; CSV text of them: ${csv.ms.toFixed(0)} ms, ${(csv.bytes / 1024 / 1024).toFixed(1)} MiB\n`);
  const variants: TVariant[] = [
    { label: 'as exported: styles (amount column), commit each row, zlib default', useStyles: true, commitEach: true },
    { label: 'commit the last row of each batch', useStyles: true, commitEach: false },
    { label: 'no styles (amount unformatted)', useStyles: false, commitEach: true },
    { label: 'zlib level 1', useStyles: true, commitEach: true, zlibLevel: 1 },
    { label: 'zlib level 1, commit per batch', useStyles: true, commitEach: false, zlibLevel: 1 },
    { label: 'zlib level 0 (stored)', useStyles: true, commitEach: true, zlibLevel: 0 },
    { label: 'shared style objects (amount formatted)', useStyles: true, commitEach: true, sharedStyles: true },
  ];
  for (const variant of variants) {
    const result = await median(() => writeWorkbook(rows, variant));
    process.stdout.write(
      `  ${variant.label.padEnd(70)} ${(result.ms / 1000).toFixed(2)} s  ${(result.bytes / 1024 / 1024).toFixed(1)} MiB  ${(result.ms / csv.ms).toFixed(1)}x the CSV text\n`,
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`xlsx-options failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
