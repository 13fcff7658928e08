import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TLinePageQuery, TVehicleTotalsQuery, ZLinePageSchema, ZVehicleTotalSchema } from '@mflow/contracts/billing/invoice.contract';
import { addDays, bangkokDateOf } from '@mflow/contracts/time/bangkok';
import { billingCycleOf, type TBillingCycle } from '@mflow/contracts/time/billing-cycle';
import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import {
  keptVehicleTotals,
  linePage,
  voidedVehicleTotals,
  type TLineVehicle,
  type TMemberLineScope,
  type TMemberPeriods,
} from '../toll/fleet-passage-reads';
import type { TPhotoUrl } from '../toll/passage-photo';
import { invoices, memberInvoiceVehicleTotals } from './billing.schema';
import type { TInvoiceRow } from './invoice.mapper';
import { decodeLineCursor, encodeLineCursor } from './line-cursor';
import { toTransactions, type TLanguageName } from './transactions';

/**
 * A fleet's lines a page at a time (decision 0049): per-vehicle totals kept by the database
 * (decision 0066), and the lines of one vehicle, or of every vehicle, after a cursor. An invoice's lines,
 * the accruals' and the toll history's are read the same way; every read is bounded by the
 * member's customer id first.
 */

export type TFleetReading = { db: TQueryable; photoUrl: TPhotoUrl; language: TLanguageName };

type TVehicleTotal = z.input<typeof ZVehicleTotalSchema>;

type TVehicleTotalsPage = {
  passageCount: number;
  totalAmount: number;
  vehicles: TVehicleTotal[];
  vehicleCount: number;
  vehiclePage: number;
  vehiclePageSize: number;
};

/**
 * One page of a set of totals per vehicle (a subquery with `plate`, `province`, `passage_count` and
 * `total_amount`), by plate and province, with the set's own totals and how many vehicles' plates
 * contain the filter, in one statement over at most one row per vehicle.
 */
async function totalsPage({ db, totals, query }: { db: TQueryable; totals: SQL; query: TVehicleTotalsQuery }): Promise<TVehicleTotalsPage> {
  const page = { vehiclePage: query.vehiclePage, vehiclePageSize: query.vehiclePageSize };
  const chosen = query.plate ? sql`strpos(plate, ${normalisePlate(query.plate)}) > 0` : sql`true`;
  const offset = (query.vehiclePage - 1) * query.vehiclePageSize;
  const result = await db.execute<{ passage_count: number; total_amount: string; vehicle_count: number; vehicles: TVehicleTotal[] }>(sql`
    with totals as materialized (${totals})
    select
      (select coalesce(sum(passage_count), 0)::int from totals) as passage_count,
      (select coalesce(sum(total_amount), 0)::bigint from totals) as total_amount,
      (select count(*)::int from totals where ${chosen}) as vehicle_count,
      coalesce((
        select json_agg(json_build_object('plate', plate, 'province', province, 'passageCount', passage_count, 'totalAmount', total_amount)
          order by plate, province)
        from (select * from totals where ${chosen} order by plate, province limit ${query.vehiclePageSize} offset ${offset}) page), '[]'::json) as vehicles`);
  const row = result.rows[0];
  return {
    passageCount: row?.passage_count ?? 0,
    totalAmount: Number(row?.total_amount ?? 0),
    vehicleCount: row?.vehicle_count ?? 0,
    vehicles: row?.vehicles ?? [],
    ...page,
  };
}

/**
 * One page of an invoice's totals per vehicle, as its cut wrote them (decision 0066), less the
 * passages voided by the time the invoice was issued: a replacement after an accepted dispute
 * counts what its lines show, the invoice it cancelled still what it billed.
 */
export function invoiceTotalsPage({
  db,
  invoice,
  query,
}: {
  db: TQueryable;
  invoice: { customerId: string; billingPeriod: string; issuedAt: Date };
  query: TVehicleTotalsQuery;
}): Promise<TVehicleTotalsPage> {
  const voided = voidedVehicleTotals({ customerId: invoice.customerId, billingPeriod: invoice.billingPeriod, voidedBy: invoice.issuedAt });
  const totals = sql`
    select k.plate, k.province, k.passage_count - coalesce(v.passage_count, 0) as passage_count,
      k.total_amount - coalesce(v.total_amount, 0) as total_amount
    from ${memberInvoiceVehicleTotals} k left join (${voided}) v using (plate, province)
    where k.customer_id = ${invoice.customerId} and k.billing_period = ${invoice.billingPeriod}
      and k.passage_count > coalesce(v.passage_count, 0)`;
  return totalsPage({ db, totals, query });
}

