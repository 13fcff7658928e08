import { and, eq } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import { isUuid } from '../../platform/db/uuid';
import type { TFleetImportRow } from '@mflow/contracts/vehicle/fleet-import.contract';
import { vehicleImports } from './vehicle.schema';

export type TImportRow = typeof vehicleImports.$inferSelect;

/** A fleet file's result, kept so that it can be downloaded again. */
export async function insertImport(options: {
  db: TQueryable;
  customerId: string;
  at: Date;
  rows: TFleetImportRow[];
}): Promise<TImportRow> {
  const { db, customerId, at, rows } = options;
  const added = rows.filter((row) => row.result === 'ADDED').length;
  const [created] = await db
    .insert(vehicleImports)
    .values({ customerId, importedAt: at, total: rows.length, added, failed: rows.length - added, rows })
    .returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** The customer's own import, or undefined for any other id. */
export async function findOwnImport({
  db,
  customerId,
  importId,
}: {
  db: TQueryable;
  customerId: string;
  importId: string;
}): Promise<TImportRow | undefined> {
  if (!isUuid(importId)) return undefined;
  const [row] = await db
    .select()
    .from(vehicleImports)
    .where(and(eq(vehicleImports.id, importId), eq(vehicleImports.customerId, customerId)));
  return row;
}
