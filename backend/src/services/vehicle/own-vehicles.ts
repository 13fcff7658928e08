import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TVehicleStatus } from '@mflow/contracts/vehicle/vehicle-kinds';
import type { TVehicleList } from '@mflow/contracts/vehicle/vehicle-views.contract';
import type { TFileKeys } from '../../platform/auth/file-keys';
import type { TVehicleRow } from './vehicle-records';
import { documentsOf, findOwnVehicle, listOwnVehicles, pendingChangesOf } from './vehicle-reads';
import { toSummary } from './vehicle.mapper';
import { viewOf } from './vehicle-view';

/** Another customer's vehicle is answered exactly like one that does not exist: 404, for every verb. */
export async function ownVehicleOrNotFound(db: TQueryable, customerId: string, vehicleId: string, lock = false): Promise<TVehicleRow> {
  const vehicle = await findOwnVehicle({ db, customerId, vehicleId, lock });
  if (!vehicle) throw new AppError('ERR_VEH_0023');
  return vehicle;
}

type ListOptions = { db: TQueryable; customerId: string; status?: TVehicleStatus | undefined; page: number; size: number };

export async function listVehicles({ db, customerId, status, page, size }: ListOptions): Promise<TVehicleList> {
  const { rows, total } = await listOwnVehicles({ db, customerId, status, page, size });
  const ids = rows.map((row) => row.id);
  const [documents, pending] = await Promise.all([documentsOf({ db, vehicleIds: ids }), pendingChangesOf({ db, vehicleIds: ids })]);
  return {
    items: rows.map((row) =>
      toSummary(
        row,
        documents.filter((document) => document.vehicleId === row.id),
        pending.some((change) => change.vehicleId === row.id),
      ),
    ),
    total,
    page,
    size,
  };
}

export async function getVehicle({
  db,
  fileKeys,
  customerId,
  vehicleId,
}: {
  db: TQueryable;
  fileKeys: TFileKeys;
  customerId: string;
  vehicleId: string;
}) {
  return viewOf(db, fileKeys, await ownVehicleOrNotFound(db, customerId, vehicleId));
}
