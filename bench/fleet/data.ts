/**
 * The fleet benchmark's data, written set-based straight into the owning modules' tables (vehicle,
 * vehicle_status_history, passage), as bench:billing writes its own: test tooling only. The demo
 * company gets `vehicles` ACTIVE class 1 vehicles registered before the cycle, and `count` member
 * passages of the cycle dealt to them in turn, at instants spread over the cycle. The passages'
 * totals per vehicle are kept by the database's triggers on `passage` (decision 0066), as for any
 * other writer.
 */
import type { Pool } from 'pg';
import { addDays, startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import type { TBillingCycle } from '@mflow/contracts/time/billing-cycle';

/** Plates `8ฮ<consonant> <1..9999>`, a pattern the demo data does not use. */
const PLATE_CONSONANTS = 'กขคงจฉชซญฎฐฒณดตถทธนบปผพฟภมยรลวศษสหฬอฮ';
const PLATE_NUMBERS = 9_999;
export const MAX_VEHICLES = PLATE_CONSONANTS.length * PLATE_NUMBERS;

export async function insertFleet(
  pool: Pool,
  { customerId, vehicles, at }: { customerId: string; vehicles: number; at: Date },
): Promise<void> {
  await pool.query(
    `insert into vehicle (customer_id, reference_code, plate_number, province_code, plate_type, chassis_last5, owner_flag, vehicle_type_code,
       brand_code, colour_codes, category_group, axle_count, status, source, created_at, updated_at, status_changed_at)
     select $1, 'VF' || lpad(n::text, 8, '0'),
       '8ฮ' || substr($2, 1 + (n - 1) / ${PLATE_NUMBERS}, 1) || ' ' || (1 + (n - 1) % ${PLATE_NUMBERS}),
       '10', 'PRIVATE', 'AB123', 'OWN', 'RY1', 'TOYOTA', array['WHITE'], 'C1', 2, 'ACTIVE', 'FLEET_IMPORT', $3, $3, $3
     from generate_series(1, $4::int) n`,
    [customerId, PLATE_CONSONANTS, at, vehicles],
  );
  await pool.query(
    `insert into vehicle_status_history (vehicle_id, customer_id, plate_number, province_code, status, valid_from, changed_by_type)
     select id, customer_id, plate_number, province_code, 'ACTIVE', $1, 'SYSTEM' from vehicle where reference_code like 'VF%'`,
    [at],
  );
}

/** `count` member passages of the fleet in `cycle`, dealt to its vehicles in turn, gantries and lanes in turn, at class 1 tariffs. */
export async function insertFleetPassages(pool: Pool, { count, cycle }: { count: number; cycle: TBillingCycle }): Promise<void> {
  const from = startOfBangkokDay(cycle.start);
  const cycleMs = startOfBangkokDay(addDays(cycle.end, 1)).getTime() - from.getTime();
  if (count > cycleMs) throw new Error(`at most ${cycleMs} passages fit in one cycle`);
  await pool.query(
    `with member as (
       select row_number() over (order by reference_code) - 1 as k, id, customer_id, plate_number, province_code from vehicle where reference_code like 'VF%'
     ), fleet as (select count(*) as n from member),
     gantry as (
       select row_number() over (order by g.code) - 1 as k, g.code, g.plaza_code, g.lane_count, p.tariff_class1
       from toll_gantry g join toll_plaza p on p.code = g.plaza_code
     ), gantries as (select count(*) as n from gantry),
     reading as (
       select s, $2::timestamptz + ((s * 7919) % $3::bigint) * interval '1 millisecond' as passed_at
       from generate_series(0, $1::bigint - 1) s
     )
     insert into passage (passed_at, recorded_at, gantry_code, plaza_code, lane, plate, province, vehicle_class, price, customer_id, vehicle_id, is_member, billing_period)
     select r.passed_at, r.passed_at + interval '2 seconds', g.code, g.plaza_code, 1 + r.s % g.lane_count, m.plate_number, m.province_code, 1, g.tariff_class1,
       m.customer_id, m.id, true, $4
     from reading r
     join member m on m.k = r.s % (select n from fleet)
     join gantry g on g.k = r.s % (select n from gantries)`,
    [count, from, cycleMs, cycle.id],
  );
}
