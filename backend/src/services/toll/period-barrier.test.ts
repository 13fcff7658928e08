import { sql } from 'drizzle-orm';
import { createCustomer } from '../../test/factories/customers';
import { recordPassage } from '../../test/factories/passages';
import { seedVehicle } from '../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import type { TTestApp } from '../../test/test-app';
import { ensurePassagePartitions, partitionsAround } from './passage-partitions';
import { lockOpenPeriods, periodLockKey, waitForRecordersOf } from './period-barrier';

// Advisory locks belong to their database: on a database of its own, no other test file's
// recording can hold or wait for these periods' locks.
let t: TTestApp;

beforeAll(async () => {
  t = await createIsolatedTestApp();
  // Partitions in place, so that no recording below is retried for want of one.
  await ensurePassagePartitions({ db: t.db, partitions: partitionsAround(new Date('2026-11-20T00:00:00+07:00')) });
});
afterAll(() => t.close());

/** Waits until some session of the database waits for an advisory lock. */
async function someoneWaitsForALock(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const waiting = await t.db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted`,
    );
    if ((waiting.rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('nobody waited for a lock');
}

/** A promise's state, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return done;
}

describe('the barrier between recording passages and cutting a period', () => {
  it('lets the cut of a period wait until a transaction still recording into it commits', async () => {
    t.clock.set(new Date('2026-11-30T23:59:59+07:00'));
    let commit: () => void = () => undefined;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let locked: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const recorder = t.db.transaction(async (tx) => {
      await lockOpenPeriods({ tx, clock: t.clock, periodsAt: () => ['2026-11-2'] });
      locked();
      await committed;
    });
    await holding;

    const cut = waitForRecordersOf({ db: t.db, period: '2026-11-2' });
    await someoneWaitsForALock();
    expect(await settled(cut)).toBe(false);
    // Another period's cut does not wait for it.
    await waitForRecordersOf({ db: t.db, period: '2026-12-1' });

    commit();
    await recorder;
    await cut;
  });

  it('sends a passage that waited for the cut into the next cycle, once the clock has passed the cut', async () => {
    const { customerId } = await createCustomer(t);
    t.clock.set(new Date('2026-11-20T10:00:00+07:00'));
    const car = await seedVehicle(t, customerId, { status: 'ACTIVE' });
    const lastSecond = new Date('2026-11-30T23:59:59+07:00');
    t.clock.set(lastSecond);

    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => undefined;
    const cutHolds = new Promise<void>((resolve) => (locked = resolve));
    const cut = t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${periodLockKey('2026-11-2')})`);
      locked();
      await released;
    });
    await cutHolds;

    const recording = recordPassage(t, { plate: car.plateNumber, passedAt: lastSecond });
    await someoneWaitsForALock();
    t.clock.set(new Date('2026-12-01T00:00:00.200+07:00'));
    release();
    await cut;

    expect(await recording).toMatchObject({ isMember: true, customerId, passedAt: lastSecond, billingPeriod: '2026-12-1' });
  });

  it('records into the cycle of the passage when no cut is under way', async () => {
    const { customerId } = await createCustomer(t);
    t.clock.set(new Date('2026-11-20T10:00:00+07:00'));
    const car = await seedVehicle(t, customerId, { status: 'ACTIVE' });
    t.clock.set(new Date('2026-11-30T23:59:59+07:00'));

    expect(await recordPassage(t, { plate: car.plateNumber })).toMatchObject({ billingPeriod: '2026-11-2' });
  });
});
