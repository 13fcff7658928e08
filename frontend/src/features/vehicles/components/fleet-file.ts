import { FLEET_IMPORT_COLUMNS, type TFleetImportResult, type TFleetImportRow } from '@mflow/contracts/vehicle/fleet-import.contract';
import { MAX_FILE_BYTES } from './vehicle-rules';

/**
 * What browsers call a .csv file: Windows with Excel installed says an Excel file, some systems
 * name no type at all, so the name decides and the type only rules out what is surely not a CSV.
 */
const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', ''];

/** The file picker's filter. */
export const FLEET_FILE_ACCEPT = '.csv,text/csv';

/** A file the page shows as an example: the header, then a vehicle a line, the province as code or name. */
export const FLEET_FILE_EXAMPLE = [
  FLEET_IMPORT_COLUMNS.join(','),
  '1กข 1234,10,12345,OWN',
  '70-1234,กรุงเทพมหานคร,54321,OWN',
  '2ขค 5678,Chon Buri,67890,OTHER',
].join('\n');

/** What is wrong with a chosen fleet file before it is uploaded (a message id), or undefined. */
export function fleetFileProblem(file: { name: string; type: string; size: number }): string | undefined {
  if (!/\.csv$/i.test(file.name.trim()) || !CSV_TYPES.includes(file.type)) return 'fleetImport.file.type';
  if (file.size > MAX_FILE_BYTES) return 'vehicles.document.tooLarge';
  if (file.size === 0) return 'vehicles.document.empty';
  return undefined;
}

/** The name the result CSV is saved under. */
export function resultFileName(result: Pick<TFleetImportResult, 'importId'>): string {
  return `fleet-import-${result.importId}.csv`;
}

/** Every reason a row failed, or what an added row still needs, as the API worded them. */
export function rowMessage(row: Pick<TFleetImportRow, 'messages'>): string {
  return row.messages.map((message) => message.description).join(' ');
}
