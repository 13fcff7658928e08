import { eq, sql } from 'drizzle-orm';
import type { ClientConfig } from 'pg';
import type { Logger } from 'pino';
import type { TDatabase } from '../db/database';
import { systemClock, type Clock, type SettableClock } from '../clock';
import { isNewer, offsetFor, offsetOfPayload, payloadOf, timeAt, type TOffset } from './clock-offset';
import { createNotificationListener, type TRetryDelays } from './notification-listener';
import { simClock } from './sim-clock.schema';

const ROW_ID = 1;
const CHANNEL = 'sim_clock';

export type TDatabaseClock = SettableClock & {
  /** Loads the stored offset and starts listening for moves; call once the migrations have run. */
  start(): Promise<void>;
  /** Calls `listener` with the new time whenever the clock moves, here or on another instance. */
  onChange(listener: (now: Date) => void): () => void;
  close(): Promise<void>;
};

export type TDatabaseClockOptions = {
  db: TDatabase;
  connection: ClientConfig;
  logger: Logger;
  /** Wall time, which the offset is added to; tests pass a fixed clock. */
  base?: Clock;
  /** How often the offset is read again in case a notification was lost. */
  reloadIntervalMs?: number;
  retry?: TRetryDelays;
};

/**
 * The simulation clock: wall time plus an offset stored in the database (table sim_clock), so
 * every backend instance on the database tells the same time and a restart keeps a moved clock.
 * now() stays synchronous, as business code expects, by keeping the offset in memory: loaded at
 * start, written through on every move, and refreshed on other instances by a PostgreSQL
 * notification sent in the same transaction as the move. A slow periodic reload is the safety net
 * for a notification missed while the listening connection was down.
 */
export function createDatabaseClock(options: TDatabaseClockOptions): TDatabaseClock {
  const { db, logger, base = systemClock } = options;
  let current: TOffset = { offsetMs: 0, version: 0 };
  let reloadTimer: NodeJS.Timeout | undefined;
  const listeners = new Set<(now: Date) => void>();

  const now = () => timeAt(base.now().getTime(), current);

  function apply(next: TOffset): void {
    if (!isNewer(next, current)) return;
    current = next;
    const moved = now();
    for (const listener of listeners) listener(moved);
  }

  async function reload(): Promise<void> {
    const [row] = await db.select({ offsetMs: simClock.offsetMs, version: simClock.version }).from(simClock).where(eq(simClock.id, ROW_ID));
    if (row) apply(row);
  }

  const notifications = createNotificationListener({
    connection: options.connection,
    channel: CHANNEL,
    logger,
    retry: options.retry ?? { firstMs: 500, maxMs: 30_000 },
    onReconnected: reload,
    onNotification(payload) {
      const offset = offsetOfPayload(payload);
      if (offset) apply(offset);
      else logger.warn({ payload }, 'ignoring an unreadable clock notification');
    },
  });

  return {
    isSimulated: true,
    now,
    async update(next) {
      const moved = await db.transaction(async (tx) => {
        await tx.insert(simClock).values({ id: ROW_ID, offsetMs: 0, version: 0 }).onConflictDoNothing();
        // The row lock makes `next` see the time every instance agrees on, so two moves at once apply in turn.
        const [row] = await tx.select().from(simClock).where(eq(simClock.id, ROW_ID)).for('update');
        const baseMs = base.now().getTime();
        const written = offsetFor(next(timeAt(baseMs, row ?? { offsetMs: 0 })), baseMs, row);
        await tx
          .update(simClock)
          .set({ ...written, updatedAt: sql`now()` })
          .where(eq(simClock.id, ROW_ID));
        // Sent at commit, and only if the move commits.
        await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${payloadOf(written)})`);
        return written;
      });
      apply(moved);
      return now();
    },
    async start() {
      // Listening before the first read, so that a move made in between is heard, not lost.
      await notifications.start();
      await reload();
      const intervalMs = options.reloadIntervalMs ?? 60_000;
      reloadTimer = setInterval(() => {
        reload().catch((error: unknown) => logger.warn({ err: error }, 'reloading the simulated clock failed'));
      }, intervalMs);
      reloadTimer.unref();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      clearInterval(reloadTimer);
      listeners.clear();
      await notifications.close();
    },
  };
}
