import { isUuid } from '../../platform/db/uuid';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import {
  PLATE_HOLDING_STATUSES,
  type TStatusChanger,
  type TVehicleRejectionReason,
  type TVehicleStatus,
} from '@mflow/contracts/vehicle/vehicle-kinds';
import { newVehicleReferenceCode, type TDocumentRow } from './vehicle-rules';
import type { TFleetImportRow } from '@mflow/contracts/vehicle/fleet-import.contract';
import {
  vehicleDocuments,
  vehicleImports,
  vehiclePendingChanges,
  vehicles,
  vehicleStatusHistory,
  type TVehicleChanges,
} from './vehicle.schema';

/**
 * The vehicle tables, read and written only here: every status change closes the current
 * history interval and opens the next in the caller's transaction, so the history cannot drift
 * from the vehicle row.
 */

export type TVehicleRow = typeof vehicles.$inferSelect;
export type TPendingChangeRow = typeof vehiclePendingChanges.$inferSelect;
export type THistoryRow = typeof vehicleStatusHistory.$inferSelect;
type TNewVehicle = Omit<typeof vehicles.$inferInsert, 'id' | 'referenceCode' | 'createdAt' | 'updatedAt' | 'statusChangedAt' | 'status'>;

/** Who made a change and why: kept with every status interval and every decided edit. */
export type TChange = { by: TStatusChanger; byId: string | null; reasonCode?: string | null; reasonText?: string | null };

/** Reference codes not yet taken, one per vehicle to add: drawn, checked in one query, drawn again on the rare clash. */
export async function freshReferenceCodes({ db, count: wanted }: { db: TQueryable; count: number }): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < wanted) {
    const drawn = new Set<string>();
    while (drawn.size < wanted - codes.size) drawn.add(newVehicleReferenceCode());
    const taken = await db
      .select({ code: vehicles.referenceCode })
      .from(vehicles)
      .where(inArray(vehicles.referenceCode, [...drawn]));
    for (const code of drawn) if (!taken.some((row) => row.code === code) && !codes.has(code)) codes.add(code);
  }
  return [...codes];
}

async function openInterval(db: TQueryable, vehicle: TVehicleRow, status: TVehicleStatus, at: Date, change: TChange): Promise<void> {
  await db.insert(vehicleStatusHistory).values({
    vehicleId: vehicle.id,
    customerId: vehicle.customerId,
    plateNumber: vehicle.plateNumber,
    provinceCode: vehicle.provinceCode,
    status,
    validFrom: at,
    validTo: null,
    changedByType: change.by,
    changedById: change.byId,
    reasonCode: change.reasonCode ?? null,
    reasonText: change.reasonText ?? null,
  });
}

type InsertVehicleOptions = {
  db: TQueryable;
  values: TNewVehicle;
  referenceCode: string;
  documents: TDocumentRow[];
  at: Date;
  change: TChange;
};

/**
 * A new vehicle, WAIT, with its first history interval and its documents. A plate and province
 * another vehicle holds (WAIT or ACTIVE) fails on the partial unique index: see plateTakenBy.
 */
export async function insertVehicle({ db, values, referenceCode, documents, at, change }: InsertVehicleOptions): Promise<TVehicleRow> {
  const [vehicle] = await db
    .insert(vehicles)
    .values({ ...values, referenceCode, status: 'WAIT', createdAt: at, updatedAt: at, statusChangedAt: at })
    .returning();
  if (!vehicle) throw new Error('insert returned no row');
  await openInterval(db, vehicle, 'WAIT', at, change);
  if (documents.length > 0)
    await db.insert(vehicleDocuments).values(documents.map((row) => ({ ...row, vehicleId: vehicle.id, attachedAt: at })));
  return vehicle;
}

/** Moves a vehicle to another status: the current interval ends now and the next begins. */
export async function changeStatus(options: {
  db: TQueryable;
  vehicle: TVehicleRow;
  status: TVehicleStatus;
  at: Date;
  change: TChange;
  rejection?: { code: TVehicleRejectionReason; text: string | null };
}) {
  const { db, vehicle, status, at, change, rejection } = options;
  await db
    .update(vehicleStatusHistory)
    .set({ validTo: at })
    .where(and(eq(vehicleStatusHistory.vehicleId, vehicle.id), isNull(vehicleStatusHistory.validTo)));
  const [changed] = await db
    .update(vehicles)
    .set({
      status,
      statusChangedAt: at,
      updatedAt: at,
      rejectionReasonCode: rejection?.code ?? null,
      rejectionReasonText: rejection?.text ?? null,
    })
    .where(eq(vehicles.id, vehicle.id))
    .returning();
  if (!changed) throw new Error('vehicle vanished');
  await openInterval(db, changed, status, at, change);
  return changed;
}

