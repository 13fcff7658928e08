/**
 * `npm run bench:billing`: the member cycle cut (`cutMemberCycle`, the code the billing job runs)
 * against the bare SQL floor, on one fresh embedded PostgreSQL, then the same cut again while
 * members read their accruals from the project running on the same database.
 *
 * The data (data.ts) is written set-based into the owning modules' tables by this benchmark only.
 * The cycle cut is the one that ended last before now: a fresh database's job runner starts
 * counting from its first start, so it never cuts that cycle itself, and the members' accrual
 * list shows its passages until the cut has invoiced them, as at 00:00 on a real 1st or 16th.
 *
 * The cut and the floor are timed with nothing else running, so their ratio compares like with
 * like; the accrual calls load the same two cores, so the latency is measured on a second cut of
 * the same passages, after the first cut's invoices are deleted.
 *
 * Settings (environment):
 *   BENCH_ACCOUNTS             member accounts (default 100000)
 *   BENCH_PASSAGES             member passages in the cycle (default 1000000)
 *   BENCH_ACCRUALS_PER_SECOND  accrual calls a second during the latency measurement (default 50)
 *   BENCH_EXPLAIN              when set, prints EXPLAIN (ANALYZE, BUFFERS) of the cut's first slice
 *                              and of the floor, run once more at the end on the same data and rolled back
 */
