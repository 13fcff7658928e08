import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import type { TIsoDate } from '@mflow/contracts/time/bangkok';
import type { THolidaySet } from '@mflow/contracts/time/business-days';
import {
  LUNAR_HOLIDAYS_PER_YEAR,
  type TAddPublicHoliday,
  type THolidayStatus,
  type TPublicHoliday,
} from '@mflow/contracts/master/holidays.contract';
import { publicHolidays } from './master.schema';

/**
 * The holiday calendar (requirements/disputes.md#verification-time): every business-day count
 * takes its holiday set from here, so a holiday operations enter moves the deadlines filed after it.
 */

/** The holidays from `from` to `to`, both included. */
export async function holidaySetBetween({ db, from, to }: { db: TQueryable; from: TIsoDate; to: TIsoDate }): Promise<THolidaySet> {
  const rows = await db
    .select({ date: publicHolidays.date })
    .from(publicHolidays)
    .where(between(publicHolidays.date, from, to));
  return new Set(rows.map((row) => row.date));
}

export function holidaysOfYear({ db, year }: { db: TQueryable; year: number }): Promise<TPublicHoliday[]> {
  return db
    .select({ date: publicHolidays.date, nameTh: publicHolidays.nameTh, nameEn: publicHolidays.nameEn, kind: publicHolidays.kind })
    .from(publicHolidays)
    .where(between(publicHolidays.date, `${year}-01-01`, `${year}-12-31`))
    .orderBy(asc(publicHolidays.date));
}

export function findHoliday({ db, date }: { db: TQueryable; date: TIsoDate }): Promise<TPublicHoliday | undefined> {
  return db
    .select({ date: publicHolidays.date, nameTh: publicHolidays.nameTh, nameEn: publicHolidays.nameEn, kind: publicHolidays.kind })
    .from(publicHolidays)
    .where(eq(publicHolidays.date, date))
    .then((rows) => rows[0]);
}

/** Enters a holiday, or renames the one of that date. */
export async function putHoliday({ db, holiday, at }: { db: TQueryable; holiday: TAddPublicHoliday; at: Date }): Promise<void> {
  await db
    .insert(publicHolidays)
    .values({ ...holiday, updatedAt: at })
    .onConflictDoUpdate({
      target: publicHolidays.date,
      set: { nameTh: holiday.nameTh, nameEn: holiday.nameEn, kind: holiday.kind, updatedAt: at },
    });
}

/** Answers whether there was a holiday on that date. */
export async function removeHoliday({ db, date }: { db: TQueryable; date: TIsoDate }): Promise<boolean> {
  const removed = await db.delete(publicHolidays).where(eq(publicHolidays.date, date)).returning({ date: publicHolidays.date });
  return removed.length > 0;
}

/** The seed's rows, added where the calendar has no holiday on that date: what operations entered stays. */
export async function seedHolidays({ db, rows, at }: { db: TQueryable; rows: TAddPublicHoliday[]; at: Date }): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(publicHolidays)
    .values(rows.map((row) => ({ ...row, updatedAt: at })))
    .onConflictDoNothing();
}

/** Each year from `from` to `to`, flagged while fewer lunar holidays are entered than a year has. */
export async function holidayStatus({ db, from, to }: { db: TQueryable; from: number; to: number }): Promise<THolidayStatus> {
  const counts = await db
    .select({
      year: sql<number>`extract(year from ${publicHolidays.date})::int`,
      holidayCount: sql<number>`count(*)::int`,
      lunarCount: sql<number>`(count(*) filter (where ${publicHolidays.kind} = 'LUNAR'))::int`,
    })
    .from(publicHolidays)
    .where(and(between(publicHolidays.date, `${from}-01-01`, `${to}-12-31`)))
    .groupBy(sql`1`);
  const years = [];
  for (let year = from; year <= to; year += 1) {
    const found = counts.find((count) => count.year === year);
    const lunarCount = found?.lunarCount ?? 0;
    years.push({ year, holidayCount: found?.holidayCount ?? 0, lunarCount, lunarMissing: lunarCount < LUNAR_HOLIDAYS_PER_YEAR });
  }
  return { years };
}