/** Sets the changeable fields (an edit of a WAIT or REJECTED vehicle, or an approved change). */
export async function applyChanges({
  db,
  vehicleId,
  changes,
  at,
}: {
  db: TQueryable;
  vehicleId: string;
  changes: TVehicleChanges;
  at: Date;
}): Promise<void> {
  const { documents, ...fields } = changes;
  await db
    .update(vehicles)
    .set({ ...fields, updatedAt: at })
    .where(eq(vehicles.id, vehicleId));
  await replaceDocuments({ db, vehicleId, documents, at });
}

async function replaceDocuments({
  db,
  vehicleId,
  documents,
  at,
}: {
  db: TQueryable;
  vehicleId: string;
  documents: TDocumentRow[];
  at: Date;
}): Promise<void> {
  await db.delete(vehicleDocuments).where(eq(vehicleDocuments.vehicleId, vehicleId));
  if (documents.length > 0) await db.insert(vehicleDocuments).values(documents.map((row) => ({ ...row, vehicleId, attachedAt: at })));
}

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

/** Closes the open change of a vehicle, if any, as decided or cancelled; answers the row it closed. */
export async function closePendingChange(options: {
  db: TQueryable;
  vehicleId: string;
  status: 'APPROVED' | 'REJECTED' | 'CANCELLED';
  at: Date;
  change: TChange;
}): Promise<TPendingChangeRow | undefined> {
  const { db, vehicleId, status, at, change } = options;
  const [closed] = await db
    .update(vehiclePendingChanges)
    .set({
      status,
      decidedAt: at,
      decidedByType: change.by,
      decidedById: change.byId,
      reasonCode: (change.reasonCode ?? null) as TVehicleRejectionReason | null,
      reasonText: change.reasonText ?? null,
    })
    .where(and(eq(vehiclePendingChanges.vehicleId, vehicleId), eq(vehiclePendingChanges.status, 'PENDING')))
    .returning();
  return closed;
}

/** An edit of an ACTIVE vehicle, waiting for staff; an earlier one still waiting is cancelled (the newest edit counts). */
export async function requestChange({
  db,
  vehicleId,
  changes,
  at,
  change,
}: {
  db: TQueryable;
  vehicleId: string;
  changes: TVehicleChanges;
  at: Date;
  change: TChange;
}) {
  await closePendingChange({
    db,
    vehicleId,
    status: 'CANCELLED',
    at,
    change: { ...change, reasonCode: null, reasonText: 'replaced by a newer change' },
  });
  const [row] = await db.insert(vehiclePendingChanges).values({ vehicleId, status: 'PENDING', changes, requestedAt: at }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The one error a clash on the plate index becomes; undefined for any other error. */
export function isPlateHeldViolation(error: unknown): boolean {
  for (const candidate of [error, (error as { cause?: unknown })?.cause]) {
    const { code, constraint } = (candidate ?? {}) as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'vehicle_plate_held_idx') return true;
  }
  return false;
}

/**
 * The clash of a plate with a vehicle that holds it: in the customer's own list (ERR_VEH_0025) or
 * on another account (ERR_VEH_0024).
 */
export async function plateTakenError(options: {
  db: TQueryable;
  customerId: string;
  plateNumber: string;
  provinceCode: string;
  exceptVehicleId?: string;
}): Promise<AppError | undefined> {
  const { db, customerId, plateNumber, provinceCode, exceptVehicleId } = options;
  const holders = await findHoldingVehicles({ db, plates: [{ plateNumber, provinceCode }] });
  const holder = holders.find((row) => row.id !== exceptVehicleId);
  if (!holder) return undefined;
  return new AppError(holder.customerId === customerId ? 'ERR_VEH_0025' : 'ERR_VEH_0024');
}

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
