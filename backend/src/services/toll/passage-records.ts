import { isUuid } from '../../platform/db/uuid';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import type { TVehicleClass } from '@mflow/contracts/toll/vehicle-classes';
import { billingPeriodOf } from './billing-period';
import { withPassagePartitions } from './passage-partitions';
import { lockOpenPeriods } from './period-barrier';
import { passages } from './toll.schema';

/**
 * The passage table, read and written only here. Writes are set-based (one statement for a whole
 * batch) because passages arrive by the million; reads are scoped to their owner (a customer, or a
 * plate and province for non-members) and follow the table's indexes.
 */

export type TPassageRow = typeof passages.$inferSelect;

/** A priced and classified passage, before it has its period and recording instant. */
export type TNewPassage = {
  passedAt: Date;
  gantryCode: string;
  plazaCode: string;
  lane: number;
  plate: string;
  province: string;
  vehicleClass: TVehicleClass;
  price: number;
  customerId: string | null;
  vehicleId: string | null;
  isMember: boolean;
};

export type TStoredPassage = { passage: TPassageRow; alreadyRecorded: boolean };

/** The dedupe key: one gantry read of one plate at one instant. */
function readKey(passage: { plate: string; province: string; gantryCode: string; passedAt: Date }): string {
  return `${passage.plate}|${passage.province}|${passage.gantryCode}|${passage.passedAt.getTime()}`;
}

/**
 * Writes passages in one transaction: the shared locks of their periods first (period-barrier.ts),
 * then one INSERT ... SELECT of all of them that skips reads already recorded, then one SELECT of
 * every read asked for, so a read sent twice answers the passage recorded the first time (and a
 * read repeated inside the batch answers the same passage). A month without a partition gets one
 * and the whole write runs again.
 */
export async function insertPassages({ db, clock, rows }: { db: TDatabase; clock: Clock; rows: TNewPassage[] }): Promise<TStoredPassage[]> {
  if (rows.length === 0) return [];
  const write = () =>
    db.transaction(async (tx) => {
      const recordedAt = await lockOpenPeriods({
        tx,
        clock,
        periodsAt: (now) => rows.map((row) => billingPeriodOf({ passedAt: row.passedAt, isMember: row.isMember, now })),
      });
      const values = JSON.stringify(
        rows.map((row) => ({
          passed_at: row.passedAt.toISOString(),
          recorded_at: recordedAt.toISOString(),
          gantry_code: row.gantryCode,
          plaza_code: row.plazaCode,
          lane: row.lane,
          plate: row.plate,
          province: row.province,
          vehicle_class: row.vehicleClass,
          price: row.price,
          customer_id: row.customerId,
          vehicle_id: row.vehicleId,
          is_member: row.isMember,
          billing_period: billingPeriodOf({ passedAt: row.passedAt, isMember: row.isMember, now: recordedAt }),
        })),
      );
      const inserted = await tx.execute<{ id: string }>(sql`
        insert into ${passages} (passed_at, recorded_at, gantry_code, plaza_code, lane, plate, province, vehicle_class, price, customer_id, vehicle_id, is_member, billing_period)
        select passed_at, recorded_at, gantry_code, plaza_code, lane, plate, province, vehicle_class, price, customer_id, vehicle_id, is_member, billing_period
        from json_to_recordset(${values}::json) as r(
          passed_at timestamptz, recorded_at timestamptz, gantry_code text, plaza_code text, lane integer, plate text, province text,
          vehicle_class smallint, price integer, customer_id uuid, vehicle_id uuid, is_member boolean, billing_period text)
        on conflict (plate, province, gantry_code, passed_at) do nothing
        returning id`);
      const keys = JSON.stringify(rows.map((row) => ({ p: row.plate, r: row.province, g: row.gantryCode, t: row.passedAt.toISOString() })));
      const found = await tx
        .select()
        .from(passages)
        .where(
          sql`(${passages.plate}, ${passages.province}, ${passages.gantryCode}, ${passages.passedAt}) in (select p, r, g, t from json_to_recordset(${keys}::json) as k(p text, r text, g text, t timestamptz))`,
        );
      return { created: new Set(inserted.rows.map((row) => row.id)), found: new Map(found.map((row) => [readKey(row), row])) };
    });
  const { created, found } = await withPassagePartitions({ db, passedAt: rows.map((row) => row.passedAt), write });
  const answered = new Set<string>();
  return rows.map((row) => {
    const passage = found.get(readKey(row));
    if (!passage) throw new Error('a passage was neither recorded nor found');
    const firstTime = created.has(passage.id) && !answered.has(passage.id);
    answered.add(passage.id);
    return { passage, alreadyRecorded: !firstTime };
  });
}

