/**
 * The fleet benchmark's data, written set-based straight into the owning modules' tables (vehicle,
 * vehicle_status_history, passage) by bench:billing's writers: test tooling only. The demo
 * company gets `vehicles` ACTIVE class 1 vehicles registered before the cycle, and `count` member
 * passages of the cycle dealt to them in turn, at instants spread over the cycle. The passages'
 * totals per vehicle are kept by the database's triggers on `passage` (decision 0066), as for any
 * other writer.
 */
import type { Pool } from 'pg';
import type { TBillingCycle } from '@mflow/contracts/time/billing-cycle';
import { benchPlateSql, insertMemberPassages, insertOpenStatusIntervals } from '../billing/data';

/** The reference codes of the fleet's vehicles start with this, as `select … like 'VF%'` in run.ts expects. */
const FLEET_VEHICLES = 'VF';

export async function insertFleet(
  pool: Pool,
  { customerId, vehicles, at }: { customerId: string; vehicles: number; at: Date },
): Promise<void> {
  await pool.query(
    `insert into vehicle (customer_id, reference_code, plate_number, province_code, plate_type, chassis_last5, owner_flag, vehicle_type_code,
       brand_code, colour_codes, category_group, axle_count, status, source, created_at, updated_at, status_changed_at)
     select $1, $2 || lpad(n::text, 8, '0'), ${benchPlateSql('n')},
       '10', 'PRIVATE', 'AB123', 'OWN', 'RY1', 'TOYOTA', array['WHITE'], 'C1', 2, 'ACTIVE', 'FLEET_IMPORT', $3, $3, $3
     from generate_series(1, $4::int) n`,
    [customerId, FLEET_VEHICLES, at, vehicles],
  );
  await insertOpenStatusIntervals(pool, { vehicles: FLEET_VEHICLES, at });
}

/** `count` member passages of the fleet in `cycle`, dealt to its vehicles in turn, gantries and lanes in turn, at class 1 tariffs. */
export function insertFleetPassages(pool: Pool, { count, cycle }: { count: number; cycle: TBillingCycle }): Promise<void> {
  return insertMemberPassages(pool, { count, cycle, vehicles: FLEET_VEHICLES });
}
