import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZInvoiceDetailSchema } from '@mflow/contracts/billing/invoice.contract';
import { OPEN_INVOICE_STATUSES } from '@mflow/contracts/billing/ladder';
import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import type { TQueryable } from '../../platform/db/database';
import { batchPerTurn } from '../../platform/db/batch-per-turn';
import { perHandle } from '../../platform/db/per-handle';
import { nonMemberLinesJson } from '../toll/passage-lines';
import type { TPhotoUrl } from '../toll/passage-photo';
import { invoiceRemarks, invoices, plateVersions, tollNotices } from './billing.schema';
import { toInvoiceSummary, upcomingOf } from './invoice.mapper';

type TRemarkJson = { kind: (typeof invoiceRemarks.$inferSelect)['kind']; reason: string; relatedInvoiceNo: string | null; at: string };

/**
 * A column of the invoice being read, named with its table: drizzle leaves columns unqualified in
 * a one-table select, and inside a subquery of another table an unqualified name would be that
 * table's own.
 */
const outer = (column: string) => sql`${invoices}.${sql.identifier(column)}`;

/** A non-member case's lines: the plate's passages of the invoice's day, never copied into the invoice. */
const linesJson = nonMemberLinesJson({
  period: outer('billing_period'),
  plate: outer('plate'),
  province: outer('province'),
  issuedAt: outer('issued_at'),
});

const remarksJson = sql<TRemarkJson[]>`(
  select coalesce(json_agg(json_build_object('kind', ${invoiceRemarks.kind}, 'reason', ${invoiceRemarks.reason}, 'relatedInvoiceNo', ${invoiceRemarks.relatedInvoiceNo}, 'at', ${invoiceRemarks.at})
    order by ${invoiceRemarks.at}, ${invoiceRemarks.kind}), '[]'::json)
  from ${invoiceRemarks} where ${invoiceRemarks.invoiceId} = ${outer('id')})`;

const numberOf = (column: 'replaces_invoice_id' | 'replaced_by_invoice_id') =>
  sql<string | null>`(select other.invoice_no from ${invoices} other where other.id = ${outer(column)})`;

function prepareOpenNonMemberDetails(db: TQueryable) {
  return db
    .select({
      invoice: invoices,
      lines: linesJson,
      remarks: remarksJson,
      replacesInvoiceNo: numberOf('replaces_invoice_id'),
      replacedByInvoiceNo: numberOf('replaced_by_invoice_id'),
      noticeNo: sql<
        string | null
      >`(select ${tollNotices.noticeNo} from ${tollNotices} where ${tollNotices.caseId} = ${outer('case_id')} limit 1)`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, 'NON_MEMBER'),
        eq(invoices.plate, sql.placeholder('plate')),
        eq(invoices.province, sql.placeholder('province')),
        inArray(invoices.status, [...OPEN_INVOICE_STATUSES]),
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceNo))
    .prepare('open_non_member_details');
}

/** Prepared once per database handle: PostgreSQL parses and plans it once per connection, not per visitor. */
const openNonMemberDetails = perHandle(prepareOpenNonMemberDetails);

function preparePlateVersions(db: TQueryable) {
  return db
    .select({ plate: plateVersions.plate, province: plateVersions.province, version: plateVersions.version })
    .from(plateVersions)
    .where(
      sql`(${plateVersions.plate}, ${plateVersions.province}) in (select * from unnest(${sql.placeholder('plates')}::text[], ${sql.placeholder('provinces')}::text[]))`,
    )
    .prepare('plate_versions');
}

const plateKey = (plate: string, province: string) => JSON.stringify([plate, province]);

/**
 * The versions asked for in one turn of the event loop go out as one statement (batch-per-turn.ts),
 * as the signed-in calls' sessions do: a busy instance makes one round trip for many look-ups.
 * Each batch is sent after its calls arrived, so each still sees every write committed before it.
 */
const plateVersionLookups = perHandle((db) => {
  const prepared = preparePlateVersions(db);
  return batchPerTurn(async (keys) => {
    const pairs = keys.map((key) => JSON.parse(key) as [string, string]);
    const rows = await prepared.execute({ plates: pairs.map(([plate]) => plate), provinces: pairs.map(([, province]) => province) });
    return new Map(rows.map((row) => [plateKey(row.plate, row.province), String(row.version)]));
  });
});

/**
 * The version of what the look-up shows for a plate (billing.schema.ts `plate_version`, kept by
 * triggers): any write to its open invoices, their remarks, notices or lines gives a new one.
 * Empty when the plate has never had a non-member invoice.
 */
export async function plateVersionOf(options: { db: TQueryable; plate: string; province: string }): Promise<string> {
  const { db, plate, province } = options;
  return (await plateVersionLookups(db)(plateKey(normalisePlate(plate), province))) ?? '';
}

/**
 * Every open non-member invoice of a plate with its lines, remarks, related numbers and notice, in
 * one statement: the visitor look-up answers crowds of anonymous callers (issue 12's benchmark),
 * and a round trip per invoice and per part of it was what its time went on.
 */
export async function openNonMemberDetailsOf(options: {
  db: TQueryable;
  plate: string;
  province: string;
  photoUrl: TPhotoUrl;
  language: 'TH' | 'EN';
}): Promise<z.input<typeof ZInvoiceDetailSchema>[]> {
  const { db, plate, province, photoUrl, language } = options;
  const rows = await openNonMemberDetails(db).execute({ plate: normalisePlate(plate), province });
  return rows.map(({ invoice, lines, remarks, replacesInvoiceNo, replacedByInvoiceNo, noticeNo }) => ({
    ...toInvoiceSummary(invoice),
    lines: lines.map((line) => ({
      passageId: line.id,
      passedAt: new Date(line.passedAt).toISOString(),
      plazaCode: line.plazaCode,
      plazaName: language === 'TH' ? line.nameTh : line.nameEn,
      gantryCode: line.gantryCode,
      lane: line.lane,
      plate: line.plate,
      province: line.province,
      vehicleClass: line.vehicleClass,
      price: line.price,
      photoUrl: photoUrl(line.id),
      flags: line.flags,
    })),
    remarks: remarks.map((remark) => ({ ...remark, at: new Date(remark.at).toISOString() })),
    replacesInvoiceNo,
    replacedByInvoiceNo,
    noticeNo,
    upcoming: upcomingOf(invoice),
  }));
}
