import type { TDatabase } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TFleetImportResult } from '@mflow/contracts/vehicle/fleet-import.contract';
import { fleetImportCsv } from './fleet-csv';
import { findOwnImport, type TImportRow } from './fleet-import-records';

export function toResult(row: TImportRow): TFleetImportResult {
  return {
    importId: row.id,
    importedAt: row.importedAt.toISOString(),
    total: row.total,
    added: row.added,
    failed: row.failed,
    rows: row.rows,
    resultCsvPath: `/vehicleservice/api/v1/fleet-imports/${row.id}/csv`,
  };
}

async function ownImport(db: TDatabase, customerId: string, importId: string): Promise<TImportRow> {
  const row = await findOwnImport({ db, customerId, importId });
  if (!row) throw new AppError('ERR_VEH_0036');
  return row;
}

export async function getFleetImport({
  db,
  customerId,
  importId,
}: {
  db: TDatabase;
  customerId: string;
  importId: string;
}): Promise<TFleetImportResult> {
  return toResult(await ownImport(db, customerId, importId));
}

export async function getFleetImportCsv({ db, customerId, importId }: { db: TDatabase; customerId: string; importId: string }) {
  const row = await ownImport(db, customerId, importId);
  return { bytes: Buffer.from(fleetImportCsv(row), 'utf8'), mimeType: 'text/csv; charset=utf-8', fileName: `fleet-import-${row.id}.csv` };
}
