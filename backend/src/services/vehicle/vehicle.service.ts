import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TVehicleStatus } from '@mflow/contracts/vehicle/vehicle-kinds';
import { vehicleStatusLabel } from '@mflow/contracts/vehicle/vehicle-kinds';
import type {
  TVehicleCreateRequest,
  TVehicleUpdateRequest,
  TVehicleVerifyRequest,
  TVehicleVerifyResponse,
} from '@mflow/contracts/vehicle/vehicle.contract';
import type { TRefCodeResponse, TVehicleList, TVehicleView } from '@mflow/contracts/vehicle/vehicle-views.contract';
import { findCustomer } from '../customer/customer-records';
import { displayNameOf } from '../customer/customer.mapper';
import type { TFileKeys } from '../../platform/auth/file-keys';
import { findOwnedFileTypes } from '../file/file.service';
import { consumeOtpVerification } from '../otp/otp.service';
import type { TRegistries } from '../../platform/ports';
import type { TVehicleAdmission } from './vehicle-admission';
import { checkAgainstRegistry, documentProblems, masterProblems, throwProblems } from './vehicle-checks';
import { isPlateHeldViolation, plateTakenError } from './plate-taken';
import {
  applyChanges,
  changeStatus,
  closePendingChange,
  freshReferenceCodes,
  insertVehicle,
  requestChange,
  type TChange,
  type TVehicleRow,
} from './vehicle-records';
import { documentsOf, findOwnVehicle, findVehicleByReferenceCode, historyOf, listOwnVehicles, pendingChangesOf } from './vehicle-reads';
import { documentRowsOf, editEffect, maskPersonName, normaliseReferenceCode, REFERENCE_CODE, type TRegistrant } from './vehicle-rules';
import { changesOf, toSummary, toVehicleView } from './vehicle.mapper';
import { contactsOf, registrantOf, signedInCustomer } from './vehicle-member';

function customerChange(customerId: string, reasonCode: string | null = null): TChange {
  return { by: 'CUSTOMER', byId: customerId, reasonCode };
}

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

async function viewOf(db: TQueryable, fileKeys: TFileKeys, row: TVehicleRow): Promise<TVehicleView> {
  return toVehicleView(row, { ...(await viewPartsOf(db, row)), fileKeys });
}

/** Another customer's vehicle is answered exactly like one that does not exist: 404, for every verb. */
async function ownVehicleOrNotFound(db: TQueryable, customerId: string, vehicleId: string, lock = false): Promise<TVehicleRow> {
  const vehicle = await findOwnVehicle({ db, customerId, vehicleId, lock });
  if (!vehicle) throw new AppError('ERR_VEH_0023');
  return vehicle;
}

type VerifyOptions = { db: TQueryable; registries: TRegistries; customerId: string | undefined; input: TVehicleVerifyRequest };

/**
 * POST /vehicleservice/api/v1/verify (requirements/vehicles.md#land-transport-check): the plate, province and chassis must name a vehicle
 * of the land-transport record (requirements/error-messages.md#visible-messages: "vehicle owner data does not match the land transport
 * record"), an own vehicle must be registered to the registrant ("registrant does not match the
 * registered vehicle"), and the plate must be free. Answers the record, to prefill the form.
 * During registration (no member yet) the registrant is the number typed on the registration form.
 */
