import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import { addDays, bangkokDateOf, daysInMonthOf, startOfBangkokDay } from '@mflow/contracts/time/bangkok';

/**
 * The passage table is partitioned by month of `passed_at`, in Bangkok months (decision 0017): a
 * partition holds the passages of one calendar month as the business counts it, so both billing
 * cycles of a month and all its non-member days lie in one partition.
 */
export type TPassagePartition = { name: string; from: Date; to: Date };

/** The partition an instant belongs to: 2026-11-15T17:00Z is 16 Nov in Bangkok, so passage_y2026m11. */
export function passagePartitionOf(instant: Date): TPassagePartition {
  const date = bangkokDateOf(instant);
  const first = `${date.slice(0, 7)}-01`;
  return {
    name: `passage_y${date.slice(0, 4)}m${date.slice(5, 7)}`,
    from: startOfBangkokDay(first),
    to: startOfBangkokDay(addDays(first, daysInMonthOf(first))),
  };
}

/** The partitions of the month before, this month and the month after: what the start prepares. */
export function partitionsAround(instant: Date): TPassagePartition[] {
  const current = passagePartitionOf(instant);
  return [passagePartitionOf(new Date(current.from.getTime() - 1)), current, passagePartitionOf(current.to)];
}

const PARTITIONS_LOCK = 'toll.passage-partitions';

/**
 * Attaches the partitions that do not exist yet. A partition is made as a table of its own and
 * then attached: attaching takes only a SHARE UPDATE EXCLUSIVE lock on `passage`, so recording
 * and reading go on meanwhile, where CREATE TABLE ... PARTITION OF would lock them out until it
 * commits. Instances that find the same month missing at once queue on an advisory lock, and each
 * after the first finds the partition there.
 */
export async function ensurePassagePartitions({ db, partitions }: { db: TDatabase; partitions: TPassagePartition[] }): Promise<string[]> {
  const wanted = [...new Map(partitions.map((partition) => [partition.name, partition])).values()];
  if (wanted.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${PARTITIONS_LOCK}, 0))`);
    const attached = await tx.execute<{ name: string }>(
      sql`select child.relname as name from pg_inherits join pg_class child on child.oid = pg_inherits.inhrelid where pg_inherits.inhparent = 'passage'::regclass`,
    );
    const existing = new Set(attached.rows.map((row) => row.name));
    const created: string[] = [];
    for (const partition of wanted.filter((candidate) => !existing.has(candidate.name))) {
      // The name and bounds come from passagePartitionOf, never from a request: digits and fixed text only.
      await tx.execute(sql.raw(`create table "${partition.name}" (like passage including defaults including constraints)`));
      await tx.execute(
        sql.raw(
          `alter table passage attach partition "${partition.name}" for values from ('${partition.from.toISOString()}') to ('${partition.to.toISOString()}')`,
        ),
      );
      created.push(partition.name);
    }
    return created;
  });
}

/** The months around the clock's now, so that a fresh database takes passages from its first minute. */
export function preparePassagePartitions({ db, clock }: { db: TDatabase; clock: Clock }): Promise<string[]> {
  return ensurePassagePartitions({ db, partitions: partitionsAround(clock.now()) });
}

/**
 * PostgreSQL's answer to a row whose month has no partition: a check_violation ("no partition of
 * relation passage found for row") that names the table but, unlike a violated CHECK constraint,
 * no constraint. Read from those fields rather than the text, which the server may translate.
 */
export function isMissingPartitionError(error: unknown): boolean {
  for (const candidate of [error, (error as { cause?: unknown })?.cause]) {
    const { code, table, constraint } = (candidate ?? {}) as { code?: unknown; table?: unknown; constraint?: unknown };
    if (code === '23514' && table === 'passage' && constraint === undefined) return true;
  }
  return false;
}

/**
 * Runs a write of passages; when one of them finds no partition for its month, the months of all
 * of them are attached and the write runs once more. The write must be a transaction of its own:
 * attaching waits for transactions that hold `passage`, so it cannot run inside one.
 */
export async function withPassagePartitions<T>({
  db,
  passedAt,
  write,
}: {
  db: TDatabase;
  passedAt: Date[];
  write: () => Promise<T>;
}): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isMissingPartitionError(error)) throw error;
    await ensurePassagePartitions({ db, partitions: passedAt.map(passagePartitionOf) });
    return write();
  }
}
