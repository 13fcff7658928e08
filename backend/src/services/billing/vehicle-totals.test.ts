import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { createMember, sessionTokenFor } from '../../test/factories/customers';
import { bearerHeaders } from '../../test/factories/http';
import { recordingOf, recordPassage, TEST_GANTRY } from '../../test/factories/passages';
import { seedVehicle } from '../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../test/test-app';
import { recordPassages } from '../toll/passage.service';
import { registerBillingJobs } from './billing-jobs';

// The totals per vehicle kept by the database (decision 0066) equal the passages counted afresh after
// everything that writes passages or invoices: recording one or a batch (a read sent twice counted
// once), a late read after the cut, the member cut, the non-members' daily cut, and a passage changed
// or removed by hand; and the migration's backfill gives the same rows.
let t: TTestApp;
let fleet: { customerId: string; plates: string[] };
let other: { customerId: string; plate: string };

const bangkok = (local: string) => new Date(`${local}+07:00`);
const CYCLE = '2026-11-1';
const NEXT_CYCLE = '2026-11-2';

type TTotalRow = {
  customer_id: string;
  billing_period: string;
  plate: string;
  province: string;
  passage_count: number;
  total_amount: number;
};

const ORDER = sql`order by customer_id, billing_period, plate, province`;

async function rows(statement: ReturnType<typeof sql>): Promise<TTotalRow[]> {
  const result = await t.db.execute<TTotalRow>(statement);
  return result.rows.map((row) => ({ ...row, passage_count: Number(row.passage_count), total_amount: Number(row.total_amount) }));
}

/** The member passages counted and summed per vehicle and period, as the kept totals must be. */
const counted = () =>
  rows(sql`select customer_id, billing_period, plate, province, count(*) as passage_count, sum(price) as total_amount
    from passage where is_member group by customer_id, billing_period, plate, province ${ORDER}`);

const kept = () =>
  rows(sql`select customer_id, billing_period, plate, province, passage_count, total_amount from passage_vehicle_total ${ORDER}`);

/** What the invoices bill, counted from the passages of each member invoice's period. */
const countedInvoiced = () =>
  rows(sql`select customer_id, billing_period, plate, province, count(*) as passage_count, sum(price) as total_amount
    from passage p where is_member and exists (
      select 1 from invoice i where i.kind = 'MEMBER' and i.customer_id = p.customer_id and i.billing_period = p.billing_period)
    group by customer_id, billing_period, plate, province ${ORDER}`);

const keptInvoiced = () =>
  rows(sql`select customer_id, billing_period, plate, province, passage_count, total_amount from member_invoice_vehicle_total ${ORDER}`);

async function expectKeptEqualCounted(): Promise<void> {
  expect(await kept()).toEqual(await counted());
  expect(await keptInvoiced()).toEqual(await countedInvoiced());
}

async function moveClock(to: Date): Promise<void> {
  const moved = await request(t.app).put('/simservice/api/v1/clock').set(commonHeaders()).send({ now: to.toISOString() });
  expect(moved.status).toBe(200);
}

async function pageOf<T>(path: string): Promise<T> {
  const token = await sessionTokenFor(t, { customerId: fleet.customerId });
  const res = await request(t.app).get(`/invoiceservice/api/v1${path}`).query({ vehiclePageSize: 500 }).set(bearerHeaders(token));
  expect(res.status).toBe(200);
  return res.body.data as T;
}

type TTotals = { passageCount: number; totalAmount: number; vehicles: { plate: string; passageCount: number; totalAmount: number }[] };

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2026-11-01T08:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  const owner = await createMember(t, { type: 'JURISTIC' });
  const plates: string[] = [];
  for (const category of ['C1', 'C2', 'C1'] as const) {
    plates.push((await seedVehicle(t, owner.customerId, { status: 'ACTIVE', categoryGroup: category })).plateNumber);
  }
  fleet = { customerId: owner.customerId, plates };
  const stranger = await createMember(t);
  other = { customerId: stranger.customerId, plate: (await seedVehicle(t, stranger.customerId, { status: 'ACTIVE' })).plateNumber };
  t.clock.set(bangkok('2026-11-10T08:00:00'));
});
afterAll(() => t.close());