import os from 'node:os';
import type { Logger as TQueryLogger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import type { TBillingRules } from '@mflow/contracts/billing/billing-rules';
import { addDays, bangkokDateOf, startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import { billingCycleOf, type TBillingCycle } from '@mflow/contracts/time/billing-cycle';
import * as schema from '../../db/schema';
import { hashSecret } from '../../backend/src/services/credentials/passwords';
import { cutMemberCycle } from '../../backend/src/services/billing/billing-cut';
import { currentBillingRules } from '../../backend/src/services/billing/billing-rules.service';
import { withBenchWorld } from '../bench-world';
import { wholeNumber } from '../env-settings';
import { percentile, timed } from '../timing';
import { accrualsOf, signInMembers, startAccrualsProbe, type TSample } from './accruals-probe';
import { benchMemberEmail, insertMemberPassages, insertMembers, MAX_BENCH_PLATES } from './data';

const TARGET = { seconds: 5, ratio: 3 };
const PASSWORD = 'Bench-member-1';
/** Members whose accruals are read, in turn: enough that no single session's rows stay hot. */
const PROBED_MEMBERS = 20;
const WARMUP_SECONDS = 2;
const BEFORE_SECONDS = 5;

type TSettings = { accounts: number; passages: number; perSecond: number; explain: boolean };

function settings(): TSettings {
  return {
    accounts: wholeNumber('BENCH_ACCOUNTS', 100_000, MAX_BENCH_PLATES),
    passages: wholeNumber('BENCH_PASSAGES', 1_000_000, 1_000_000_000),
    perSecond: wholeNumber('BENCH_ACCRUALS_PER_SECOND', 50, 1_000),
    explain: Boolean(process.env.BENCH_EXPLAIN),
  };
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const grouped = (value: number) => value.toLocaleString('en-US');
const say = (line: string) => process.stdout.write(`${line}\n`);
const pause = (wait: number) => new Promise((resolve) => setTimeout(resolve, wait * 1000));

function latencyLine(label: string, samples: TSample[]): string {
  const failed = samples.filter((sample) => !sample.ok).length;
  const ms = samples.map((sample) => sample.ms);
  const max = Math.max(...ms);
  return `  ${label.padEnd(7)} p50 ${percentile(ms, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(ms, 99).toFixed(1).padStart(6)} ms  max ${max.toFixed(1).padStart(6)} ms  (${samples.length} calls, ${failed} failed)`;
}

/**
 * Watches the statements drizzle sends: when each slice of the cut started (a slice lasts until
 * the next one starts), and the first slice's statement as sent, to EXPLAIN it afterwards.
 */
function sliceRecorder(): TQueryLogger & {
  first(): { query: string; params: unknown[] } | undefined;
  startsSince(instant: number): number[];
} {
  let first: { query: string; params: unknown[] } | undefined;
  const starts: number[] = [];
  return {
    logQuery(query, params) {
      if (!query.includes('insert into "invoice"')) return;
      starts.push(performance.now());
      first ??= { query, params };
    },
    first: () => first,
    startsSince: (instant) => starts.filter((start) => start >= instant),
  };
}

async function explain(pool: Pool, statement: string, params: unknown[]): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement}`, params);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
    client.release();
  }
}

/** Every member has one invoice for the cycle, and together they bill exactly the cycle's passages. */
async function checkInvoices(pool: Pool, cycle: TBillingCycle, cut: { invoices: number }): Promise<void> {
  const expected = await pool.query<{ accounts: string; passages: string; toll: string }>(
    'select count(distinct customer_id) as accounts, count(*) as passages, sum(price) as toll from passage where billing_period = $1 and is_member',
    [cycle.id],
  );
  const issued = await pool.query<{ invoices: string; customers: string; passages: string; toll: string }>(
    'select count(*) as invoices, count(distinct customer_id) as customers, sum(passage_count) as passages, sum(toll_amount) as toll from invoice where billing_period = $1',
    [cycle.id],
  );
  const want = expected.rows[0];
  const got = issued.rows[0];
  const matches =
    want &&
    got &&
    want.accounts === got.invoices &&
    want.accounts === got.customers &&
    want.passages === got.passages &&
    want.toll === got.toll;
  if (!matches || cut.invoices !== Number(want.accounts)) {
    throw new Error(
      `the cut does not match the passages: expected ${JSON.stringify(want)}, invoiced ${JSON.stringify(got)}, cut answered ${JSON.stringify(cut)}`,
    );
  }
}

/** Deletes the cycle's invoices so the same passages can be cut again; vacuumed and checkpointed, as before the first cut. */
async function undoCut(pool: Pool, cycle: TBillingCycle): Promise<void> {
  await pool.query('delete from invoice where billing_period = $1', [cycle.id]);
  await pool.query('vacuum analyze invoice');
  await pool.query('checkpoint');
}

async function main(): Promise<void> {
  const { accounts, passages, perSecond, explain: wantsExplain } = settings();
  const loadAtStart = os.loadavg();
  const cycle = billingCycleOf(addDays(billingCycleOf(bangkokDateOf(new Date())).start, -1));
  const cutAt = startOfBangkokDay(addDays(cycle.end, 1));
  say(
    `Billing cut benchmark: ${grouped(accounts)} accounts, ${grouped(passages)} member passages in cycle ${cycle.id} (${cycle.start} to ${cycle.end})`,
  );
  say('Starting PostgreSQL and the project (migrated and seeded as npm start does)...');
  await withBenchWorld('mflow-bench-billing-', {}, async ({ project, pool, close }) => {
    const recorder = sliceRecorder();
    const db = drizzle(pool, { schema, casing: 'snake_case', logger: recorder });

    const members = await timed(async () =>
      insertMembers(db.$client, { accounts, passwordHash: await hashSecret(PASSWORD), at: startOfBangkokDay(addDays(cycle.start, -30)) }),
    );
    const written = await timed(() => insertMemberPassages(db.$client, { count: passages, cycle }));
    // As autovacuum would have done over the cycle's two weeks: hint bits set, statistics current.
    const vacuumed = await timed(() => db.$client.query('vacuum analyze passage, customer, vehicle, invoice'));
    // The load wrote in seconds what gantries write over two weeks: its checkpoint is done now rather than during the measurements.
    await db.$client.query('checkpoint');
    say(`Data: members ${seconds(members.ms)} s, passages ${seconds(written.ms)} s, vacuum analyze ${seconds(vacuumed.ms)} s`);

    // A plain table, logged like `invoice`, without indexes: what reading the passages and writing the groups alone cost.
    await db.$client.query(
      'create table bench_floor (customer_id uuid not null, passage_count integer not null, toll_amount bigint not null)',
    );
    const floorStatement = `insert into bench_floor (customer_id, passage_count, toll_amount)
      select customer_id, count(*), sum(price) from passage where billing_period = $1 and is_member group by customer_id`;
    const floor = async (settingsForPlanner: string[] = []) => {
      await db.$client.query('truncate bench_floor');
      const client = await db.$client.connect();
      try {
        return (
          await timed(async () => {
            await client.query('begin');
            for (const setting of settingsForPlanner) await client.query(`set local ${setting}`);
            await client.query(floorStatement, [cycle.id]);
            await client.query('commit');
          })
        ).ms;
      } finally {
        client.release();
      }
    };
    const rules: TBillingRules = await currentBillingRules({ db });
    const cut = () => cutMemberCycle({ db, period: cycle.id, lastServiceDate: cycle.end, at: cutAt, rules });

    const floorBefore = await floor();
    const quietStarted = performance.now();
    const quiet = await timed(cut);
    const quietEnded = performance.now();
    const slices = recorder.startsSince(quietStarted).map((start, i, starts) => (starts[i + 1] ?? quietEnded) - start);
    await checkInvoices(db.$client, cycle, quiet.value);
    const floorAfter = await floor();
    // PostgreSQL plans the floor as an index scan in customer order; the same statement read sequentially shows what that choice costs.
    const floorSequential = await floor(['enable_indexscan = off', 'enable_bitmapscan = off']);
    // What the invoices alone cost to write, with invoice's columns and indexes, read from the rows the cut wrote instead of computed from passages.
    await db.$client.query('create table bench_invoice_copy (like invoice including all)');
    const invoiceWrite = await timed(() =>
      db.$client.query('insert into bench_invoice_copy select * from invoice where billing_period = $1', [cycle.id]),
    );
    await db.$client.query('drop table bench_invoice_copy');

    await undoCut(db.$client, cycle);
    const step = Math.max(1, Math.floor(accounts / PROBED_MEMBERS));
    const emails = Array.from({ length: Math.min(PROBED_MEMBERS, accounts) }, (_, i) => benchMemberEmail(1 + i * step));
    const tokens = await signInMembers(project.url, emails, PASSWORD);
    const firstToken = tokens[0] ?? '';
    if ((await accrualsOf(project.url, firstToken)).passageCount === 0)
      throw new Error('the probed member has no accrued passages: the accrual list would not read what the cut invoices');
    // Unmeasured: the first calls compile the route's code paths and fill the session caches.
    const warm = startAccrualsProbe({ baseUrl: project.url, tokens, perSecond });
    await pause(WARMUP_SECONDS);
    await warm.stop();
    const idle = startAccrualsProbe({ baseUrl: project.url, tokens, perSecond });
    await pause(BEFORE_SECONDS);
    const before = await idle.stop();
    const busy = startAccrualsProbe({ baseUrl: project.url, tokens, perSecond });
    const loadedStart = performance.now();
    const loaded = await timed(cut);
    const during = (await busy.stop()).filter((sample) => sample.startedAt >= loadedStart && sample.startedAt <= loadedStart + loaded.ms);
    await checkInvoices(db.$client, cycle, loaded.value);
    const accruedAfter = await accrualsOf(project.url, firstToken);
    if (accruedAfter.passageCount !== 0)
      throw new Error(`the probed member still shows ${accruedAfter.passageCount} accrued passages after the cut`);

    const plans: string[] = [];
    const slice = recorder.first();
    if (wantsExplain && slice) {
      // The slice must find no invoice of the cycle yet to do its real work.
      await undoCut(db.$client, cycle);
      await db.$client.query('truncate bench_floor');
      plans.push(`EXPLAIN (ANALYZE, BUFFERS) of the cut's first slice:\n${await explain(db.$client, slice.query, slice.params)}`);
      plans.push(`EXPLAIN (ANALYZE, BUFFERS) of the floor:\n${await explain(db.$client, floorStatement, [cycle.id])}`);
    }
    const loadAtEnd = os.loadavg();
    await close();

    const floorMs = (floorBefore + floorAfter) / 2;
    const ratio = quiet.ms / floorMs;
    say('');
    for (const plan of plans) say(`${plan}\n`);
    say(
      `floor  one INSERT ... SELECT ... GROUP BY into a plain logged table: ${seconds(floorBefore)} s before the cut, ${seconds(floorAfter)} s after (mean ${seconds(floorMs)} s)`,
    );
    say(
      `       the same read sequentially (index scans off, hash aggregate): ${seconds(floorSequential)} s; the cut is ${(quiet.ms / floorSequential).toFixed(2)}x that`,
    );
    say(
      `       the cut's invoices copied into a table like invoice (same columns and indexes), one statement: ${seconds(invoiceWrite.ms)} s`,
    );
    say(
      `cut    cutMemberCycle, ${slices.length} slices: ${seconds(quiet.ms)} s for ${grouped(quiet.value.invoices)} invoices, ${grouped(quiet.value.passages)} passages, ${grouped(quiet.value.tollAmount)} satang`,
    );
    say(`       slices (ms, in order): ${slices.map((ms) => Math.round(ms)).join(' ')}`);
    say(`       again while members read their accruals: ${seconds(loaded.ms)} s`);
    say(`accruals (GET /invoiceservice/api/v1/accruals, ${tokens.length} members in turn, ${perSecond} calls a second):`);
    say(latencyLine('before', before));
    say(latencyLine('during', during));
    say(
      `load average at start ${loadAtStart.map((value) => value.toFixed(2)).join(' ')}, at end ${loadAtEnd.map((value) => value.toFixed(2)).join(' ')}`,
    );
    say(
      `target: at most ${TARGET.seconds} s and ${TARGET.ratio}x the floor: ${quiet.ms <= TARGET.seconds * 1000 && ratio <= TARGET.ratio ? 'met' : 'missed'}`,
    );
    say(`billing cut ${seconds(quiet.ms)} s ratio ${ratio.toFixed(2)}`);
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:billing failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
