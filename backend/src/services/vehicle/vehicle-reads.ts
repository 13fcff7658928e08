import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import { isUuid } from '../../platform/db/uuid';
import { PLATE_HOLDING_STATUSES, type TVehicleStatus } from '@mflow/contracts/vehicle/vehicle-kinds';
import type { THistoryRow, TPendingChangeRow, TVehicleRow } from './vehicle-records';
import { vehicleDocuments, vehiclePendingChanges, vehicles, vehicleStatusHistory } from './vehicle.schema';

/** The vehicle tables' look-ups; the writes are in vehicle-records.ts. */

/** The customer's own vehicle, or undefined for an id that is not one (another customer's included); `lock` holds the row. */
export async function findOwnVehicle(options: {
  db: TQueryable;
  customerId: string;
  vehicleId: string;
  lock?: boolean;
}): Promise<TVehicleRow | undefined> {
  const { db, customerId, vehicleId, lock = false } = options;
  if (!isUuid(vehicleId)) return undefined;
  const query = db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.customerId, customerId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Any vehicle, for staff; `lock` holds the row. */
export async function findVehicle({
  db,
  vehicleId,
  lock = false,
}: {
  db: TQueryable;
  vehicleId: string;
  lock?: boolean;
}): Promise<TVehicleRow | undefined> {
  if (!isUuid(vehicleId)) return undefined;
  const query = db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findVehicleByReferenceCode({
  db,
  referenceCode,
}: {
  db: TQueryable;
  referenceCode: string;
}): Promise<TVehicleRow | undefined> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.referenceCode, referenceCode));
  return row;
}

/** The vehicles that hold these plates now (WAIT or ACTIVE), found in one query. */
export async function findHoldingVehicles({
  db,
  plates,
}: {
  db: TQueryable;
  plates: { plateNumber: string; provinceCode: string }[];
}): Promise<TVehicleRow[]> {
  if (plates.length === 0) return [];
  const pairs = JSON.stringify(plates.map((plate) => ({ p: plate.plateNumber, r: plate.provinceCode })));
  return db
    .select()
    .from(vehicles)
    .where(
      and(
        inArray(vehicles.status, [...PLATE_HOLDING_STATUSES]),
        sql`(${vehicles.plateNumber}, ${vehicles.provinceCode}) in (select p, r from json_to_recordset(${pairs}::json) as k(p text, r text))`,
      ),
    );
}

/** A customer's vehicles, newest first: one status, or all but the deleted ones. */
export async function listOwnVehicles(options: {
  db: TQueryable;
  customerId: string;
  status: TVehicleStatus | undefined;
  page: number;
  size: number;
}) {
  const { db, customerId, status, page, size } = options;
  const where = and(eq(vehicles.customerId, customerId), status ? eq(vehicles.status, status) : ne(vehicles.status, 'INACTIVE'));
  const rows = await db
    .select()
    .from(vehicles)
    .where(where)
    .orderBy(desc(vehicles.createdAt), asc(vehicles.plateNumber))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ total: count() }).from(vehicles).where(where);
  return { rows, total: total?.total ?? 0 };
}

export async function documentsOf({ db, vehicleIds }: { db: TQueryable; vehicleIds: string[] }) {
  if (vehicleIds.length === 0) return [];
  return db
    .select()
    .from(vehicleDocuments)
    .where(inArray(vehicleDocuments.vehicleId, vehicleIds))
    .orderBy(asc(vehicleDocuments.slot), asc(vehicleDocuments.page));
}

export async function historyOf({ db, vehicleId }: { db: TQueryable; vehicleId: string }): Promise<THistoryRow[]> {
  return db
    .select()
    .from(vehicleStatusHistory)
    .where(eq(vehicleStatusHistory.vehicleId, vehicleId))
    .orderBy(asc(vehicleStatusHistory.validFrom), sql`${vehicleStatusHistory.validTo} asc nulls last`);
}

/** Whether the vehicle was ever refused: a WAIT vehicle that was is a resubmission. */
export async function wasEverRejected({ db, vehicleId }: { db: TQueryable; vehicleId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: vehicleStatusHistory.id })
    .from(vehicleStatusHistory)
    .where(and(eq(vehicleStatusHistory.vehicleId, vehicleId), eq(vehicleStatusHistory.status, 'REJECTED')))
    .limit(1);
  return row !== undefined;
}

export async function pendingChangesOf({ db, vehicleIds }: { db: TQueryable; vehicleIds: string[] }): Promise<TPendingChangeRow[]> {
  if (vehicleIds.length === 0) return [];
  return db
    .select()
    .from(vehiclePendingChanges)
    .where(and(inArray(vehiclePendingChanges.vehicleId, vehicleIds), eq(vehiclePendingChanges.status, 'PENDING')));
}
