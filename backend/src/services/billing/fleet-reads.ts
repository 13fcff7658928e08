import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { TLinePageQuery, TVehicleTotalsQuery, ZLinePageSchema, ZVehicleTotalSchema } from '@mflow/contracts/billing/invoice.contract';
import { addDays, bangkokDateOf } from '@mflow/contracts/time/bangkok';
import { billingCycleOf, type TBillingCycle } from '@mflow/contracts/time/billing-cycle';
import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { linePage, vehicleTotals, type TLineVehicle, type TMemberLineScope } from '../toll/passage-lines';
import type { TPhotoUrl } from '../toll/passage-photo';
import { invoices } from './billing.schema';
import type { TInvoiceRow } from './invoice.mapper';
import { decodeLineCursor, encodeLineCursor } from './line-cursor';
import { toTransactions, type TLanguageName } from './transactions';

/**
 * A fleet's lines a page at a time (decision 0049): per-vehicle totals counted and summed by the
 * database, and the lines of one vehicle, or of every vehicle, after a cursor. An invoice's lines,
 * the accruals' and the toll history's are read the same way; every read is bounded by the
 * member's customer id first.
 */

export type TFleetReading = { db: TQueryable; photoUrl: TPhotoUrl; language: TLanguageName };

type TVehicleTotalsPage = {
  passageCount: number;
  totalAmount: number;
  vehicles: z.input<typeof ZVehicleTotalSchema>[];
  vehicleCount: number;
  vehiclePage: number;
  vehiclePageSize: number;
};

/** One page of a scope's totals per vehicle, by plate, with the scope's own totals. */
export async function vehicleTotalsPage({
  db,
  scope,
  query,
}: {
  db: TQueryable;
  scope: TMemberLineScope | null;
  query: TVehicleTotalsQuery;
}): Promise<TVehicleTotalsPage> {
  const page = { vehiclePage: query.vehiclePage, vehiclePageSize: query.vehiclePageSize };
  if (!scope) return { passageCount: 0, totalAmount: 0, vehicles: [], vehicleCount: 0, ...page };
  const totals = await vehicleTotals({
    db,
    scope,
    plateContains: query.plate ? normalisePlate(query.plate) : undefined,
    limit: query.vehiclePageSize,
    offset: (query.vehiclePage - 1) * query.vehiclePageSize,
  });
  return { ...totals, ...page };
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
export function invoiceScope(row: TInvoiceRow & { customerId: string }): TMemberLineScope {
  return { customerId: row.customerId, periods: [row.billingPeriod] };
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
}): Promise<{ cycle: TBillingCycle; scope: TMemberLineScope | null }> {
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
