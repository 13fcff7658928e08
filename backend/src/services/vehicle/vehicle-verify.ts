import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TVehicleVerifyRequest, TVehicleVerifyResponse } from '@mflow/contracts/vehicle/vehicle.contract';
import type { TRegistries } from '../../platform/ports';
import { checkAgainstRegistry } from './vehicle-checks';
import { plateTakenError } from './plate-taken';
import type { TRegistrant } from './vehicle-rules';
import { registrantOf, signedInCustomer } from './vehicle-member';

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
