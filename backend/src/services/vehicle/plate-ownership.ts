import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import { PLATE_HOLDING_STATUSES } from '@mflow/contracts/vehicle/vehicle-kinds';
import { vehicleStatusHistory } from './vehicle.schema';

/** Whose vehicle a plate was at an instant, and in which status. */
export type TPlateOwner = {
  customerId: string;
  vehicleId: string;
  /**
   * ACTIVE: a member's vehicle, its passages are billed to the member. WAIT: added and awaiting
   * approval, not yet a member vehicle; the billing rules decide what its passages are.
   */
  status: 'ACTIVE' | 'WAIT';
};

type OwnerOfPlateAtOptions = { db: TQueryable; plate: string; province: string; at: Date };

/**
 * "Whose vehicle was this plate at instant T" (for the billing engine): the vehicle that held the
 * plate and province, WAIT or ACTIVE, at `at`. A status holds from the instant of its change
 * (inclusive) until the next change (exclusive): at the very instant a vehicle is approved it is
 * ACTIVE, at the instant it is deleted it is no longer anyone's. Answers undefined when no
 * account held the plate then (never added, rejected, deleted, or not yet added).
 *
 * One indexed range query on the status history, which carries plate, province and customer for
 * exactly this; a later batch version for a billing run can join passages to the same table.
 */
export async function ownerOfPlateAt({ db, plate, province, at }: OwnerOfPlateAtOptions): Promise<TPlateOwner | undefined> {
  const [row] = await db
    .select({ customerId: vehicleStatusHistory.customerId, vehicleId: vehicleStatusHistory.vehicleId, status: vehicleStatusHistory.status })
    .from(vehicleStatusHistory)
    .where(
      and(
        eq(vehicleStatusHistory.plateNumber, normalisePlate(plate)),
        eq(vehicleStatusHistory.provinceCode, province),
        inArray(vehicleStatusHistory.status, [...PLATE_HOLDING_STATUSES]),
        lte(vehicleStatusHistory.validFrom, at),
        or(isNull(vehicleStatusHistory.validTo), gt(vehicleStatusHistory.validTo, at)),
      ),
    )
    // The plate index lets one account hold a plate at a time; should history ever overlap, the member wins.
    .orderBy(sql`case when ${vehicleStatusHistory.status} = 'ACTIVE' then 0 else 1 end`, desc(vehicleStatusHistory.validFrom))
    .limit(1);
  if (!row || (row.status !== 'ACTIVE' && row.status !== 'WAIT')) return undefined;
  return { customerId: row.customerId, vehicleId: row.vehicleId, status: row.status };
}
