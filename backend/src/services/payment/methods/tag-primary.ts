import type { TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import { isTagKind } from '@mflow/contracts/payment/payment-method-kinds';
import { tagMayBePrimary, tagPrimaryAdmits } from '@mflow/contracts/payment/payment-method-rules';
import type { TVehicleAdmission } from '../../vehicle/vehicle-admission';
import { listOwnVehicles } from '../../vehicle/vehicle-reads';
import { findPrimaryMethod } from './payment-method-records';

/** The vehicles in the customer's list (every status but deleted). */
async function vehicleCountOf(db: TQueryable, customerId: string): Promise<number> {
  const { total } = await listOwnVehicles({ db, customerId, status: undefined, page: 1, size: 1 });
  return total;
}

/** requirements/payment-methods.md#tags-as-the-primary-method: a tag may be primary only while the customer has exactly one vehicle. */
export async function customerTagMayBePrimary(db: TQueryable, customerId: string): Promise<boolean> {
  return tagMayBePrimary(await vehicleCountOf(db, customerId));
}

/**
 * The vehicle module's admission question (vehicle-admission.ts), answered by this module: while
 * the primary method is an M-PASS or Easy Pass tag, the member keeps one vehicle (requirements/payment-methods.md#tags-as-the-primary-method).
 */
export const tagPrimaryVehicleAdmission: TVehicleAdmission = {
  async assertMayAddVehicles({ db, customerId, count }) {
    const primary = await findPrimaryMethod({ db, customerId });
    if (!primary || !isTagKind(primary.kind)) return;
    if (!tagPrimaryAdmits(await vehicleCountOf(db, customerId), count)) throw new AppError('ERR_PAY_0023');
  },
};