describe('the totals per vehicle kept by the database', () => {
  it('equal the passages after recording one at a time and in a batch, a read sent twice counted once', async () => {
    await recordPassage(t, { plate: fleet.plates[0], passedAt: bangkok('2026-11-03T07:00:00') });
    await recordPassage(t, { plate: other.plate, passedAt: bangkok('2026-11-03T07:30:00') });
    const reading = (plate: string, local: string) => ({
      gantryCode: TEST_GANTRY,
      lane: 1,
      plate,
      province: '10',
      passedAt: bangkok(local),
    });
    const batch = [
      reading(fleet.plates[0] ?? '', '2026-11-04T07:00:00'),
      reading(fleet.plates[1] ?? '', '2026-11-04T08:00:00'),
      reading(fleet.plates[1] ?? '', '2026-11-05T08:00:00'),
      reading(fleet.plates[2] ?? '', '2026-11-05T09:00:00'),
      reading(fleet.plates[2] ?? '', '2026-11-05T09:00:00'),
      { ...reading('ฮฮ 4242', '2026-11-05T10:00:00'), vehicleClass: 1 as const },
    ];
    const outcomes = await recordPassages({ ...recordingOf(t), readings: batch });
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    await recordPassages({ ...recordingOf(t), readings: batch.slice(0, 2) });
    const fleetTotals = (await kept()).filter((row) => row.customer_id === fleet.customerId);
    expect(Object.fromEntries(fleetTotals.map((row) => [row.plate, row.passage_count]))).toEqual({
      [fleet.plates[0] ?? '']: 2,
      [fleet.plates[1] ?? '']: 2,
      [fleet.plates[2] ?? '']: 1,
    });
    await expectKeptEqualCounted();
  });

  it('answer the accruals page, the same as the passages counted', async () => {
    const accruals = await pageOf<TTotals>('/accruals');
    const fresh = (await counted()).filter((row) => row.customer_id === fleet.customerId);
    expect(accruals.passageCount).toBe(fresh.reduce((sum, row) => sum + row.passage_count, 0));
    expect(accruals.totalAmount).toBe(fresh.reduce((sum, row) => sum + row.total_amount, 0));
    expect(accruals.vehicles.map(({ plate, passageCount, totalAmount }) => ({ plate, passageCount, totalAmount }))).toEqual(
      fresh.map((row) => ({ plate: row.plate, passageCount: row.passage_count, totalAmount: row.total_amount })),
    );
  });

  it("are copied into the invoice by the cut, in the same statement; a late read goes to the next cycle's totals", async () => {
    await moveClock(bangkok('2026-11-16T00:30:00'));
    await recordPassage(t, { plate: fleet.plates[1], passedAt: bangkok('2026-11-15T23:50:00') });
    await recordPassage(t, { plate: fleet.plates[1], passedAt: bangkok('2026-11-16T00:10:00') });
    await expectKeptEqualCounted();
    const invoiced = await keptInvoiced();
    expect(new Set(invoiced.map((row) => row.billing_period))).toEqual(new Set([CYCLE]));
    expect(new Set(invoiced.map((row) => row.customer_id))).toEqual(new Set([fleet.customerId, other.customerId]));
    const [invoice] = (
      await t.db.execute<{ invoice_no: string; passage_count: number; toll_amount: string }>(
        sql`select invoice_no, passage_count, toll_amount from invoice where customer_id = ${fleet.customerId} and billing_period = ${CYCLE}`,
      )
    ).rows;
    const detail = await pageOf<TTotals & { vehicleCount: number }>(`/invoices/${invoice?.invoice_no ?? ''}`);
    expect(detail.vehicleCount).toBe(3);
    expect(detail.vehicles.reduce((sum, vehicle) => sum + vehicle.passageCount, 0)).toBe(invoice?.passage_count);
    expect(detail.vehicles.reduce((sum, vehicle) => sum + vehicle.totalAmount, 0)).toBe(Number(invoice?.toll_amount));
    const accruals = await pageOf<TTotals & { cycle: { id: string } }>('/accruals');
    expect(accruals).toMatchObject({ cycle: { id: NEXT_CYCLE }, passageCount: 2, vehicles: [{ plate: fleet.plates[1], passageCount: 2 }] });
  });

  it("stay equal after the non-members' daily cut and the ladder's steps", async () => {
    await moveClock(bangkok('2026-11-30T00:30:00'));
    await expectKeptEqualCounted();
    const invoices = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from invoice where kind = 'NON_MEMBER'`);
    expect(invoices.rows[0]?.n).toBeGreaterThan(0);
  });

  it('follow a passage re-priced, moved to another vehicle or removed by hand', async () => {
    await t.db.execute(
      sql`update passage set price = price + 500 where customer_id = ${fleet.customerId} and billing_period = ${NEXT_CYCLE} and passed_at = ${bangkok('2026-11-16T00:10:00')}`,
    );
    await expectKeptEqualCounted();
    await t.db.execute(
      sql`update passage set plate = ${fleet.plates[0] ?? ''} where customer_id = ${fleet.customerId} and billing_period = ${NEXT_CYCLE} and passed_at = ${bangkok('2026-11-15T23:50:00')}`,
    );
    await expectKeptEqualCounted();
    await t.db.execute(sql`delete from passage where customer_id = ${fleet.customerId} and billing_period = ${NEXT_CYCLE}`);
    expect((await kept()).filter((row) => row.billing_period === NEXT_CYCLE)).toEqual([]);
    await expectKeptEqualCounted();
  });

  it("are what the migration's backfill writes from the passages and invoices already there", async () => {
    const before = { kept: await kept(), invoiced: await keptInvoiced() };
    expect(before.invoiced.length).toBeGreaterThan(0);
    const migration = readFileSync(path.resolve(__dirname, '../../../../db/migrations/0026_fleet_vehicle_totals.sql'), 'utf8');
    const backfill = migration
      .slice(migration.indexOf('-- The passages recorded before this migration'))
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim());
    expect(backfill).toHaveLength(2);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`delete from passage_vehicle_total`);
      await tx.execute(sql`delete from member_invoice_vehicle_total`);
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });
    expect(await kept()).toEqual(before.kept);
    expect(await keptInvoiced()).toEqual(before.invoiced);
  });
});
