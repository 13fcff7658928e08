import { OTHER_CHOICE } from '@mflow/contracts/vehicle/vehicle-kinds';
import { vehicleClassOf } from '@mflow/contracts/toll/vehicle-classes';
import type { TQueryable } from '../../../platform/db/database';
import { ownerOfPlateAt } from '../../vehicle/plate-ownership';
import { findVehicle } from '../../vehicle/vehicle-reads';

/**
 * The vehicle registered to the plate when the disputed passage was made, for the officer to hold
 * against the photo (requirements/disputes.md#dispute-fields): its brand and colours as master
 * codes (or the words typed for "other"; colours comma-separated) and its class. None when no
 * account held the plate then, as for a visitor's passage.
 */
export async function registeredVehicleAt({
  db,
  passage,
}: {
  db: TQueryable;
  passage: { plate: string; province: string; passedAt: Date };
}) {
  const owner = await ownerOfPlateAt({ db, plate: passage.plate, province: passage.province, at: passage.passedAt });
  const vehicle = owner ? await findVehicle({ db, vehicleId: owner.vehicleId }) : undefined;
  if (!vehicle) return null;
  const typed = (code: string, other: string | null) => (code === OTHER_CHOICE && other ? other : code);
  return {
    plate: vehicle.plateNumber,
    province: vehicle.provinceCode,
    brand: typed(vehicle.brandCode, vehicle.brandOther),
    colour: vehicle.colourCodes.map((code) => typed(code, vehicle.colourOther)).join(',') || null,
    vehicleClass: vehicleClassOf(vehicle.categoryGroup),
  };
}
