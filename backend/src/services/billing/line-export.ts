import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { TDatabase } from '../../platform/db/database';
import { waitForDrain, writeChunk, type TStreamAnswer } from '../../platform/http/stream-answer';
import { eachLineBatch, type TLineVehicle, type TMemberLineScope } from '../toll/fleet-passage-reads';
import type { TLanguageName } from './transactions';

/**
 * Lines as a spreadsheet a company's accountant can reconcile (decision 0050): one row per passage,
 * by vehicle and then oldest first, a subtotal row after each vehicle and a total row at the end,
 * read through a database cursor and written as the client takes it, so an export of a million
 * lines holds one batch in memory. As CSV (UTF-8 with a byte order mark, which Excel needs to show
 * Thai) or as an Excel workbook (exceljs' streaming writer).
 */

/**
 * Rows a fetch: a batch's text stays under V8's large-object size (about 128 KiB), so it can die
 * young. Over an export of a million lines the backend's resident memory still peaked anywhere
 * from 2 to 218 MB above its start, from one download of the same file to the next (bench:fleet,
 * bench/fleet/RESULTS.md): what the garbage collector had not yet returned, as it did not repeat.
 */
const BATCH = 1000;

const HEADINGS: Record<TLanguageName, string[]> = {
  TH: [
    'ประเภทแถว',
    'ทะเบียนรถ',
    'จังหวัด',
    'วันเวลาที่ผ่าน (เวลาประเทศไทย)',
    'รหัสด่าน',
    'ด่าน',
    'รหัสจุดตรวจ',
    'ช่องทาง',
    'ประเภทรถ',
    'จำนวนรายการ',
    'จำนวนเงิน (บาท)',
  ],
  EN: [
    'Row',
    'Plate',
    'Province',
    'Passed at (Bangkok time)',
    'Plaza code',
    'Plaza',
    'Gantry',
    'Lane',
    'Vehicle class',
    'Passages',
    'Amount (THB)',
  ],
};

/** One row of an export; what a LINE, a SUBTOTAL or the TOTAL leaves empty is ''. */
type TExportRow = {
  kind: 'LINE' | 'SUBTOTAL' | 'TOTAL';
  cells: [
    plate: string,
    province: string,
    passedAt: string,
    plazaCode: string,
    plaza: string,
    gantry: string,
    lane: number | '',
    vehicleClass: number | '',
  ];
  passages: number;
  satang: number;
};

/** Baht with two decimals from integer satang, without a float's rounding. */
function bahtOf(satang: number): string {
  const whole = Math.trunc(satang / 100);
  return `${whole}.${String(Math.abs(satang % 100)).padStart(2, '0')}`;
}

type TExportOptions = { db: TDatabase; scope: TMemberLineScope; vehicle?: TLineVehicle | undefined; language: TLanguageName };

/**
 * Hands the export's rows to `onRows` a batch at a time, each vehicle's subtotal after its lines
 * and the total last; the next batch is read once `onRows` has settled.
 */
async function eachExportBatch(options: TExportOptions & { onRows: (rows: TExportRow[]) => Promise<void> }): Promise<void> {
  const { language, onRows } = options;
  let current: TExportRow | null = null;
  const total: TExportRow = { kind: 'TOTAL', cells: ['', '', '', '', '', '', '', ''], passages: 0, satang: 0 };
  await eachLineBatch({
    ...options,
    batchSize: BATCH,
    onBatch: async (lines) => {
      const rows: TExportRow[] = [];
      for (const line of lines) {
        if (current && (current.cells[0] !== line.plate || current.cells[1] !== line.province)) {
          rows.push(current);
          current = null;
        }
        current ??= { kind: 'SUBTOTAL', cells: [line.plate, line.province, '', '', '', '', '', ''], passages: 0, satang: 0 };
        current.passages += 1;
        current.satang += line.price;
        total.passages += 1;
        total.satang += line.price;
        const plaza = language === 'TH' ? line.name_th : line.name_en;
        rows.push({
          kind: 'LINE',
          cells: [
            line.plate,
            line.province,
            line.passed_at_bangkok,
            line.plaza_code,
            plaza,
            line.gantry_code,
            line.lane,
            line.vehicle_class,
          ],
          passages: 1,
          satang: line.price,
        });
      }
      await onRows(rows);
    },
  });
  const last = current as TExportRow | null;
  await onRows(last ? [last, total] : [total]);
}

/**
 * A CSV field: quoted when it holds a separator, a quote or a line break, and a leading character
 * a spreadsheet would run as a formula made plain text (OWASP's CSV injection advice).
 */
function field(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(values: (string | number)[]): string {
  return `${values.map(field).join(',')}\r\n`;
}

/** Writes the lines of a scope as CSV to `out`, honouring its back-pressure. */
async function writeLinesCsv(options: TExportOptions & { out: Writable }): Promise<void> {
  const { out, language } = options;
  await writeChunk(out, `\uFEFF${csvLine(HEADINGS[language])}`);
  await eachExportBatch({
    ...options,
    onRows: (rows) => writeChunk(out, rows.map((row) => csvLine([row.kind, ...row.cells, row.passages, bahtOf(row.satang)])).join('')),
  });
}

const AMOUNT_COLUMN = 11;

/**
 * Every cell's style is one of these two objects. exceljs looks up the style id of each cell it
 * writes and remembers it per style object; a column's format is copied into a new object for every
 * cell, which it worked out again each time: 60 % of the workbook's time (bench/fleet/xlsx-options.ts,
 * bench/fleet/RESULTS.md).
 */
const AMOUNT_STYLE: Partial<ExcelJS.Style> = { numFmt: '#,##0.00' };
const PLAIN_STYLE: Partial<ExcelJS.Style> = {};

/**
 * Writes the lines of a scope as an Excel workbook to `out`: one sheet, amounts as numbers in
 * baht. exceljs zips each committed row into `out`; after each batch the writer waits until `out`
 * has drained, so a slow client holds the cursor back instead of the zip's buffer growing. exceljs
 * is loaded on the first workbook, not with the app (decision 0070).
 */
async function writeLinesXlsx(options: TExportOptions & { out: Writable; sheetName: string }): Promise<void> {
  const { out, language, sheetName } = options;
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = HEADINGS[language].map((header, n) => ({ header, width: n === 3 ? 20 : n === 5 ? 24 : 12 }));
  await eachExportBatch({
    ...options,
    onRows: async (rows) => {
      for (const row of rows) {
        const written = sheet.addRow([row.kind, ...row.cells, row.passages, row.satang / 100]);
        written.eachCell({ includeEmpty: true }, (cell, column) => (cell.style = column === AMOUNT_COLUMN ? AMOUNT_STYLE : PLAIN_STYLE));
        written.commit();
      }
      await waitForDrain(out);
    },
  });
  sheet.commit();
  await workbook.commit();
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A download of a scope's lines, as CSV or as an Excel workbook; `fileName` without its extension. */
export function linesExportAnswer(options: TExportOptions & { format: 'csv' | 'xlsx'; fileName: string }): TStreamAnswer {
  if (options.format === 'xlsx')
    return {
      mimeType: XLSX,
      fileName: `${options.fileName}.xlsx`,
      writeTo: (out) => writeLinesXlsx({ ...options, out, sheetName: options.fileName }),
    };
  return { mimeType: 'text/csv; charset=utf-8', fileName: `${options.fileName}.csv`, writeTo: (out) => writeLinesCsv({ ...options, out }) };
}

export const EXPORT_MEDIA_TYPES = ['text/csv', XLSX] as const;
