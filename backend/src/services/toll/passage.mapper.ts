import type { TPassage } from '@mflow/contracts/toll/passage.contract';
import { isVehicleClass } from '@mflow/contracts/toll/vehicle-classes';
import type { TFileKeys } from '../../platform/auth/file-keys';
import { passagePhotoUrl } from './passage-photo';
import type { TPassageRow } from './passage-records';

/** A passage as the API shows it, with a photo link valid 5 minutes. */
export function toPassageView(row: TPassageRow, fileKeys: TFileKeys): TPassage {
  // The table's check constraint holds the class to 1..3; a row outside it is a broken database, not a request.
  if (!isVehicleClass(row.vehicleClass)) throw new Error(`passage ${row.id} has vehicle class ${row.vehicleClass}`);
  return {
    passageId: row.id,
    passedAt: row.passedAt.toISOString(),
    recordedAt: row.recordedAt.toISOString(),
    gantryCode: row.gantryCode,
    plazaCode: row.plazaCode,
    lane: row.lane,
    plate: row.plate,
    province: row.province,
    vehicleClass: row.vehicleClass,
    price: row.price,
    isMember: row.isMember,
    customerId: row.customerId,
    vehicleId: row.vehicleId,
    billingPeriod: row.billingPeriod,
    photoUrl: passagePhotoUrl(fileKeys, row.id),
  };
}
