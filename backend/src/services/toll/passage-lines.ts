import { and, asc, desc, eq, gte, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import type { TPassageRow } from './passage-records';
import type { TPassageFlag } from '@mflow/contracts/toll/passage-flag.contract';
import { flagsByPassage } from './passage-flags';
import { passageFlags, passages, passageVehicleTotals, tollPlazas } from './toll.schema';

/**
 * Passages as billing shows and counts them: an invoice's lines, a member's unbilled or dated
 * passages, each with its plaza's names, and the pieces billing's one-statement reads and its cut
 * are built from. Billing reads passages only through these and passage-records.ts.
 */

/** A passage with the names of the plaza it was recorded at, and its flags (decision 0058). */
export type TPassageLine = { passage: TPassageRow; plazaNameTh: string; plazaNameEn: string; flags: TPassageFlag[] };

/** Lines read without their flags, given theirs in one more statement over the lines' ids. */
async function withFlags(db: TQueryable, lines: Omit<TPassageLine, 'flags'>[]): Promise<TPassageLine[]> {
  if (lines.length === 0) return [];
  const flags = await flagsByPassage({ db, passageIds: lines.map((line) => line.passage.id) });
  return lines.map((line) => ({ ...line, flags: flags.get(line.passage.id) ?? [] }));
}

/** Whose passages: a member's, or a plate's as a non-member. */
export type TPassageAccount = { customerId: string } | { plate: string; province: string };

async function linesWhere(db: TQueryable, where: SQL | undefined): Promise<TPassageLine[]> {
  const lines = await db
    .select({ passage: passages, plazaNameTh: tollPlazas.nameTh, plazaNameEn: tollPlazas.nameEn })
    .from(passages)
    .innerJoin(tollPlazas, eq(tollPlazas.code, passages.plazaCode))
    .where(where)
    .orderBy(asc(passages.passedAt), asc(passages.id));
  return withFlags(db, lines);
}

/**
 * A passage an invoice issued at `issuedAt` carries: its charge not voided, or voided after that
 * invoice was issued, so a cancelled invoice keeps showing what it billed and its replacement
 * does not (docs/billing.md).
 */
function chargedAt(issuedAt: Date | SQL): SQL {
  return sql`(${passages.voidedAt} is null or ${passages.voidedAt} > ${issuedAt})`;
}

/** The passages recorded under an account and a billing period that an invoice issued at `issuedAt` bills, oldest first. */
export function linesOfAccount({
  db,
  period,
  account,
  issuedAt,
}: {
  db: TQueryable;
  period: string;
  account: TPassageAccount;
  issuedAt: Date;
}): Promise<TPassageLine[]> {
  return linesWhere(
    db,
    'customerId' in account
      ? and(
          eq(passages.billingPeriod, period),
          eq(passages.isMember, true),
          eq(passages.customerId, account.customerId),
          chargedAt(issuedAt),
        )
      : and(
          eq(passages.billingPeriod, period),
          eq(passages.isMember, false),
          eq(passages.plate, account.plate),
          eq(passages.province, account.province),
          chargedAt(issuedAt),
        ),
  );
}

/**
 * The passages billed under a period summed per account, as a subquery: per member
 * (`customer_id`) or per non-member plate (`plate`, `province`), with `passage_count` and `toll`.
 * `customers` bounds the members read to one slice of customer ids. The billing cut inserts its
 * invoices from it in one statement.
 */
export function passageTotalsByAccount({
  period,
  member,
  customers,
}: {
  period: string;
  member: boolean;
  customers?: { from: string; to: string } | undefined;
}): SQL {
  const account = member ? sql`p.customer_id` : sql`p.plate, p.province`;
  const inSlice = customers ? sql`p.customer_id between ${customers.from}::uuid and ${customers.to}::uuid` : sql`true`;
  return sql`
        select ${account}, count(*)::int as passage_count, sum(p.price)::bigint as toll
        from ${passages} p
        where p.billing_period = ${period} and p.is_member = ${member} and ${inSlice}
        group by ${account}`;
}

/** One property a member's passage may have: passed under this plate, in this province, or in this vehicle class. */
export type TPassageTrait = { plate: string } | { province: string } | { vehicleClass: number };

/**
 * Whether a member's passages of a billing period include one with the trait, as a condition on
 * the caller's row: `period` and `customerId` are the caller's columns (an invoice's).
 */
export function memberHasPassage({
  period,
  customerId,
  trait,
}: {
  period: SQL | Column;
  customerId: SQL | Column;
  trait: TPassageTrait;
}): SQL {
  const condition =
    'plate' in trait
      ? sql`p.plate = ${trait.plate}`
      : 'province' in trait
        ? sql`p.province = ${trait.province}`
        : sql`p.vehicle_class = ${trait.vehicleClass}`;
  return sql`exists (select 1 from ${passages} p where p.billing_period = ${period} and p.is_member and p.customer_id = ${customerId} and ${condition})`;
}

/** A passage as JSON inside a statement: its plaza's names beside it, the instant as text. */
export type TPassageLineJson = {
  id: string;
  passedAt: string;
  plazaCode: string;
  nameTh: string;
  nameEn: string;
  gantryCode: string;
  lane: number;
  plate: string;
  province: string;
  vehicleClass: number;
  price: number;
  flags: TPassageFlag[];
};

/** A passage's flags as JSON, for a column of a statement that reads `passage` (decision 0058). */
const flagsJson = sql`select coalesce(json_agg(json_build_object('kind', f.kind, 'detail', f.detail) order by f.flagged_at, f.id), '[]'::json)
    from ${passageFlags} f where f.passage_id = ${passages.id} or f.earlier_passage_id = ${passages.id}`;

/**
 * A non-member plate's passages of a billing period as one JSON array, oldest first, for a column
 * of the caller's statement: `period`, `plate`, `province` and `issuedAt` are the caller's (an invoice's).
 */
export function nonMemberLinesJson({
  period,
  plate,
  province,
  issuedAt,
}: {
  period: SQL;
  plate: SQL;
  province: SQL;
  issuedAt: SQL;
}): SQL<TPassageLineJson[]> {
  return sql<TPassageLineJson[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${passages.id}, 'passedAt', ${passages.passedAt}, 'plazaCode', ${passages.plazaCode}, 'nameTh', ${tollPlazas.nameTh}, 'nameEn', ${tollPlazas.nameEn},
    'gantryCode', ${passages.gantryCode}, 'lane', ${passages.lane}, 'plate', ${passages.plate}, 'province', ${passages.province},
    'vehicleClass', ${passages.vehicleClass}, 'price', ${passages.price}, 'flags', (${flagsJson})
  ) order by ${passages.passedAt}, ${passages.id}), '[]'::json)
  from ${passages} join ${tollPlazas} on ${tollPlazas.code} = ${passages.plazaCode}
  where ${passages.billingPeriod} = ${period} and not ${passages.isMember}
    and ${passages.plate} = ${plate} and ${passages.province} = ${province} and ${chargedAt(issuedAt)})`;
}

/**
 * Which of a member's passages a fleet read covers: those of some billing periods (an invoice's one,
 * with `chargedBy` its issue, so a replacement leaves out what a dispute voided before it; the
 * accruals'), or those passed in [from, to).
 */
export type TMemberLineScope =
  { customerId: string; periods: [string, ...string[]]; chargedBy?: Date } | { customerId: string; from: Date; to: Date };

function scopeWhere(scope: TMemberLineScope): SQL | undefined {
  if ('from' in scope)
    return and(eq(passages.customerId, scope.customerId), gte(passages.passedAt, scope.from), sql`${passages.passedAt} < ${scope.to}`);
  return and(
    eq(passages.customerId, scope.customerId),
    eq(passages.isMember, true),
    scope.periods.length === 1
      ? eq(passages.billingPeriod, scope.periods[0])
      : or(...scope.periods.map((period) => eq(passages.billingPeriod, period))),
    scope.chargedBy ? chargedAt(scope.chargedBy) : undefined,
  );
}

/** One vehicle's passages: `province` may be left out to take every province of the plate (canonical spelling). */
export type TLineVehicle = { plate: string; province?: string | undefined };

function vehicleWhere(vehicle: TLineVehicle | undefined): SQL | undefined {
  if (!vehicle) return undefined;
  return and(eq(passages.plate, vehicle.plate), vehicle.province === undefined ? undefined : eq(passages.province, vehicle.province));
}

/** Which of a member's passages a fleet's totals cover: those of some billing periods. */
export type TMemberPeriods = Extract<TMemberLineScope, { periods: unknown }>;

/**
 * A member's totals per vehicle of some billing periods as a subquery (`plate`, `province`,
 * `passage_count`, `total_amount`), from the totals kept as passages are recorded (decision 0066)
 * rather than from the passages: a vehicle's rows of the periods summed into one.
 */
export function keptVehicleTotals({ customerId, periods }: TMemberPeriods): SQL {
  return sql`
    select plate, province, sum(passage_count)::int as passage_count, sum(total_amount)::bigint as total_amount
    from ${passageVehicleTotals}
    where customer_id = ${customerId} and billing_period in (${sql.join(
      periods.map((period) => sql`${period}`),
      sql`, `,
    )})
    group by plate, province`;
}

/**
 * A member's period's passages per vehicle whose charge was voided at or before `voidedBy` (an
 * accepted dispute), as a subquery shaped like the kept totals: an invoice issued from then on
 * does not carry them, while the totals its cut copied still count them (decision 0052). Served by
 * a partial index that holds voided passages only, so it costs nothing for a fleet's period.
 */
export function voidedVehicleTotals({
  customerId,
  billingPeriod,
  voidedBy,
}: {
  customerId: string;
  billingPeriod: string;
  voidedBy: Date;
}): SQL {
  return sql`
    select plate, province, count(*)::int as passage_count, sum(price)::bigint as total_amount
    from ${passages}
    where customer_id = ${customerId} and billing_period = ${billingPeriod} and is_member
      and voided_at is not null and voided_at <= ${voidedBy}
    group by plate, province`;
}

/**
 * Every member's kept totals per vehicle of one billing period, as a subquery (`customer_id`,
 * `plate`, `province`, `passage_count`, `total_amount`): what the cut copies into the invoices it
 * issues. Final once the cut has waited for the period's recorders (period-barrier.ts).
 */
export function keptVehicleTotalsOfPeriod(period: string): SQL {
  return sql`
    select customer_id, plate, province, passage_count, total_amount
    from ${passageVehicleTotals} where billing_period = ${period}`;
}

/** Where a page of lines starts: after the line that passed at `at` (text, to the microsecond) with this id. */
export type TLineKey = { at: string; id: string };

/** Microseconds survive, which a JavaScript Date would drop: the key of a page must be exact. */
const keyInstant = sql<string>`to_char(${passages.passedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of a scope's lines, of one vehicle if given, oldest first (newest first with
 * `newestFirst`), after `after`: the lines with the key of the last one, and whether more follow.
 * The key (passed_at, id) is unique, so no line is skipped or repeated between pages.
 */
export async function linePage(options: {
  db: TQueryable;
  scope: TMemberLineScope;
  vehicle?: TLineVehicle | undefined;
  after?: TLineKey | undefined;
  limit: number;
  newestFirst?: boolean;
}): Promise<{ lines: TPassageLine[]; last: TLineKey | null; more: boolean }> {
  const { db, scope, vehicle, after, limit, newestFirst = false } = options;
  const past = after
    ? newestFirst
      ? sql`(${passages.passedAt}, ${passages.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : sql`(${passages.passedAt}, ${passages.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const order = newestFirst ? [desc(passages.passedAt), desc(passages.id)] : [asc(passages.passedAt), asc(passages.id)];
  const rows = await db
    .select({ passage: passages, plazaNameTh: tollPlazas.nameTh, plazaNameEn: tollPlazas.nameEn, at: keyInstant })
    .from(passages)
    .innerJoin(tollPlazas, eq(tollPlazas.code, passages.plazaCode))
    .where(and(scopeWhere(scope), vehicleWhere(vehicle), past))
    .orderBy(...order)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const lastRow = page.at(-1);
  return {
    lines: await withFlags(
      db,
      page.map(({ passage, plazaNameTh, plazaNameEn }) => ({ passage, plazaNameTh, plazaNameEn })),
    ),
    last: lastRow ? { at: lastRow.at, id: lastRow.passage.id } : null,
    more: rows.length > limit,
  };
}

/** A line as an export writes it, straight from the database's cursor. */
export type TExportLineRow = {
  id: string;
  /** Bangkok local time, `YYYY-MM-DD HH:MM:SS`. */
  passed_at_bangkok: string;
  plaza_code: string;
  name_th: string;
  name_en: string;
  gantry_code: string;
  lane: number;
  plate: string;
  province: string;
  vehicle_class: number;
  price: number;
};

/** Bangkok keeps UTC+7 all year; written in the statement so the text needs no parsing on the way out. */
const bangkokLocalTime = sql`to_char((${passages.passedAt} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * Every line of a scope (of one vehicle if given) by vehicle, then oldest first, read through a
 * server-side cursor `batchSize` rows at a time: the next batch is fetched only once `onBatch`
 * has settled, so a slow reader holds the database back instead of filling memory.
 */
export async function eachLineBatch(options: {
  db: TDatabase;
  scope: TMemberLineScope;
  vehicle?: TLineVehicle | undefined;
  batchSize: number;
  onBatch: (rows: TExportLineRow[]) => Promise<void>;
}): Promise<void> {
  const { db, scope, vehicle, batchSize, onBatch } = options;
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`declare export_lines no scroll cursor for
        select ${passages.id} as id, ${bangkokLocalTime} as passed_at_bangkok, ${passages.plazaCode} as plaza_code,
          ${tollPlazas.nameTh} as name_th, ${tollPlazas.nameEn} as name_en, ${passages.gantryCode} as gantry_code,
          ${passages.lane} as lane, ${passages.plate} as plate, ${passages.province} as province,
          ${passages.vehicleClass} as vehicle_class, ${passages.price} as price
        from ${passages} join ${tollPlazas} on ${tollPlazas.code} = ${passages.plazaCode}
        where ${and(scopeWhere(scope), vehicleWhere(vehicle))}
        order by ${passages.plate}, ${passages.province}, ${passages.passedAt}, ${passages.id}`);
      const fetchNext = sql.raw(`fetch forward ${Math.trunc(batchSize)} from export_lines`);
      for (;;) {
        const { rows } = await tx.execute<TExportLineRow>(fetchNext);
        if (rows.length === 0) break;
        await onBatch(rows);
      }
    },
    { accessMode: 'read only' },
  );
}
