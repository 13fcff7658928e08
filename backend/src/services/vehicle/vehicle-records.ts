import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import type { TStatusChanger, TVehicleRejectionReason, TVehicleStatus } from '@mflow/contracts/vehicle/vehicle-kinds';
import { newVehicleReferenceCode, type TDocumentRow } from './vehicle-rules';
import { vehicleDocuments, vehiclePendingChanges, vehicles, vehicleStatusHistory, type TVehicleChanges } from './vehicle.schema';

/**
 * The vehicle tables' writes (their look-ups are in vehicle-reads.ts): every status change closes
 * the current history interval and opens the next in the caller's transaction, so the history
 * cannot drift from the vehicle row.
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
