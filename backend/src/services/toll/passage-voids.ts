import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { addDays, bangkokDateOf, startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import type { TQueryable } from '../../platform/db/database';
import type { TPassageRow } from './passage-records';
import { passages } from './toll.schema';

/*
 * What a dispute asks of toll: the passages it names, the plate's other passages that day (the
 * officer's evidence), and the cancellation of their charges once accepted. Toll knows nothing of
 * cases: the reason is text (the case number).
 */

/** The passages of these ids that exist, oldest first. */
export function passagesByIds({ db, passageIds }: { db: TQueryable; passageIds: readonly string[] }): Promise<TPassageRow[]> {
  if (passageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(passages)
    .where(inArray(passages.id, [...passageIds]))
    .orderBy(asc(passages.passedAt), asc(passages.id));
}

/** The plate's passages on the Bangkok day of `at`, oldest first. */
export function passagesOfPlateOnDay({ db, plate, province, at }: { db: TQueryable; plate: string; province: string; at: Date }) {
  const day = bangkokDateOf(at);
  return db
    .select()
    .from(passages)
    .where(
      and(
        eq(passages.plate, plate),
        eq(passages.province, province),
        gte(passages.passedAt, startOfBangkokDay(day)),
        lt(passages.passedAt, startOfBangkokDay(addDays(day, 1))),
      ),
    )
    .orderBy(asc(passages.passedAt), asc(passages.id));
}

/**
 * Cancels the charges of these passages from `at` (requirements/disputes.md#outcomes): an invoice
 * issued before `at` still shows them, one issued from then on does not. A passage already voided
 * keeps its first void. Answers how many were voided now.
 */
export async function voidPassageCharges(options: {
  db: TQueryable;
  passageIds: readonly string[];
  reason: string;
  at: Date;
}): Promise<number> {
  const { db, passageIds, reason, at } = options;
  if (passageIds.length === 0) return 0;
  const voided = await db
    .update(passages)
    .set({ voidedAt: at, voidedReason: reason })
    .where(and(inArray(passages.id, [...passageIds]), isNull(passages.voidedAt)))
    .returning({ id: passages.id });
  return voided.length;
}

/** Whether an invoice issued at `issuedAt` carries the passage (its charge not voided before then). */
export function chargedOnInvoiceAt(passage: Pick<TPassageRow, 'voidedAt'>, issuedAt: Date): boolean {
  return passage.voidedAt === null || passage.voidedAt > issuedAt;
}
