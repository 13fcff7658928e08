import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../../platform/errors/app-error';
import {
  FLEET_IMPORT_COLUMNS,
  FLEET_IMPORT_MAX_ROWS,
  FLEET_IMPORT_RESULT_COLUMNS,
  type TFleetImportInputRow,
  type TFleetImportResult,
} from '@mflow/contracts/vehicle/fleet-import.contract';

const BAD_FILE = () => new AppError('ERR_VEH_0033', { columns: FLEET_IMPORT_COLUMNS.join(',') });

/** `Plate Number` and ` plate_number ` are the same column. */
function normaliseHeader(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * Reads a fleet file: UTF-8 (a byte-order mark, as Excel writes, is fine), a header naming the four
 * columns in any order, one vehicle a row, blank rows skipped. A file that is no such CSV at all
 * is refused as a whole (ERR_VEH_0033); everything about a single row is that row's business.
 */
export function parseFleetCsv(content: Buffer): TFleetImportInputRow[] {
  if (content.includes(0)) throw BAD_FILE();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw BAD_FILE();
  }
  let header: string[] = [];
  let records: { record: Record<string, string | undefined>; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      columns: (names: string[]) => (header = names.map(normaliseHeader)),
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      relax_column_count: true,
      info: true,
    });
  } catch {
    throw BAD_FILE();
  }
  if (!FLEET_IMPORT_COLUMNS.every((column) => header.includes(column))) throw BAD_FILE();
  if (records.length === 0 || records.length > FLEET_IMPORT_MAX_ROWS)
    throw new AppError('ERR_VEH_0034', { max: String(FLEET_IMPORT_MAX_ROWS) });
  return records.map(({ record, info }) => ({
    line: info.lines,
    plateNumber: record.plate_number ?? '',
    province: record.province ?? '',
    chassisLast5: record.chassis_last5 ?? '',
    ownerFlag: record.owner_flag ?? '',
  }));
}

/** The result as a CSV, one line a row of the file, with a byte-order mark so that Excel reads the Thai text as UTF-8. */
export function fleetImportCsv(result: Pick<TFleetImportResult, 'rows'>): string {
  const lines = result.rows.map((row) => [
    row.line,
    row.plateNumber,
    row.province,
    row.chassisLast5,
    row.ownerFlag,
    row.result,
    row.vehicleStatus ?? '',
    row.referenceCode ?? '',
    row.messages.map((message) => message.description).join(' / '),
  ]);
  return `\ufeff${stringify([[...FLEET_IMPORT_RESULT_COLUMNS], ...lines])}`;
}
