import { Client } from 'pg';
import { AppError } from '../errors/app-error';
import { createFixedClock } from '../clock';
import { openDatabase, type TDatabaseHandle } from '../db/database';
import { createLogger } from '../log/logger';
import { moveClockForward } from '../../sim/clock.service';
import { createTestDatabase, type TTestDatabase } from '../../test/test-database';
import { createDatabaseClock, type TDatabaseClock } from './database-clock';
import * as schema from '../../../../db/schema';

const WALL = new Date('2026-11-16T09:00:00+07:00');
const DAY_MS = 86_400_000;

let testDatabase: TTestDatabase;
let database: TDatabaseHandle;
const opened: TDatabaseClock[] = [];

/** A backend instance's clock: its own wall time (fixed here) plus the offset it shares through the database. */
async function startInstance(options: { retry?: { firstMs: number; maxMs: number } } = {}): Promise<TDatabaseClock> {
  const clock = createDatabaseClock({
    db: database.db,
    connection: { connectionString: testDatabase.url },
    logger: createLogger('silent'),
    base: createFixedClock(WALL),
    ...options,
  });
  await clock.start();
  opened.push(clock);
  return clock;
}

/**
 * Cuts every LISTEN connection on the test database, as a database restart or a proxy's idle cut
 * would, and returns once those server processes are gone (termination is only requested at first).
 */
async function cutListeningConnections(): Promise<void> {
  const admin = new Client({ connectionString: testDatabase.url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = \'LISTEN "sim_clock"\'',
    );
    const pids = rows.map((row) => row.pid);
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
    while ((await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1)', [pids])).rowCount) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    await admin.end();
  }
}

function nextChange(clock: TDatabaseClock): Promise<Date> {
  return new Promise((resolve) => {
    const stop = clock.onChange((now) => {
      stop();
      resolve(now);
    });
  });
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = openDatabase({ url: testDatabase.url, poolSize: 4, schema });
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((clock) => clock.close()));
  await database.pool.query('DELETE FROM sim_clock');
});
afterAll(async () => {
  await database.pool.end();
  await testDatabase.drop();
});

describe('the simulation clock shared through the database', () => {
  it('starts at wall time when the clock was never moved', async () => {
    const clock = await startInstance();
    expect(clock.now().toISOString()).toBe(WALL.toISOString());
  });

  it('moves another instance on the same database as soon as the notification arrives', async () => {
    const first = await startInstance();
    const second = await startInstance();
    const heard = nextChange(second);
    const target = new Date(WALL.getTime() + 3 * DAY_MS);
    expect((await first.update(() => target)).toISOString()).toBe(target.toISOString());
    expect((await heard).toISOString()).toBe(target.toISOString());
    expect(second.now().toISOString()).toBe(target.toISOString());
  });

  it('keeps the moved time across a restart', async () => {
    const before = await startInstance();
    await before.update((now) => new Date(now.getTime() + DAY_MS));
    await before.close();
    const after = await startInstance();
    expect(after.now().toISOString()).toBe(new Date(WALL.getTime() + DAY_MS).toISOString());
  });

  it('hears of moves made while its connection was down once it reconnects', async () => {
    const mover = await startInstance();
    const listener = await startInstance({ retry: { firstMs: 20, maxMs: 100 } });
    await cutListeningConnections();
    const heard = nextChange(listener);
    await mover.update((now) => new Date(now.getTime() + 2 * DAY_MS));
    expect((await heard).toISOString()).toBe(new Date(WALL.getTime() + 2 * DAY_MS).toISOString());
  });

  it('refuses to move back, judged by the time every instance agrees on', async () => {
    const first = await startInstance();
    const stale = await startInstance({ retry: { firstMs: 60_000, maxMs: 60_000 } });
    await cutListeningConnections();
    await first.update(() => new Date(WALL.getTime() + DAY_MS));
    expect(stale.now().toISOString()).toBe(WALL.toISOString());
    // `stale` has not heard of the move, yet the refusal holds: the rule reads the stored time under its lock.
    const back = moveClockForward({ clock: stale, to: new Date(WALL.getTime() + DAY_MS / 2) });
    await expect(back).rejects.toEqual(new AppError('ERR_SIM_0001'));
    const forward = await moveClockForward({ clock: stale, to: new Date(WALL.getTime() + 2 * DAY_MS) });
    expect(forward.toISOString()).toBe(new Date(WALL.getTime() + 2 * DAY_MS).toISOString());
  });
});
