import type { Clock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TVehicleView } from '@mflow/contracts/vehicle/vehicle-views.contract';
import type { TFileKeys } from '../../platform/auth/file-keys';
import { consumeOtpVerification } from '../otp/otp.service';
import { changeStatus, closePendingChange } from './vehicle-records';
import { contactsOf, customerChange, signedInCustomer } from './vehicle-member';
import { ownVehicleOrNotFound } from './own-vehicles';
import { viewOf } from './vehicle-view';

type DeleteOptions = { db: TDatabase; clock: Clock; fileKeys: TFileKeys; customerId: string; vehicleId: string; verificationToken: string };

/**
 * Deleting makes the vehicle INACTIVE from this instant on, for good, proven by a DELETE_VEHICLE
 * OTP; an edit still waiting is cancelled with it. Passages from now on are no longer the
 * member's; the history keeps what came before.
 */
export async function deleteVehicle({
  db,
  clock,
  fileKeys,
  customerId,
  vehicleId,
  verificationToken,
}: DeleteOptions): Promise<TVehicleView> {
  const customer = await signedInCustomer(db, customerId);
  const current = await ownVehicleOrNotFound(db, customerId, vehicleId);
  if (current.status === 'INACTIVE') throw new AppError('ERR_VEH_0026');
  const now = clock.now();
  const deleted = await db.transaction(async (tx) => {
    await consumeOtpVerification({ db: tx, clock, verificationToken, purpose: 'DELETE_VEHICLE', contact: contactsOf(customer) });
    const vehicle = await ownVehicleOrNotFound(tx, customerId, vehicleId, true);
    if (vehicle.status === 'INACTIVE') throw new AppError('ERR_VEH_0026');
    await closePendingChange({ db: tx, vehicleId, status: 'CANCELLED', at: now, change: customerChange(customerId, 'DELETED') });
    return changeStatus({ db: tx, vehicle, status: 'INACTIVE', at: now, change: customerChange(customerId, 'DELETED') });
  });
  return viewOf(db, fileKeys, deleted);
}
