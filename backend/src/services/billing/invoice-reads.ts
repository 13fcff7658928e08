import { and, asc, count, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { TBillingRules } from '@mflow/contracts/billing/billing-rules';
import { dueDateAfter } from '@mflow/contracts/billing/ladder';
import type {
  TInvoiceSearchQuery,
  TLinePageQuery,
  TVehicleTotalsQuery,
  ZAccrualsSchema,
  ZInvoiceDetailSchema,
  ZInvoicePageSchema,
  ZLinePageSchema,
  ZMemberInvoiceDetailSchema,
  ZPassageHistorySchema,
  ZPublicInvoiceListSchema,
  ZTollNoticeListSchema,
} from '@mflow/contracts/billing/invoice.contract';
import { addDays, startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TMemberLineScope } from '../toll/fleet-passage-reads';
import { linesOfAccount, memberHasPassage, type TPassageLine, type TPassageTrait } from '../toll/passage-lines';
import type { TPhotoUrl } from '../toll/passage-photo';
import { invoiceRemarks, invoices, tollNotices } from './billing.schema';
import { accrualScope, accrualTotalsPage, invoiceScope, invoiceTotalsPage, linePageOf, memberInvoiceRow } from './fleet-reads';
import { isOpen, latestInvoiceFor } from './invoice-payable';
import { maskedPlate, toInvoiceSummary, upcomingOf, type TInvoiceRow } from './invoice.mapper';
import type { TPlateAnswers } from './plate-answers';
import { toTransactions, type TLanguageName } from './transactions';

/** The passages an invoice bills: those recorded under its account and period and charged when it was issued; never copied into the invoice. */
async function linesOfCase(
  db: TQueryable,
  row: Pick<TInvoiceRow, 'kind' | 'customerId' | 'plate' | 'province' | 'billingPeriod' | 'issuedAt'>,
): Promise<TPassageLine[]> {
  const account =
    row.kind === 'MEMBER' && row.customerId ? { customerId: row.customerId } : { plate: row.plate ?? '', province: row.province ?? '' };
  return linesOfAccount({ db, period: row.billingPeriod, account, issuedAt: row.issuedAt });
}

/** An invoice's lines for another module (a dispute's passages): read through billing, never from its tables. */
export function linesOfInvoice({ db, invoice }: { db: TQueryable; invoice: TInvoiceRow }): Promise<TPassageLine[]> {
  return linesOfCase(db, invoice);
}

type TReadOptions = { db: TQueryable; photoUrl: TPhotoUrl; language: TLanguageName };

type TInvoiceFacts = Omit<z.input<typeof ZInvoiceDetailSchema>, 'lines'>;

/** An invoice's summary, remarks, related invoices, notice and steps ahead: everything but its lines. */
async function invoiceFactsOf(row: TInvoiceRow, db: TQueryable): Promise<TInvoiceFacts> {
  const [remarks, related, notice] = await Promise.all([
    db.select().from(invoiceRemarks).where(eq(invoiceRemarks.invoiceId, row.id)).orderBy(asc(invoiceRemarks.at), asc(invoiceRemarks.kind)),
    db
      .select({ id: invoices.id, invoiceNo: invoices.invoiceNo })
      .from(invoices)
      .where(
        inArray(
          invoices.id,
          [row.replacesInvoiceId, row.replacedByInvoiceId].filter((id): id is string => id !== null),
        ),
      ),
    db.select({ noticeNo: tollNotices.noticeNo }).from(tollNotices).where(eq(tollNotices.caseId, row.caseId)),
  ]);
  const numberOf = (id: string | null) => related.find((invoice) => invoice.id === id)?.invoiceNo ?? null;
  return {
    ...toInvoiceSummary(row),
    remarks: remarks.map((remark) => ({
      kind: remark.kind,
      reason: remark.reason,
      relatedInvoiceNo: remark.relatedInvoiceNo,
      at: remark.at.toISOString(),
    })),
    replacesInvoiceNo: numberOf(row.replacesInvoiceId),
    replacedByInvoiceNo: numberOf(row.replacedByInvoiceId),
    noticeNo: notice[0]?.noticeNo ?? null,
    upcoming: upcomingOf(row),
  };
}

/**
 * An invoice with every line: a visitor's, whose invoice bills one plate. `withLines: false` leaves
 * the passages out, for a caller who has not shown the invoice is theirs.
 */
async function invoiceDetailOf(
  row: TInvoiceRow,
  options: TReadOptions & { withLines?: boolean },
): Promise<z.input<typeof ZInvoiceDetailSchema>> {
  const { withLines = true } = options;
  const [facts, lines] = await Promise.all([
    invoiceFactsOf(row, options.db),
    withLines ? linesOfCase(options.db, row).then((lines) => toTransactions(lines, options)) : [],
  ]);
  return { ...facts, lines };
}

/**
 * A member's own invoice by number, which may bill a thousand vehicles: one page of its totals per
 * vehicle and the first page of its lines (decision 0049). Another member's answers "not found".
 */
export async function memberInvoice(
  options: TReadOptions & { customerId: string; invoiceNo: string; query: TVehicleTotalsQuery },
): Promise<z.input<typeof ZMemberInvoiceDetailSchema>> {
  const { db, customerId, query } = options;
  const row = await memberInvoiceRow(options);
  const scope = invoiceScope({ ...row, customerId });
  const [facts, totals, firstLines] = await Promise.all([
    invoiceFactsOf(row, db),
    invoiceTotalsPage({ db, invoice: { customerId, billingPeriod: row.billingPeriod, issuedAt: row.issuedAt }, query }),
    linePageOf({ ...options, scope, query: { limit: FIRST_LINES } }),
  ]);
  const { vehicles, vehicleCount, vehiclePage, vehiclePageSize } = totals;
  return { ...facts, vehicles, vehicleCount, vehiclePage, vehiclePageSize, lines: firstLines.lines, nextCursor: firstLines.nextCursor };
}

/** The lines a fleet page shows before the member picks a vehicle or asks for more. */
const FIRST_LINES = 100;

/** The invoice search (requirements/billing.md#invoice-search) over the member's own invoices, newest first. */
export async function searchMemberInvoices({
  db,
  customerId,
  query,
}: {
  db: TQueryable;
  customerId: string;
  query: TInvoiceSearchQuery;
}): Promise<z.input<typeof ZInvoicePageSchema>> {
  const passageOfInvoice = (trait: TPassageTrait) =>
    memberHasPassage({ period: invoices.billingPeriod, customerId: invoices.customerId, trait });
  const conditions = [
    eq(invoices.kind, 'MEMBER'),
    eq(invoices.customerId, customerId),
    query.invoiceNo ? eq(invoices.invoiceNo, query.invoiceNo.toUpperCase()) : undefined,
    query.plate ? passageOfInvoice({ plate: normalisePlate(query.plate) }) : undefined,
    query.province ? passageOfInvoice({ province: query.province }) : undefined,
    query.categoryGroup ? passageOfInvoice({ vehicleClass: Number(query.categoryGroup) }) : undefined,
    query.issuedFrom ? gte(invoices.issuedAt, startOfBangkokDay(query.issuedFrom)) : undefined,
    query.issuedTo ? lte(invoices.issuedAt, startOfBangkokDay(addDays(query.issuedTo, 1))) : undefined,
    query.dueFrom ? gte(invoices.dueDate, query.dueFrom) : undefined,
    query.dueTo ? lte(invoices.dueDate, query.dueTo) : undefined,
    query.status ? eq(invoices.status, query.status) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.invoiceNo))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { invoices: rows.map(toInvoiceSummary), page: query.page, pageSize: query.pageSize, total: total?.total ?? 0 };
}

