import { sql } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import { CATEGORY_GROUPS, PLATE_HOLDING_STATUSES, type TCategoryGroup } from '@mflow/contracts/vehicle/vehicle-kinds';
import { vehicles, vehicleStatusHistory } from './vehicle.schema';

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

/** The owner, with the vehicle's category group as approved (a pending edit does not count). */
export type TPlateHolding = TPlateOwner & { categoryGroup: TCategoryGroup };

/** A plate and province at an instant, in any spelling of the plate. */
export type TPlateAt = { plate: string; province: string; at: Date };

type OwnerOfPlateAtOptions = { db: TQueryable } & TPlateAt;

/**
 * "Whose vehicle was this plate at instant T" (for the billing engine): the vehicle that held the
 * plate and province, WAIT or ACTIVE, at `at`. A status holds from the instant of its change
 * (inclusive) until the next change (exclusive): at the very instant a vehicle is approved it is
 * ACTIVE, at the instant it is deleted it is no longer anyone's. Answers undefined when no
 * account held the plate then (never added, rejected, deleted, or not yet added).
 */
export async function ownerOfPlateAt({ db, plate, province, at }: OwnerOfPlateAtOptions): Promise<TPlateOwner | undefined> {
  const [holding] = await ownersOfPlatesAt({ db, plates: [{ plate, province, at }] });
  if (!holding) return undefined;
  return { customerId: holding.customerId, vehicleId: holding.vehicleId, status: holding.status };
}

function isCategoryGroup(value: string): value is TCategoryGroup {
  return CATEGORY_GROUPS.some((group) => group === value);
}

/**
 * ownerOfPlateAt for many plates at once (a batch of passages): one query however many plates, an
 * indexed range look-up on the status history for each, which carries plate, province and
 * customer for exactly this. Answers in the order asked, undefined where nobody held the plate.
 */
export async function ownersOfPlatesAt({ db, plates }: { db: TQueryable; plates: TPlateAt[] }): Promise<(TPlateHolding | undefined)[]> {
  if (plates.length === 0) return [];
  // One JSON parameter however many plates, where a list of terms would grow with the batch.
  const keys = JSON.stringify(
    plates.map(({ plate, province, at }, index) => ({ i: index, p: normalisePlate(plate), r: province, t: at.toISOString() })),
  );
  const holding = sql.join(
    PLATE_HOLDING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const found = await db.execute<{ i: number; customer_id: string; vehicle_id: string; status: string; category_group: string }>(sql`
    select k.i, h.customer_id, h.vehicle_id, h.status, v.category_group
    from json_to_recordset(${keys}::json) as k(i int, p text, r text, t timestamptz)
    cross join lateral (
      select history.customer_id, history.vehicle_id, history.status
      from ${vehicleStatusHistory} as history
      where history.plate_number = k.p
        and history.province_code = k.r
        and history.status in (${holding})
        and history.valid_from <= k.t
        and (history.valid_to is null or history.valid_to > k.t)
      -- The plate index lets one account hold a plate at a time; should history ever overlap, the member wins.
      order by case when history.status = 'ACTIVE' then 0 else 1 end, history.valid_from desc
      limit 1
    ) as h
    join ${vehicles} as v on v.id = h.vehicle_id`);
  const answers: (TPlateHolding | undefined)[] = plates.map(() => undefined);
  for (const row of found.rows) {
    if ((row.status === 'ACTIVE' || row.status === 'WAIT') && isCategoryGroup(row.category_group)) {
      answers[row.i] = { customerId: row.customer_id, vehicleId: row.vehicle_id, status: row.status, categoryGroup: row.category_group };
    }
  }
  return answers;
}