/** Any passage by id, or undefined for an id that is none (for a link that carries its own proof, such as a photo key). */
export async function findPassage({ db, passageId }: { db: TQueryable; passageId: string }): Promise<TPassageRow | undefined> {
  if (!isUuid(passageId)) return undefined;
  const [row] = await db.select().from(passages).where(eq(passages.id, passageId)).limit(1);
  return row;
}

/** A customer's own passage, or undefined for an id that is not one (another customer's included). */
export async function findPassageOfCustomer({
  db,
  customerId,
  passageId,
}: {
  db: TQueryable;
  customerId: string;
  passageId: string;
}): Promise<TPassageRow | undefined> {
  if (!isUuid(passageId)) return undefined;
  const [row] = await db
    .select()
    .from(passages)
    .where(and(eq(passages.id, passageId), eq(passages.customerId, customerId)))
    .limit(1);
  return row;
}

type ListPassagesOfCustomerOptions = {
  db: TQueryable;
  customerId: string;
  /** Passed at or after this instant. */
  from: Date;
  /** Passed before this instant. */
  to: Date;
  /** Any spelling of a plate. */
  plate?: string | undefined;
  /** `number` counts from 1. */
  page: { number: number; size: number };
};

/**
 * A member's passage history (requirements/billing.md#passages), newest first: the member passages of
 * the customer's vehicles that passed in [from, to), optionally of one plate, a page at a time,
 * with the total for the pager.
 */
export async function listPassagesOfCustomer(options: ListPassagesOfCustomerOptions): Promise<{ passages: TPassageRow[]; total: number }> {
  const { db, customerId, from, to, plate, page } = options;
  const where = and(
    eq(passages.customerId, customerId),
    gte(passages.passedAt, from),
    lt(passages.passedAt, to),
    plate === undefined ? undefined : eq(passages.plate, normalisePlate(plate)),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(passages)
      .where(where)
      .orderBy(desc(passages.passedAt), asc(passages.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db.select({ total: count() }).from(passages).where(where),
  ]);
  return { passages: rows, total: counted?.total ?? 0 };
}

/**
 * A member's accrued charges (requirements/billing.md#accrued-charges): the customer's member passages of one billing cycle
 * (`2026-11-1`), oldest first; until the cycle is cut they are what the accrual list shows.
 */
export async function accruedPassagesOf({
  db,
  customerId,
  period,
}: {
  db: TQueryable;
  customerId: string;
  period: string;
}): Promise<TPassageRow[]> {
  return db
    .select()
    .from(passages)
    .where(and(eq(passages.billingPeriod, period), eq(passages.customerId, customerId), sql`${passages.isMember}`))
    .orderBy(asc(passages.passedAt), asc(passages.id));
}

/**
 * A non-member's day (requirements/billing.md#non-member-invoices: one invoice per plate per day of passages): the non-member
 * passages of a plate and province billed in one Bangkok day (`2026-11-16`), oldest first.
 */
export async function nonMemberPassagesOf(options: {
  db: TQueryable;
  period: string;
  plate: string;
  province: string;
}): Promise<TPassageRow[]> {
  const { db, period, plate, province } = options;
  return db
    .select()
    .from(passages)
    .where(
      and(
        eq(passages.billingPeriod, period),
        eq(passages.plate, normalisePlate(plate)),
        eq(passages.province, province),
        sql`not ${passages.isMember}`,
      ),
    )
    .orderBy(asc(passages.passedAt), asc(passages.id));
}