/**
 * A member's accrued charges: member passages of periods not yet invoiced for them (the open
 * cycle, and the one just ended while its cut has not run), the total and what the invoice will
 * say, and one page of the totals per vehicle (decision 0049).
 */
export async function accrualsOf(options: {
  db: TQueryable;
  customerId: string;
  now: Date;
  rules: TBillingRules;
  query: TVehicleTotalsQuery;
}): Promise<z.input<typeof ZAccrualsSchema>> {
  const { db, customerId, now, rules, query } = options;
  const { cycle, scope } = await accrualScope({ db, customerId, now });
  return {
    cycle,
    cutAt: startOfBangkokDay(addDays(cycle.end, 1)).toISOString(),
    dueDate: dueDateAfter(cycle.end, rules),
    ...(await accrualTotalsPage({ db, scope, query })),
  };
}

/** One page of a member's accrued lines, of one vehicle when the query names it, oldest first. */
export async function accrualLines(
  options: TReadOptions & { customerId: string; now: Date; query: TLinePageQuery },
): Promise<z.input<typeof ZLinePageSchema>> {
  const { scope } = await accrualScope(options);
  return linePageOf({ ...options, scope });
}

/** What a toll history read covers: a member's passages between two Bangkok dates, both included. */
export function historyScope({ customerId, from, to }: { customerId: string; from: string; to: string }): TMemberLineScope {
  return { customerId, from: startOfBangkokDay(from), to: startOfBangkokDay(addDays(to, 1)) };
}