/** One page of the accruals' totals per vehicle, from the totals kept as passages are recorded (decision 0066). */
export async function accrualTotalsPage({
  db,
  scope,
  query,
}: {
  db: TQueryable;
  scope: TMemberPeriods | null;
  query: TVehicleTotalsQuery;
}): Promise<TVehicleTotalsPage> {
  if (!scope)
    return {
      passageCount: 0,
      totalAmount: 0,
      vehicles: [],
      vehicleCount: 0,
      vehiclePage: query.vehiclePage,
      vehiclePageSize: query.vehiclePageSize,
    };
  return totalsPage({ db, totals: keptVehicleTotals(scope), query });
}

/** The vehicle a line filter names: a plate in any spelling the plate rules accept, and its province if given. */
export function lineVehicleOf(query: { plate?: string | undefined; province?: string | undefined }): TLineVehicle | undefined {
  return query.plate ? { plate: normalisePlate(query.plate), province: query.province } : undefined;
}

/** One page of a scope's lines (of one vehicle when the query names it), oldest first unless `newestFirst`. */
export async function linePageOf(
  options: TFleetReading & { scope: TMemberLineScope | null; query: TLinePageQuery; newestFirst?: boolean },
): Promise<z.input<typeof ZLinePageSchema>> {
  const { db, scope, query, newestFirst } = options;
  const after = decodeLineCursor(query.cursor);
  if (!scope) return { lines: [], nextCursor: null };
  const page = await linePage({ db, scope, vehicle: lineVehicleOf(query), after, limit: query.limit, newestFirst });
  return {
    lines: toTransactions(page.lines, options),
    nextCursor: page.more && page.last ? encodeLineCursor(page.last) : null,
  };
}

/** The first `limit` lines of a scope, oldest first, as they are printed. */
export async function invoiceLinesForPrint({ db, scope, limit }: { db: TQueryable; scope: TMemberLineScope; limit: number }) {
  return (await linePage({ db, scope, limit })).lines;
}

/** A member's own invoice row by number; another member's answers "not found", as if it did not exist. */
export async function memberInvoiceRow({
  db,
  customerId,
  invoiceNo,
}: {
  db: TQueryable;
  customerId: string;
  invoiceNo: string;
}): Promise<TInvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.invoiceNo, invoiceNo.toUpperCase()), eq(invoices.kind, 'MEMBER'), eq(invoices.customerId, customerId)));
  if (!row) throw new AppError('ERR_BILL_0002');
  return row;
}

/** The passages a member's invoice bills: the member's, of its billing period. */
export function invoiceScope(row: TInvoiceRow & { customerId: string }): TMemberPeriods {
  return { customerId: row.customerId, periods: [row.billingPeriod], chargedBy: row.issuedAt };
}

/**
 * The lines of one of the member's invoices, a page at a time, of one vehicle when the filter
 * names it; another member's invoice answers "not found".
 */
export async function memberInvoiceLines(
  options: TFleetReading & { customerId: string; invoiceNo: string; query: TLinePageQuery },
): Promise<z.input<typeof ZLinePageSchema>> {
  const { customerId } = options;
  const row = await memberInvoiceRow(options);
  return linePageOf({ ...options, scope: invoiceScope({ ...row, customerId }) });
}

/**
 * What the accruals cover: the member passages of the open cycle, and of the one just ended while
 * its cut has not run, less the periods already invoiced. The periods are settled by one small
 * read first, so the reads after it take whole periods from the index: a condition on each
 * passage (whether its period has an invoice) cost a look-up per passage, 200 ms for a fleet's
 * 100,000 (bench:fleet). A cut that commits between the two reads leaves the answer as it was a
 * moment before the cut. Null when nothing is left to accrue.
 */
export async function accrualScope({
  db,
  customerId,
  now,
}: {
  db: TQueryable;
  customerId: string;
  now: Date;
}): Promise<{ cycle: TBillingCycle; scope: TMemberPeriods | null }> {
  const cycle = billingCycleOf(bangkokDateOf(now));
  const previous = billingCycleOf(addDays(cycle.start, -1));
  const invoiced = await db
    .select({ billingPeriod: invoices.billingPeriod })
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, 'MEMBER'),
        eq(invoices.customerId, customerId),
        inArray(invoices.billingPeriod, [cycle.id, previous.id]),
        isNull(invoices.replacesInvoiceId),
      ),
    );
  const open = [previous.id, cycle.id].filter((period) => !invoiced.some((row) => row.billingPeriod === period));
  const [first, ...rest] = open;
  return { cycle, scope: first === undefined ? null : { customerId, periods: [first, ...rest] } };
}
