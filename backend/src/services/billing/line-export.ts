import type { Writable } from 'node:stream';
import type { TDatabase } from '../../platform/db/database';
import type { TStreamAnswer } from '../../platform/http/stream-answer';
import { writeChunk } from '../../platform/http/stream-answer';
import { eachLineBatch, type TExportLineRow, type TLineVehicle, type TMemberLineScope } from '../toll/passage-lines';
import type { TLanguageName } from './transactions';

/**
 * Lines as a spreadsheet a company's accountant can reconcile (decision 0050): one row per passage,
 * by vehicle and then oldest first, a subtotal row after each vehicle and a total row at the end,
 * read through a database cursor and written as the client takes it, so an export of a million
 * lines holds one batch in memory. UTF-8 with a byte order mark, which Excel needs to show Thai.
 */

const BATCH = 2000;

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

/** Baht with two decimals from integer satang, without a float's rounding. */
export function bahtOf(satang: number): string {
  const whole = Math.trunc(satang / 100);
  return `${whole}.${String(Math.abs(satang % 100)).padStart(2, '0')}`;
}

/**
 * A CSV field: quoted when it holds a separator, a quote or a line break, and a leading character
 * a spreadsheet would run as a formula made plain text (OWASP's CSV injection advice).
 */
function field(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function row(values: (string | number)[]): string {
  return `${values.map(field).join(',')}\r\n`;
}

type TVehicleSum = { plate: string; province: string; passageCount: number; amount: number };

/** Writes the lines of a scope as CSV to `out`, honouring its back-pressure; answers the totals written. */
export async function writeLinesCsv(options: {
  db: TDatabase;
  scope: TMemberLineScope;
  vehicle?: TLineVehicle | undefined;
  language: TLanguageName;
  out: Writable;
}): Promise<{ passageCount: number; amount: number }> {
  const { db, scope, vehicle, language, out } = options;
  const total = { passageCount: 0, amount: 0 };
  let current: TVehicleSum | null = null;
  const subtotal = (sum: TVehicleSum) =>
    row(['SUBTOTAL', sum.plate, sum.province, '', '', '', '', '', '', sum.passageCount, bahtOf(sum.amount)]);
  await writeChunk(out, `\uFEFF${row(HEADINGS[language])}`);
  await eachLineBatch({
    db,
    scope,
    vehicle,
    batchSize: BATCH,
    onBatch: async (rows: TExportLineRow[]) => {
      let chunk = '';
      for (const line of rows) {
        if (current && (current.plate !== line.plate || current.province !== line.province)) {
          chunk += subtotal(current);
          current = null;
        }
        current ??= { plate: line.plate, province: line.province, passageCount: 0, amount: 0 };
        current.passageCount += 1;
        current.amount += line.price;
        total.passageCount += 1;
        total.amount += line.price;
        chunk += row([
          'LINE',
          line.plate,
          line.province,
          line.passed_at_bangkok,
          line.plaza_code,
          language === 'TH' ? line.name_th : line.name_en,
          line.gantry_code,
          line.lane,
          line.vehicle_class,
          1,
          bahtOf(line.price),
        ]);
      }
      await writeChunk(out, chunk);
    },
  });
  const last = current as TVehicleSum | null;
  await writeChunk(
    out,
    `${last ? subtotal(last) : ''}${row(['TOTAL', '', '', '', '', '', '', '', '', total.passageCount, bahtOf(total.amount)])}`,
  );
  return total;
}

/** A CSV download of a scope's lines. */
export function linesCsvAnswer(options: {
  db: TDatabase;
  scope: TMemberLineScope;
  vehicle?: TLineVehicle | undefined;
  language: TLanguageName;
  fileName: string;
}): TStreamAnswer {
  return {
    mimeType: 'text/csv; charset=utf-8',
    fileName: options.fileName,
    writeTo: async (out) => {
      await writeLinesCsv({ ...options, out });
    },
  };
}