/** One page of a member's passage history by Bangkok date range and plate, newest first. */
export async function memberPassages(
  options: TReadOptions & {
    customerId: string;
    from: string;
    to: string;
    plate?: string | undefined;
    cursor?: string | undefined;
    limit: number;
  },
): Promise<z.input<typeof ZPassageHistorySchema>> {
  const { plate, cursor, limit } = options;
  const page = await linePageOf({ ...options, scope: historyScope(options), query: { plate, cursor, limit }, newestFirst: true });
  return { passages: page.lines, nextCursor: page.nextCursor };
}

/** A member's toll notices, newest first, each with the invoice to pay now for its case. */
export async function memberNotices({
  db,
  customerId,
}: {
  db: TQueryable;
  customerId: string;
}): Promise<z.input<typeof ZTollNoticeListSchema>> {
  const rows = await db
    .select({ notice: tollNotices, current: invoices })
    .from(tollNotices)
    .innerJoin(invoices, and(eq(invoices.caseId, tollNotices.caseId), isNull(invoices.replacedByInvoiceId)))
    .where(eq(tollNotices.customerId, customerId))
    .orderBy(desc(tollNotices.issuedAt));
  return {
    notices: rows.map(({ notice, current }) => ({
      noticeNo: notice.noticeNo,
      status: notice.status,
      issuedAt: notice.issuedAt.toISOString(),
      dueDate: notice.dueDate,
      invoiceNo: current.invoiceNo,
      totalAmount: current.totalAmount,
      plate: notice.plate,
      province: notice.province,
      addresseeName: notice.addresseeName,
      collectionAt: notice.collectionAt?.toISOString() ?? null,
    })),
  };
}

type TPublicQuery = {
  invoiceNo?: string | undefined;
  plate?: string | undefined;
  province?: string | undefined;
  refCode?: string | undefined;
};

/**
 * A visitor's look-up of what is owed (no account): an invoice by its number or payment reference,
 * followed to the invoice that replaced it when it was cancelled, or every open non-member invoice
 * of a plate. Nothing open answers "no outstanding bills found" (requirements/error-messages.md#visible-messages).
 *
 * Numbers run in sequence, so a number is no proof of anything (issue 22): a member's invoice
 * answers as an unknown one (members sign in to see theirs), and a non-member invoice found by
 * number alone shows what is owed with its plate masked; its passages and photos, where and when
 * the car drove, only with the plate and province it was billed to.
 */
export async function publicInvoices(
  options: TReadOptions & { query: TPublicQuery; plateAnswers: TPlateAnswers },
): Promise<z.input<typeof ZPublicInvoiceListSchema>> {
  const { db, query, plateAnswers } = options;
  const byNumber = query.invoiceNo !== undefined || query.refCode !== undefined;
  if (!byNumber && query.plate !== undefined && query.province !== undefined) {
    const answer = await plateAnswers.answerFor({ ...options, plate: query.plate, province: query.province });
    if (answer.invoices.length === 0) throw new AppError('ERR_BILL_0001');
    return answer;
  }
  const found = await latestInvoiceFor({ db, invoiceNo: query.invoiceNo, refNo: query.refCode });
  if (!found || found.kind !== 'NON_MEMBER' || !isOpen(found)) throw new AppError('ERR_BILL_0001');
  const given = query.plate !== undefined;
  if (given && (normalisePlate(query.plate ?? '') !== found.plate || query.province !== found.province))
    throw new AppError('ERR_BILL_0001');
  if (given) return { invoices: [await invoiceDetailOf(found, options)], passagesShown: true };
  const withheld = await invoiceDetailOf(found, { ...options, withLines: false });
  return { invoices: [{ ...withheld, plate: found.plate && maskedPlate(found.plate) }], passagesShown: false };
}

/** The staff look-up: every invoice of a customer, or of a plate as a non-member, newest first. */
export async function invoicesForStaff({
  db,
  customerId,
  plate,
  province,
}: {
  db: TQueryable;
  customerId?: string | undefined;
  plate?: string | undefined;
  province?: string | undefined;
}) {
  const rows = await db
    .select()
    .from(invoices)
    .where(
      customerId
        ? eq(invoices.customerId, customerId)
        : and(eq(invoices.kind, 'NON_MEMBER'), eq(invoices.plate, normalisePlate(plate ?? '')), eq(invoices.province, province ?? '')),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.invoiceNo))
    .limit(200);
  return rows.map(toInvoiceSummary);
}
