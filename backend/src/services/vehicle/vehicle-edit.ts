import type { Clock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TVehicleUpdateRequest } from '@mflow/contracts/vehicle/vehicle.contract';
import type { TVehicleView } from '@mflow/contracts/vehicle/vehicle-views.contract';
import type { TFileKeys } from '../../platform/auth/file-keys';
import { consumeOtpVerification } from '../otp/otp.service';
import type { TRegistries } from '../../platform/ports';
import { checkAgainstRegistry, documentProblems, masterProblems, throwProblems } from './vehicle-checks';
import { isPlateHeldViolation, plateTakenError } from './plate-taken';
import { applyChanges, changeStatus, closePendingChange, requestChange } from './vehicle-records';
import { findOwnVehicle } from './vehicle-reads';
import { editEffect } from './vehicle-rules';
import { changesOf } from './vehicle.mapper';
import { contactsOf, customerChange, registrantOf, signedInCustomer } from './vehicle-member';
import { ownVehicleOrNotFound } from './own-vehicles';
import { viewOf } from './vehicle-view';

type UpdateOptions = {
  db: TDatabase;
  clock: Clock;
  fileKeys: TFileKeys;
  registries: TRegistries;
  customerId: string;
  vehicleId: string;
  input: TVehicleUpdateRequest;
};

/**
 * An edit, proven by an EDIT_VEHICLE OTP. A WAIT vehicle takes it at once. A REJECTED one takes
 * it as its resubmission and goes back to WAIT (/mflow/car/resubmit, requirements/vehicles.md#screens), if no other account
 * has taken the plate meanwhile. An ACTIVE one stays ACTIVE and the edit waits for staff beside
 * it (the newest edit replaces an older one still waiting). A deleted one is refused.
 */
export async function updateVehicle({
  db,
  clock,
  fileKeys,
  registries,
  customerId,
  vehicleId,
  input,
}: UpdateOptions): Promise<TVehicleView> {
  const customer = await signedInCustomer(db, customerId);
  const current = await ownVehicleOrNotFound(db, customerId, vehicleId);
  if (current.status === 'INACTIVE') throw new AppError('ERR_VEH_0026');
  const changes = changesOf(input);
  throwProblems([
    ...(await masterProblems({ db, choices: input })),
    ...(await documentProblems({ db, customerId, documents: changes.documents })),
  ]);
  // The owner flag may have changed, and the record may have changed since: checked again.
  const { plateNumber, provinceCode, chassisLast5 } = current;
  await checkAgainstRegistry({
    registries,
    plateNumber,
    provinceCode,
    chassisLast5,
    ownerFlag: input.ownerFlag,
    registrant: registrantOf(customer),
  });
  const now = clock.now();
  try {
    const updated = await db.transaction(async (tx) => {
      await consumeOtpVerification({
        db: tx,
        clock,
        verificationToken: input.verificationToken,
        purpose: 'EDIT_VEHICLE',
        contact: contactsOf(customer),
      });
      // Locked and read again: a delete or a staff decision may have landed since the check above.
      const vehicle = await ownVehicleOrNotFound(tx, customerId, vehicleId, true);
      switch (editEffect(vehicle.status)) {
        case 'REFUSE_DELETED':
          throw new AppError('ERR_VEH_0026');
        case 'APPLY':
          await applyChanges({ db: tx, vehicleId, changes, at: now });
          return vehicle;
        case 'RESUBMIT':
          await applyChanges({ db: tx, vehicleId, changes, at: now });
          return changeStatus({ db: tx, vehicle, status: 'WAIT', at: now, change: customerChange(customerId, 'RESUBMITTED') });
        case 'PENDING_CHANGE':
          await requestChange({ db: tx, vehicleId, changes, at: now, change: customerChange(customerId) });
          return vehicle;
      }
    });
    return await viewOf(db, fileKeys, (await findOwnVehicle({ db, customerId, vehicleId: updated.id })) ?? updated);
  } catch (error) {
    if (isPlateHeldViolation(error)) {
      const plate = { plateNumber: current.plateNumber, provinceCode: current.provinceCode };
      throw (await plateTakenError({ db, customerId, ...plate, exceptVehicleId: vehicleId })) ?? error;
    }
    throw error;
  }
}

type CancelOptions = { db: TDatabase; clock: Clock; fileKeys: TFileKeys; customerId: string; vehicleId: string };

/** "Cancel edit": the edit waiting for staff is dropped and the vehicle stays as it was approved. */
export async function cancelPendingChange({ db, clock, fileKeys, customerId, vehicleId }: CancelOptions): Promise<TVehicleView> {
  const now = clock.now();
  const vehicle = await db.transaction(async (tx) => {
    const locked = await ownVehicleOrNotFound(tx, customerId, vehicleId, true);
    const cancelled = await closePendingChange({ db: tx, vehicleId, status: 'CANCELLED', at: now, change: customerChange(customerId) });
    if (!cancelled) throw new AppError('ERR_VEH_0029');
    return locked;
  });
  return viewOf(db, fileKeys, vehicle);
}
