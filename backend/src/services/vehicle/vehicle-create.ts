import type { Clock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import type { TVehicleCreateRequest } from '@mflow/contracts/vehicle/vehicle.contract';
import type { TVehicleView } from '@mflow/contracts/vehicle/vehicle-views.contract';
import type { TFileKeys } from '../../platform/auth/file-keys';
import { consumeOtpVerification } from '../otp/otp.service';
import type { TRegistries } from '../../platform/ports';
import type { TVehicleAdmission } from './vehicle-admission';
import { checkAgainstRegistry, documentProblems, masterProblems, throwProblems } from './vehicle-checks';
import { isPlateHeldViolation, plateTakenError } from './plate-taken';
import { freshReferenceCodes, insertVehicle } from './vehicle-records';
import { documentRowsOf } from './vehicle-rules';
import { changesOf } from './vehicle.mapper';
import { contactsOf, customerChange, registrantOf, signedInCustomer } from './vehicle-member';
import { viewOf } from './vehicle-view';

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
