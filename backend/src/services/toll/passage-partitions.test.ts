import { sql } from 'drizzle-orm';
import { recordPassage } from '../../test/factories/passages';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import type { TTestApp } from '../../test/test-app';
import {
  ensurePassagePartitions,
  isMissingPartitionError,
  partitionsAround,
  passagePartitionOf,
  preparePassagePartitions,
} from './passage-partitions';

// Partitions are tables of the database: these tests count them on a database of their own.
let t: TTestApp;

beforeAll(async () => {
  t = await createIsolatedTestApp();
});
afterAll(() => t.close());

type TAttached = { name: string; bounds: string };

async function attachedPartitions(): Promise<TAttached[]> {
  const result = await t.db.execute<TAttached>(sql`
    select child.relname as name, pg_get_expr(child.relpartbound, child.oid) as bounds
    from pg_inherits join pg_class child on child.oid = pg_inherits.inhrelid
    where pg_inherits.inhparent = 'passage'::regclass
    order by child.relname`);
  return result.rows;
}

describe('passage partitions: one per Bangkok month', () => {
  it('names the partition by the Bangkok month and bounds it at 00:00 Bangkok of the 1st', () => {
    expect(passagePartitionOf(new Date('2026-11-30T16:59:59.999Z'))).toEqual({
      name: 'passage_y2026m11',
      from: new Date('2026-10-31T17:00:00Z'),
      to: new Date('2026-11-30T17:00:00Z'),
    });
    expect(passagePartitionOf(new Date('2026-11-30T17:00:00Z')).name).toBe('passage_y2026m12');
    expect(passagePartitionOf(new Date('2027-02-10T00:00:00+07:00'))).toEqual({
      name: 'passage_y2027m02',
      from: new Date('2027-01-31T17:00:00Z'),
      to: new Date('2027-02-28T17:00:00Z'),
    });
    expect(partitionsAround(new Date('2027-01-01T00:00:00+07:00')).map((partition) => partition.name)).toEqual([
      'passage_y2026m12',
      'passage_y2027m01',
      'passage_y2027m02',
    ]);
  });

  it('attaches the month before, this month and the month after at start, once however often it runs', async () => {
    t.clock.set(new Date('2030-05-20T10:00:00+07:00'));
    expect(await preparePassagePartitions({ db: t.db, clock: t.clock })).toEqual([
      'passage_y2030m04',
      'passage_y2030m05',
      'passage_y2030m06',
    ]);
    expect(await preparePassagePartitions({ db: t.db, clock: t.clock })).toEqual([]);
    expect(await attachedPartitions()).toEqual(
      expect.arrayContaining([
        { name: 'passage_y2030m05', bounds: "FOR VALUES FROM ('2030-04-30 17:00:00+00') TO ('2030-05-31 17:00:00+00')" },
      ]),
    );
  });

  it('attaches the partition of a month the first time a passage of that month is recorded', async () => {
    t.clock.set(new Date('2031-03-01T00:00:05+07:00'));
    expect((await attachedPartitions()).map((partition) => partition.name)).not.toContain('passage_y2031m03');

    const passage = await recordPassage(t, { passedAt: new Date('2031-03-01T00:00:00+07:00') });

    expect((await attachedPartitions()).map((partition) => partition.name)).toEqual(expect.arrayContaining(['passage_y2031m03']));
    expect((await attachedPartitions()).map((partition) => partition.name)).not.toContain('passage_y2031m02');
    const [stored] = (await t.db.execute<{ id: string }>(sql`select id from passage_y2031m03`)).rows;
    expect(stored?.id).toBe(passage.id);
  });

  it('attaches a missing month once when instances ask for it at the same time', async () => {
    const month = [passagePartitionOf(new Date('2032-07-15T12:00:00+07:00'))];
    const created = await Promise.all([1, 2, 3].map(() => ensurePassagePartitions({ db: t.db, partitions: month })));

    expect(created.flat()).toEqual(['passage_y2032m07']);
  });

  it("knows PostgreSQL's refusal of a row without a partition from a violated check", async () => {
    const refusal = await t.db
      .execute(
        sql`insert into passage (passed_at, recorded_at, gantry_code, plaza_code, lane, plate, province, vehicle_class, price, is_member, billing_period)
      values ('2040-01-15T00:00:00Z', now(), 'G', 'P', 1, 'ก 1', '10', 1, 0, false, '2040-01-15')`,
      )
      .catch((error: unknown) => error);
    expect(isMissingPartitionError(refusal)).toBe(true);
    await ensurePassagePartitions({ db: t.db, partitions: [passagePartitionOf(new Date('2032-07-15T00:00:00Z'))] });
    const violation = await t.db
      .execute(
        sql`insert into passage (passed_at, recorded_at, gantry_code, plaza_code, lane, plate, province, vehicle_class, price, is_member, billing_period)
      values ('2032-07-15T00:00:00Z', now(), 'G', 'P', 1, 'ก 1', '10', 7, 0, false, '2032-07-15')`,
      )
      .catch((error: unknown) => error);
    expect(isMissingPartitionError(violation)).toBe(false);
    expect(isMissingPartitionError(new Error('no partition of relation "passage" found for row'))).toBe(false);
  });
});
