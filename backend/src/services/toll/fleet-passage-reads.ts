import { and, asc, desc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { chargedAt, withFlags, type TPassageLine } from './passage-lines';
import { passages, passageVehicleTotals, tollPlazas } from './toll.schema';

/**
 * A member's passages as a fleet reads them: the scopes of its pages and exports, a page of lines
 * at a time, every line through a cursor, and the totals per vehicle kept as passages are recorded.
 */

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
