import { and, asc, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import type { TPassageRow } from './passage-records';
import type { TPassageFlag } from '@mflow/contracts/toll/passage-flag.contract';
import { flagsByPassage } from './passage-flags';
import { passageFlags, passages, tollPlazas } from './toll.schema';

/**
 * Passages as billing shows and counts them: an invoice's lines, a member's unbilled or dated
 * passages, each with its plaza's names, and the pieces billing's one-statement reads and its cut
 * are built from. Billing reads passages only through these, fleet-passage-reads.ts and
 * passage-records.ts.
 */

/** A passage with the names of the plaza it was recorded at, and its flags (decision 0058). */
export type TPassageLine = { passage: TPassageRow; plazaNameTh: string; plazaNameEn: string; flags: TPassageFlag[] };

/** Lines read without their flags, given theirs in one more statement over the lines' ids. */
export async function withFlags(db: TQueryable, lines: Omit<TPassageLine, 'flags'>[]): Promise<TPassageLine[]> {
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
export function chargedAt(issuedAt: Date | SQL): SQL {
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
