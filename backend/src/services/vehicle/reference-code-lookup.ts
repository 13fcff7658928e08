import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { vehicleStatusLabel } from '@mflow/contracts/vehicle/vehicle-kinds';
import type { TRefCodeResponse } from '@mflow/contracts/vehicle/vehicle-views.contract';
import { findCustomer } from '../customer/customer-records';
import { displayNameOf } from '../customer/customer.mapper';
import { findVehicleByReferenceCode, pendingChangesOf } from './vehicle-reads';
import { maskPersonName, normaliseReferenceCode, REFERENCE_CODE } from './vehicle-rules';

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
