import { inArray, or, sql } from 'drizzle-orm';
import type {
  TClassMismatchDetail,
  TFlagOfPassage,
  TImpossibleJourneyDetail,
  TPassageFlag,
  TPassageFlagKind,
} from '@mflow/contracts/toll/passage-flag.contract';
import type { TVehicleClass } from '@mflow/contracts/toll/vehicle-classes';
import type { TQueryable } from '../../platform/db/database';
import { isUuid } from '../../platform/db/uuid';
import { impossibleJourney, journeyWindowMs, type TJourney } from './journey-rule';
import type { TPassageRow } from './passage-records';
import type { TGantry } from './toll-network';
import { passageFlags, passages } from './toll.schema';

/**
 * Flags passages as they are recorded (decision 0058): impossible journeys between a plate's
 * consecutive reads, and classes read at a gantry that are not the registered vehicle's. Written
 * after the passages, in a transaction of its own and idempotently (unique per pair and kind), so
 * a batch sent again flags nothing twice; the caller tells the members of the flags this call
 * added, in the same transaction.
 */

export type TFlagRow = typeof passageFlags.$inferSelect;

/** A passage whose class read at the gantry is not the registered vehicle's. */
export type TClassMismatch = { passage: TPassageRow; registeredClass: TVehicleClass; registeredBy: TClassMismatchDetail['registeredBy'] };

type TNear = { id: string; plate: string; province: string; passedAt: Date; gantryCode: string; customerId: string | null };

type TNewFlag = {
  kind: TPassageFlagKind;
  passageId: string;
  earlierPassageId: string | null;
  plate: string;
  province: string;
  customerId: string | null;
  detail: TImpossibleJourneyDetail | TClassMismatchDetail;
};

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * Every read of the batch's plates within `windowMs` before or after one of the batch's reads:
 * one statement, each read's window an index range of `passage_plate_time_idx`.
 */
async function readsNear({ db, recorded, windowMs }: { db: TQueryable; recorded: TPassageRow[]; windowMs: number }): Promise<TNear[]> {
  const keys = JSON.stringify(recorded.map((row) => ({ p: row.plate, r: row.province, t: row.passedAt.toISOString() })));
  const window = `${windowMs} milliseconds`;
  const { rows } = await db.execute<{
    id: string;
    plate: string;
    province: string;
    passed_at: string;
    gantry_code: string;
    customer_id: string | null;
  }>(sql`
    select distinct n.id, n.plate, n.province, n.passed_at, n.gantry_code, n.customer_id
    from json_to_recordset(${keys}::json) as k(p text, r text, t timestamptz)
    cross join lateral (
      select id, plate, province, passed_at, gantry_code, customer_id from ${passages}
      where plate = k.p and province = k.r
        and passed_at between k.t - ${window}::interval and k.t + ${window}::interval
      -- Keeps the subquery a lateral one, an index range per read: pulled up into a join, it was
      -- planned as a scan of every passage hashed against the batch, whose time grew with the table.
      offset 0
    ) n`);
  return rows.map((row) => ({
    id: row.id,
    plate: row.plate,
    province: row.province,
    passedAt: new Date(row.passed_at),
    gantryCode: row.gantry_code,
    customerId: row.customer_id,
  }));
}

function journeyDetail(earlier: TNear, later: TNear, journey: TJourney): TImpossibleJourneyDetail {
  return {
    earlierPassageId: earlier.id,
    laterPassageId: later.id,
    fromGantryCode: earlier.gantryCode,
    toGantryCode: later.gantryCode,
    fromPassedAt: earlier.passedAt.toISOString(),
    toPassedAt: later.passedAt.toISOString(),
    distanceKm: round(journey.distanceKm, 3),
    distanceBasis: journey.distanceBasis,
    minutes: round(journey.minutes, 3),
    speedKmh: journey.speedKmh === null ? null : round(journey.speedKmh, 1),
  };
}

/** The impossible journeys between consecutive reads of each plate, where one of the two is of the batch. */
function impossibleJourneys(near: TNear[], batchIds: Set<string>, gantries: Map<string, TGantry>, limitKmh: number): TNewFlag[] {
  const byPlate = new Map<string, TNear[]>();
  for (const read of near) {
    const key = `${read.plate}|${read.province}`;
    byPlate.set(key, [...(byPlate.get(key) ?? []), read]);
  }
  const flags: TNewFlag[] = [];
  for (const reads of byPlate.values()) {
    reads.sort((a, b) => a.passedAt.getTime() - b.passedAt.getTime() || a.id.localeCompare(b.id));
    reads.forEach((later, index) => {
      const earlier = reads[index - 1];
      if (!earlier || !(batchIds.has(earlier.id) || batchIds.has(later.id))) return;
      const from = gantries.get(earlier.gantryCode)?.position;
      const to = gantries.get(later.gantryCode)?.position;
      if (!from || !to) return;
      const journey = impossibleJourney(
        { gantryCode: earlier.gantryCode, position: from, passedAt: earlier.passedAt },
        { gantryCode: later.gantryCode, position: to, passedAt: later.passedAt },
        limitKmh,
      );
      if (!journey) return;
      flags.push({
        kind: 'IMPOSSIBLE_JOURNEY',
        passageId: later.id,
        earlierPassageId: earlier.id,
        plate: later.plate,
        province: later.province,
        customerId: later.customerId ?? earlier.customerId,
        detail: journeyDetail(earlier, later, journey),
      });
    });
  }
  return flags;
}

