import { sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TTransaction } from '../../platform/db/database';

/**
 * The barrier between recording passages and cutting a billing period (decision 0017). Recording
 * holds a shared advisory lock on each period it writes into until its transaction commits; the
 * cut first takes the exclusive lock of its period, which waits for every recorder holding it.
 * Recorders that ask after the cut took it read the clock once they hold the lock, find the
 * period cut, and write into the next one.
 */

const LOCK_PREFIX = 'toll.passage-period:';

/** The advisory lock key of a billing period (a cycle id or a Bangkok day). */
export function periodLockKey(period: string): SQL {
  return sql`hashtextextended(${LOCK_PREFIX + period}, 0)`;
}

/**
 * Takes the shared lock of every period the passages go into and answers the instant they are
 * recorded at: the clock is read after the locks are held, and when the periods at that instant
 * differ (a cut passed while waiting) their locks are taken too and the clock read again.
 * Recorders never block each other; only a cut does.
 */
export async function lockOpenPeriods({
  tx,
  clock,
  periodsAt,
}: {
  tx: TTransaction;
  clock: Clock;
  periodsAt: (now: Date) => string[];
}): Promise<Date> {
  const held = new Set<string>();
  for (;;) {
    const now = clock.now();
    const wanted = [...new Set(periodsAt(now))].filter((period) => !held.has(period)).sort();
    if (wanted.length === 0) return now;
    for (const period of wanted) {
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${periodLockKey(period)})`);
      held.add(period);
    }
  }
}

/**
 * Waits until no transaction still records passages into `period`, for the billing cut to call
 * before it reads the period: it takes the period's exclusive lock, which waits for the recorders
 * holding the shared one, and lets go at once. Takes the database, not a transaction: inside one,
 * the lock would stay held until that transaction ends and stall recording meanwhile.
 */
export async function waitForRecordersOf({ db, period }: { db: TDatabase; period: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${periodLockKey(period)})`);
  });
}
