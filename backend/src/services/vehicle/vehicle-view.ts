import type { TQueryable } from '../../platform/db/database';
import type { TVehicleView } from '@mflow/contracts/vehicle/vehicle-views.contract';
import type { TFileKeys } from '../../platform/auth/file-keys';
import { findOwnedFileTypes } from '../file/file.service';
import type { TVehicleRow } from './vehicle-records';
import { documentsOf, historyOf, pendingChangesOf } from './vehicle-reads';
import { toVehicleView } from './vehicle.mapper';

/**
 * What a vehicle's full view is made of: its documents, a waiting edit and the history, with the
 * type of every file they show read in one look-up. Each file was checked to be the vehicle's
 * customer's own upload when it was attached, so the look-up is scoped to that customer for staff too.
 */
export async function viewPartsOf(db: TQueryable, vehicle: TVehicleRow) {
  const [documents, [pending], history] = await Promise.all([
    documentsOf({ db, vehicleIds: [vehicle.id] }),
    pendingChangesOf({ db, vehicleIds: [vehicle.id] }),
    historyOf({ db, vehicleId: vehicle.id }),
  ]);
  const fileIds = [...documents, ...(pending?.changes.documents ?? [])].map((row) => row.fileId);
  const fileTypes = await findOwnedFileTypes({ db, customerId: vehicle.customerId, fileIds });
  return { documents, pending, history, fileTypes };
}

export async function viewOf(db: TQueryable, fileKeys: TFileKeys, row: TVehicleRow): Promise<TVehicleView> {
  return toVehicleView(row, { ...(await viewPartsOf(db, row)), fileKeys });
}