function classFlag({ passage, registeredClass, registeredBy }: TClassMismatch): TNewFlag {
  return {
    kind: 'CLASS_MISMATCH',
    passageId: passage.id,
    earlierPassageId: null,
    plate: passage.plate,
    province: passage.province,
    customerId: passage.customerId,
    detail: { gantryCode: passage.gantryCode, readClass: passage.vehicleClass as TVehicleClass, registeredClass, registeredBy },
  };
}

/**
 * Finds and writes the flags of recorded passages (new ones and reads sent again alike, so a
 * batch replayed after a failure still gets its flags), and answers those written now: a flag
 * already there is not written, nor answered, again.
 */
export async function flagRecordedPassages(options: {
  tx: TQueryable;
  recorded: TPassageRow[];
  classMismatches: TClassMismatch[];
  gantries: Map<string, TGantry>;
  speedLimitKmh: number;
  at: Date;
}): Promise<TFlagRow[]> {
  const { tx, recorded, classMismatches, gantries, speedLimitKmh, at } = options;
  if (recorded.length === 0) return [];
  const positions = [...gantries.values()].flatMap((gantry) => (gantry.position ? [gantry.position] : []));
  const windowMs = journeyWindowMs(positions, speedLimitKmh);
  const near = await readsNear({ db: tx, recorded, windowMs });
  const flags = [
    ...impossibleJourneys(near, new Set(recorded.map((row) => row.id)), gantries, speedLimitKmh),
    ...classMismatches.map(classFlag),
  ];
  if (flags.length === 0) return [];
  const values = JSON.stringify(
    flags.map((flag) => ({
      kind: flag.kind,
      passage_id: flag.passageId,
      earlier_passage_id: flag.earlierPassageId,
      plate: flag.plate,
      province: flag.province,
      customer_id: flag.customerId,
      detail: flag.detail,
    })),
  );
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into ${passageFlags} (kind, passage_id, earlier_passage_id, plate, province, customer_id, detail, flagged_at)
    select kind, passage_id, earlier_passage_id, plate, province, customer_id, detail, ${at.toISOString()}::timestamptz
    from json_to_recordset(${values}::json) as f(kind text, passage_id uuid, earlier_passage_id uuid, plate text, province text, customer_id uuid, detail jsonb)
    order by passage_id, kind, earlier_passage_id
    on conflict do nothing
    returning id`);
  if (rows.length === 0) return [];
  return tx
    .select()
    .from(passageFlags)
    .where(
      inArray(
        passageFlags.id,
        rows.map((row) => row.id),
      ),
    );
}

/** A flag row as each of its passages carries it. */
function flagsOfRow(row: TFlagRow): TFlagOfPassage[] {
  const flag = { kind: row.kind, detail: row.detail } as TPassageFlag;
  return row.earlierPassageId === null
    ? [{ passageId: row.passageId, ...flag }]
    : [
        { passageId: row.earlierPassageId, ...flag },
        { passageId: row.passageId, ...flag },
      ];
}

/**
 * The flags of some passages (the officer's evidence page, a page of lines): one entry per
 * passage and flag, so an impossible journey is answered for each of its two passages that was
 * asked for. Ids that are no passage's answer nothing.
 */
export async function flagsOfPassages({ db, passageIds }: { db: TQueryable; passageIds: readonly string[] }): Promise<TFlagOfPassage[]> {
  const ids = [...new Set(passageIds.filter(isUuid))];
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(passageFlags)
    .where(or(inArray(passageFlags.passageId, ids), inArray(passageFlags.earlierPassageId, ids)))
    .orderBy(passageFlags.flaggedAt, passageFlags.id);
  const asked = new Set(ids);
  return rows.flatMap(flagsOfRow).filter((flag) => asked.has(flag.passageId));
}

/** The flags of some passages grouped by passage id, for lines that each carry their own. */
export async function flagsByPassage({
  db,
  passageIds,
}: {
  db: TQueryable;
  passageIds: readonly string[];
}): Promise<Map<string, TPassageFlag[]>> {
  const grouped = new Map<string, TPassageFlag[]>();
  for (const { passageId, ...flag } of await flagsOfPassages({ db, passageIds }))
    grouped.set(passageId, [...(grouped.get(passageId) ?? []), flag]);
  return grouped;
}