export async function verifyVehicle({ db, registries, customerId, input }: VerifyOptions): Promise<TVehicleVerifyResponse> {
  let registrant: TRegistrant | undefined;
  if (customerId) {
    registrant = registrantOf(await signedInCustomer(db, customerId));
  } else if (input.registrantId) {
    registrant = { type: 'EITHER', id: input.registrantId };
  } else if (input.ownerFlag === 'OWN') {
    throw new AppError('ERR_COMMON_0004', { field: 'registrantId' });
  }
  const registered = await checkAgainstRegistry({ registries, ...input, registrant });
  const taken = await plateTakenError({
    db,
    customerId: customerId ?? '',
    plateNumber: input.plateNumber,
    provinceCode: input.provinceCode,
  });
  if (taken) throw taken;
  return {
    verified: true,
    plateNumber: registered.plateNumber,
    provinceCode: registered.provinceCode,
    plateType: registered.plateType,
    vehicleTypeCode: registered.vehicleTypeCode,
    brandCode: registered.brandCode,
    colourCodes: registered.colourCodes,
    categoryGroup: registered.categoryGroup,
    axleCount: registered.axleCount,
    ownerFlag: input.ownerFlag,
    registeredOwnerType: registered.owner.type,
  };
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

type CreateOptions = {
  db: TDatabase;
  clock: Clock;
  fileKeys: TFileKeys;
  registries: TRegistries;
  admission: TVehicleAdmission;
  customerId: string;
  input: TVehicleCreateRequest;
};

/**
 * requirements/vehicles.md: a member adds a vehicle, which waits for staff (WAIT). The codes come from the master
 * lists, the documents are the member's own uploads, the land-transport record knows the vehicle
 * and, for an own vehicle, the member as its owner; the plate is held by no vehicle (WAIT or
 * ACTIVE) of any account; the customer may add another vehicle (admission: a tag as primary
 * payment allows one); and a CREATE_VEHICLE OTP proves the step. Nothing is written unless all
 * of that holds, and the OTP proof is spent with the vehicle.
 */
export async function createVehicle({
  db,
  clock,
  fileKeys,
  registries,
  admission,
  customerId,
  input,
}: CreateOptions): Promise<TVehicleView> {
  const customer = await signedInCustomer(db, customerId);
  await admission.assertMayAddVehicles({ db, customerId, count: 1 });
  const documents = documentRowsOf(input.documents);
  throwProblems([...(await masterProblems({ db, choices: input })), ...(await documentProblems({ db, customerId, documents }))]);
  await checkAgainstRegistry({ registries, ...input, registrant: registrantOf(customer) });
  const plate = { plateNumber: input.plateNumber, provinceCode: input.provinceCode };
  const taken = await plateTakenError({ db, customerId, ...plate });
  if (taken) throw taken;
  const now = clock.now();
  const [referenceCode = ''] = await freshReferenceCodes({ db, count: 1 });
  try {
    const vehicle = await db.transaction(async (tx) => {
      await consumeOtpVerification({
        db: tx,
        clock,
        verificationToken: input.verificationToken,
        purpose: 'CREATE_VEHICLE',
        contact: contactsOf(customer),
      });
      const { documents: _documents, ...changes } = changesOf(input);
      return insertVehicle({
        db: tx,
        values: { customerId, ...plate, plateType: input.plateType, chassisLast5: input.chassisLast5, source: 'PORTAL', ...changes },
        referenceCode,
        documents,
        at: now,
        change: customerChange(customerId),
      });
    });
    return await viewOf(db, fileKeys, vehicle);
  } catch (error) {
    // Two requests for one plate raced past the check above; the index let one through.
    if (isPlateHeldViolation(error)) throw (await plateTakenError({ db, customerId, ...plate })) ?? error;
    throw error;
  }
}

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

/**
 * requirements/vehicles.md#reference-code: a visitor looks a vehicle up by its reference code. The answer is what
 * the code's holder already shows on the road (plate, province) and the vehicle's status; of the
 * member only the name, and a person's name masked to two letters a word (personal data, which
 * the code alone must not reveal to whoever holds it). A company's name is the one in the public
 * company register and is shown as it is. No ids, chassis, contacts or documents.
 */
export async function lookUpReferenceCode({ db, code }: { db: TQueryable; code: string }): Promise<TRefCodeResponse> {
  const referenceCode = normaliseReferenceCode(code);
  const vehicle = REFERENCE_CODE.test(referenceCode) ? await findVehicleByReferenceCode({ db, referenceCode }) : undefined;
  if (!vehicle) throw new AppError('ERR_VEH_0022');
  const customer = await findCustomer({ db, customerId: vehicle.customerId });
  const name = customer ? displayNameOf(customer) : '';
  const [pending] = await pendingChangesOf({ db, vehicleIds: [vehicle.id] });
  return {
    referenceCode: vehicle.referenceCode,
    plateNumber: vehicle.plateNumber,
    provinceCode: vehicle.provinceCode,
    status: vehicle.status,
    statusLabel: vehicleStatusLabel(vehicle.status, pending !== undefined),
    ownerName: customer?.customerType === 'JURISTIC' ? name : maskPersonName(name),
  };
}
