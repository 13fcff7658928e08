/**
 * The benchmark's data, written set-based straight into the tables of the modules that own them
 * (customer, vehicle, vehicle_status_history, passage). This is test tooling only and nothing in
 * the application writes this way: registering 100,000 members through the API (registration,
 * OTP, vehicle approval) would take hours, and recording a million passages through the batch
 * route minutes, none of which is what the benchmark measures. The rows have the shape those
 * modules write: ACTIVE individual customers, one ACTIVE vehicle each with its open status
 * interval, and member passages priced from the plaza's class 1 tariff, billed to one cycle.
 */
import type { Pool } from 'pg';
import { addDays, startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import type { TBillingCycle } from '@mflow/contracts/time/billing-cycle';

/** Plates are `8ฮ<consonant> <1..9999>`: a pattern the demo data does not use, so they never clash with it. */
const PLATE_CONSONANTS = 'กขคงจฉชซญฎฐฒณดตถทธนบปผพฟภมยรลวศษสหฬอฮ';
const PLATE_NUMBERS = 9_999;
export const MAX_BENCH_PLATES = PLATE_CONSONANTS.length * PLATE_NUMBERS;
/** The reference codes of the members' vehicles start with this; the fleet benchmark's with its own. */
const MEMBER_VEHICLES = 'VB';

/** The SQL for plate number `n` of the pattern: `n` an SQL expression from 1 to MAX_BENCH_PLATES. */
export function benchPlateSql(n: string): string {
  return `'8ฮ' || substr('${PLATE_CONSONANTS}', 1 + (${n} - 1) / ${PLATE_NUMBERS}, 1) || ' ' || (1 + (${n} - 1) % ${PLATE_NUMBERS})`;
}

/** The bench members' e-mail addresses, numbered from 1, for signing some of them in. */
export function benchMemberEmail(n: number): string {
  return `bench-member-${n}@bench.example`;
}

/**
 * `accounts` ACTIVE customers, each with one ACTIVE class 1 vehicle registered at `at` (before
 * the cycle, so every passage of the cycle is a member passage), all with the same password hash.
 */
export async function insertMembers(
  pool: Pool,
  { accounts, passwordHash, at }: { accounts: number; passwordHash: string; at: Date },
): Promise<void> {
  await pool.query(
    `insert into customer (reference_code, customer_type, status, registrant_type, title_code, first_name, last_name, email, mobile, password_hash,
       notification_language, nationality, id_number, birth_date, gender, registered_at, email_confirmed_at, updated_at)
     select 'RBENCH' || lpad(n::text, 7, '0'), 'INDIVIDUAL', 'ACTIVE', 'OWNER', 'MR', 'Bench', 'Member ' || n, 'bench-member-' || n || '@bench.example',
       '09' || lpad(n::text, 8, '0'), $2, 'EN', 'THA', '99' || lpad(n::text, 11, '0'), '1990-01-31', 'M', $3, $3, $3
     from generate_series(1, $1::int) n`,
    [accounts, passwordHash, at],
  );
  await pool.query(
    `insert into vehicle (customer_id, reference_code, plate_number, province_code, plate_type, chassis_last5, owner_flag, vehicle_type_code,
       brand_code, colour_codes, category_group, axle_count, status, source, created_at, updated_at, status_changed_at)
     select c.id, $2 || lpad(n::text, 8, '0'), ${benchPlateSql('n')},
       '10', 'PRIVATE', 'AB123', 'OWN', 'RY1', 'TOYOTA', array['WHITE'], 'C1', 2, 'ACTIVE', 'FLEET_IMPORT', $1, $1, $1
     from (select id, substr(reference_code, 7)::int as n from customer where reference_code like 'RBENCH%') c`,
    [at, MEMBER_VEHICLES],
  );
  await insertOpenStatusIntervals(pool, { vehicles: MEMBER_VEHICLES, at });
}

/** The open ACTIVE status interval from `at` of each vehicle whose reference code starts with `vehicles`. */
export async function insertOpenStatusIntervals(pool: Pool, { vehicles, at }: { vehicles: string; at: Date }): Promise<void> {
  await pool.query(
    `insert into vehicle_status_history (vehicle_id, customer_id, plate_number, province_code, status, valid_from, changed_by_type)
     select id, customer_id, plate_number, province_code, 'ACTIVE', $1, 'SYSTEM' from vehicle where reference_code like $2`,
    [at, `${vehicles}%`],
  );
}

/**
 * `count` member passages in `cycle`, dealt in turn to the vehicles whose reference code starts
 * with `vehicles` (the members' by default, one an account; of N vehicles, the k-th gets passages
 * k, k + N, ...), at instants spread over the cycle by a multiplier prime to its length in
 * milliseconds, so no plate passes the same gantry twice at one instant (the dedupe key) however
 * many passages there are, up to one per millisecond of the cycle. Gantries and lanes in turn,
 * each priced at its plaza's class 1 tariff.
 */
export async function insertMemberPassages(
  pool: Pool,
  { count, cycle, vehicles = MEMBER_VEHICLES }: { count: number; cycle: TBillingCycle; vehicles?: string },
): Promise<void> {
  const from = startOfBangkokDay(cycle.start);
  const cycleMs = startOfBangkokDay(addDays(cycle.end, 1)).getTime() - from.getTime();
  if (count > cycleMs) throw new Error(`at most ${cycleMs} passages fit in one cycle`);
  await pool.query(
    `with member as (
       select row_number() over (order by reference_code) - 1 as k, id, customer_id, plate_number, province_code from vehicle where reference_code like $5
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
    [count, from, cycleMs, cycle.id, `${vehicles}%`],
  );
}
