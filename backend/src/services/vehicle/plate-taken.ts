import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { findHoldingVehicles } from './vehicle-reads';

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
