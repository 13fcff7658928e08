/**
 * `npm run bench:fleet`: a fleet's member pages and exports against their floors, on one fresh
 * embedded PostgreSQL with the project on it (issue 24, decisions 0049 and 0050).
 *
 * The demo company (siamlogistics@mflow.local) is given BENCH_VEHICLES ACTIVE vehicles and
 * BENCH_PASSAGES member passages of the last ended billing cycle, written set-based (data.ts; test
 * tooling only). A fresh database's job runner never cuts that cycle, so its passages are the
 * company's accruals until the benchmark runs the cut itself (cutMemberCycle, as the job does);
 * then the same passages are one invoice.
 *
 * Each page is called as the portal calls it, BENCH_CALLS times in turn with its floor: the same
 * rows read by one plain SQL statement from this process. It prints each page's p50 and p99, the
 * bytes of its answer, the floor's p50 and the ratio. Each CSV export is downloaded BENCH_EXPORTS
 * times beside its floor (the same rows and columns, one statement, every row fetched), while the
 * backend's resident memory is read from /proc/<pid>/status every 10 ms: the growth is the peak
 * during the export less the value just before it.
 *
 * Settings (environment):
 *   BENCH_VEHICLES   vehicles of the company (default 1000)
 *   BENCH_PASSAGES   member passages in the cycle (default 100000)
 *   BENCH_CALLS      calls of each page, and of its floor (default 30)
 *   BENCH_EXPORTS    downloads of each export, and runs of its floor (default 3; 0 skips the exports)
 *   BENCH_EXPLAIN    when set, prints EXPLAIN (ANALYZE, BUFFERS) of the reads' statements
 *   BENCH_CPU_PROF_DIR  runs the project under node --cpu-prof and writes its profile there
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { addDays, bangkokDateOf, startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import { billingCycleOf } from '@mflow/contracts/time/billing-cycle';
import * as schema from '../../db/schema';
import { cutMemberCycle } from '../../backend/src/services/billing/billing-cut';
import { currentBillingRules } from '../../backend/src/services/billing/billing-rules.service';
import { accrualTotalsPage, invoiceTotalsPage } from '../../backend/src/services/billing/fleet-reads';
import { linePage } from '../../backend/src/services/toll/passage-lines';
import { withBenchWorld } from '../bench-world';
import { signInMembers } from '../billing/accruals-probe';
import { MAX_BENCH_PLATES } from '../billing/data';
import { insertFleet, insertFleetPassages } from './data';

const COMPANY = { email: 'siamlogistics@mflow.local', password: 'MflowDemo1' };
const TARGET = { firstAnswerMs: 200, bigFirstAnswerMs: 300, bytes: 200 * 1024, csvSeconds: 3, csvRatio: 3, memoryMb: 50 };
const WARM_CALLS = 3;

function wholeNumber(name: string, fallback: number, max: number, min = 1): number {
  const raw = process.env[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not ${raw}`);
  return value;
}

const settings = () => ({
  vehicles: wholeNumber('BENCH_VEHICLES', 1000, MAX_BENCH_PLATES),
  passages: wholeNumber('BENCH_PASSAGES', 100_000, 100_000_000),
  calls: wholeNumber('BENCH_CALLS', 30, 10_000),
  exports: wholeNumber('BENCH_EXPORTS', 3, 100, 0),
  explain: Boolean(process.env.BENCH_EXPLAIN),
  cpuProfileDir: process.env.BENCH_CPU_PROF_DIR ? path.resolve(process.env.BENCH_CPU_PROF_DIR) : undefined,
});

const say = (line: string) => process.stdout.write(`${line}\n`);
const grouped = (value: number) => value.toLocaleString('en-US');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

function commonHeaders(): Record<string, string> {
  return {
    transactionId: `T${Date.now()}0123456789`,
    requestDate: new Date().toISOString(),
    language: 'EN',
    source: 'WEB',
    systemCode: 'M00000',
  };
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** The backend's resident memory in bytes, from /proc (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? Number.NaN) * 1024;
}

type TPageFigure = { label: string; p50: number; p99: number; bytes: number; floorP50: number };
type TExportFigure = { label: string; ms: number[]; floorMs: number[]; bytes: number; growth: number[] };

async function main(): Promise<void> {
  const config = settings();
  const loadAtStart = os.loadavg();
  const cycle = billingCycleOf(addDays(billingCycleOf(bangkokDateOf(new Date())).start, -1));
  say(
    `Fleet benchmark: the demo company with ${grouped(config.vehicles)} vehicles and ${grouped(config.passages)} passages in cycle ${cycle.id} (${cycle.start} to ${cycle.end})`,
  );
  say('Starting PostgreSQL and the project (migrated and seeded as npm start does)...');
  await withBenchWorld('mflow-bench-fleet-', { cpuProfileDir: config.cpuProfileDir }, async ({ project, pool, close }) => {
    const pid = project.pid;
    if (pid === undefined) throw new Error('the project has no process id to read its memory from');
    const db = drizzle(pool, { schema, casing: 'snake_case' });
    const company = await pool.query<{ id: string }>('select id from customer where email = $1', [COMPANY.email]);
    const customerId = company.rows[0]?.id;
    if (!customerId) throw new Error(`the demo company ${COMPANY.email} is not in the seeded data`);

    const written = await timed(async () => {
      await insertFleet(db.$client, { customerId, vehicles: config.vehicles, at: startOfBangkokDay(addDays(cycle.start, -30)) });
      await insertFleetPassages(db.$client, { count: config.passages, cycle });
      await db.$client.query('vacuum analyze passage, vehicle, invoice');
      await db.$client.query('checkpoint');
    });
    say(`Data written, vacuumed and analysed in ${(written.ms / 1000).toFixed(1)} s`);
    const [token = ''] = await signInMembers(project.url, [COMPANY.email], COMPANY.password);
    const base = `${project.url}/invoiceservice/api/v1`;
    const headers = { ...commonHeaders(), Authorization: `Bearer ${token}` };
    const plate =
      (await pool.query<{ plate: string }>("select min(plate_number) as plate from vehicle where reference_code like 'VF%'")).rows[0]
        ?.plate ?? '';

    const call = async (pathAndQuery: string): Promise<{ ms: number; bytes: number; body: Buffer }> => {
      const started = performance.now();
      const response = await fetch(`${base}${pathAndQuery}`, { headers });
      const body = Buffer.from(await response.arrayBuffer());
      if (!response.ok) throw new Error(`GET ${pathAndQuery}: ${response.status} ${body.toString('utf8').slice(0, 500)}`);
      return { ms: performance.now() - started, bytes: body.length, body };
    };
    const floorOf = async (statement: string, params: unknown[]) => (await timed(() => pool.query(statement, params))).ms;

    const pages: TPageFigure[] = [];
    const page = async (label: string, pathAndQuery: string, floor: { statement: string; params: unknown[] }) => {
      for (let n = 0; n < WARM_CALLS; n += 1) {
        await call(pathAndQuery);
        await floorOf(floor.statement, floor.params);
      }
      const ms: number[] = [];
      const floorMs: number[] = [];
      let bytes = 0;
      for (let n = 0; n < config.calls; n += 1) {
        const answer = await call(pathAndQuery);
        ms.push(answer.ms);
        bytes = answer.bytes;
        floorMs.push(await floorOf(floor.statement, floor.params));
      }
      pages.push({ label, p50: percentile(ms, 50), p99: percentile(ms, 99), bytes, floorP50: percentile(floorMs, 50) });
    };

    const exportsMeasured: TExportFigure[] = [];
    const exportOf = async (label: string, pathAndQuery: string, floor: { statement: string; params: unknown[] }) => {
      if (config.exports === 0) return;
      const figure: TExportFigure = { label, ms: [], floorMs: [], bytes: 0, growth: [] };
      for (let n = 0; n < config.exports; n += 1) {
        const before = rssOf(pid);
        let peak = before;
        const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 10);
        const started = performance.now();
        const response = await fetch(`${base}${pathAndQuery}`, { headers });
        if (!response.ok || !response.body) throw new Error(`GET ${pathAndQuery}: ${response.status}`);
        let bytes = 0;
        const reader = response.body.getReader();
        for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.length;
        figure.ms.push(performance.now() - started);
        clearInterval(sampler);
        peak = Math.max(peak, rssOf(pid));
        figure.growth.push(peak - before);
        figure.bytes = bytes;
        figure.floorMs.push(await floorOf(floor.statement, floor.params));
      }
      exportsMeasured.push(figure);
    };

    const linesColumns = `p.id, p.passed_at, p.plaza_code, z.name_th, z.name_en, p.gantry_code, p.lane, p.plate, p.province, p.vehicle_class, p.price
      from passage p join toll_plaza z on z.code = p.plaza_code`;
    // Every vehicle of the period: a page of vehicles carries the totals of the whole period and the count of its vehicles.
    // The totals are kept (decision 0066), so the floor reads the kept rows; `recountFloor` is what it was before, the
    // period's passages counted afresh.
    const keptTotalsFloor = (table: string) => ({
      statement: `select plate, province, passage_count, total_amount from ${table}
        where customer_id = $1 and billing_period = $2 order by plate, province`,
      params: [customerId, cycle.id],
    });
    const recountFloor = {
      statement: `select plate, province, count(*), sum(price) from passage
        where customer_id = $1 and billing_period = $2 and is_member group by plate, province order by plate, province`,
      params: [customerId, cycle.id],
    };
    const firstLinesFloor = {
      statement: `select ${linesColumns} where p.customer_id = $1 and p.billing_period = $2 and p.is_member order by p.passed_at, p.id limit 101`,
      params: [customerId, cycle.id],
    };
    const vehicleLinesFloor = {
      statement: `select ${linesColumns} where p.customer_id = $1 and p.billing_period = $2 and p.is_member and p.plate = $3 and p.province = '10'
        order by p.passed_at, p.id limit 101`,
      params: [customerId, cycle.id, plate],
    };
    const from = startOfBangkokDay(cycle.start);
    const to = startOfBangkokDay(addDays(cycle.end, 1));
    const historyFloor = {
      statement: `select ${linesColumns} where p.customer_id = $1 and p.passed_at >= $2 and p.passed_at < $3 order by p.passed_at desc, p.id desc limit 101`,
      params: [customerId, from, to],
    };
    const allLinesFloor = (where: string, params: unknown[]) => ({
      statement: `select ${linesColumns} where ${where} order by p.plate, p.province, p.passed_at, p.id`,
      params,
    });
    const plateQuery = `plate=${encodeURIComponent(plate)}&province=10`;
    const range = `from=${cycle.start}&to=${cycle.end}`;

    say('Accruals (before the cut)...');
    await page('GET /accruals (totals, 100 vehicles)', '/accruals', keptTotalsFloor('passage_vehicle_total'));
    await page('GET /accruals/lines (first 100)', '/accruals/lines', firstLinesFloor);
    await page('GET /accruals/lines one vehicle', `/accruals/lines?${plateQuery}`, vehicleLinesFloor);
    await page('GET /passages (history, first 100)', `/passages?${range}`, historyFloor);
    const historyCursor = (JSON.parse((await call(`/passages?${range}`)).body.toString('utf8')) as { data: { nextCursor: string } }).data
      .nextCursor;
    await page('GET /passages (history, 2nd page)', `/passages?${range}&cursor=${encodeURIComponent(historyCursor)}`, historyFloor);

    say('The cut...');
    const rules = await currentBillingRules({ db });
    const cut = await timed(() =>
      cutMemberCycle({ db, period: cycle.id, lastServiceDate: cycle.end, at: startOfBangkokDay(addDays(cycle.end, 1)), rules }),
    );
    const invoiceNo = (
      await pool.query<{ invoice_no: string }>('select invoice_no from invoice where customer_id = $1 and billing_period = $2', [
        customerId,
        cycle.id,
      ])
    ).rows[0]?.invoice_no;
    if (!invoiceNo) throw new Error('the cut issued no invoice for the company');
    await pool.query('vacuum analyze invoice');

    say('The invoice...');
    await page('GET /invoices/{no} (totals + first 100)', `/invoices/${invoiceNo}`, keptTotalsFloor('member_invoice_vehicle_total'));
    const recountMs: number[] = [];
    for (let n = 0; n < Math.min(config.calls, 10); n += 1) recountMs.push(await floorOf(recountFloor.statement, recountFloor.params));
    const firstPage = JSON.parse((await call(`/invoices/${invoiceNo}/lines`)).body.toString('utf8')) as { data: { nextCursor: string } };
    await page(
      'GET /invoices/{no}/lines (2nd page)',
      `/invoices/${invoiceNo}/lines?cursor=${encodeURIComponent(firstPage.data.nextCursor)}`,
      firstLinesFloor,
    );
    await page('GET /invoices/{no}/lines one vehicle', `/invoices/${invoiceNo}/lines?${plateQuery}`, vehicleLinesFloor);

    say('Exports...');
    await exportOf(
      'GET /invoices/{no}/lines.csv',
      `/invoices/${invoiceNo}/lines.csv`,
      allLinesFloor('p.customer_id = $1 and p.billing_period = $2 and p.is_member', [customerId, cycle.id]),
    );
    await exportOf(
      'GET /invoices/{no}/lines.xlsx',
      `/invoices/${invoiceNo}/lines.xlsx`,
      allLinesFloor('p.customer_id = $1 and p.billing_period = $2 and p.is_member', [customerId, cycle.id]),
    );
    await exportOf(
      'GET /passages.csv (the cycle)',
      `/passages.csv?${range}`,
      allLinesFloor('p.customer_id = $1 and p.passed_at >= $2 and p.passed_at < $3', [customerId, from, to]),
    );

    const plans: string[] = [];
    if (config.explain) {
      const explain = async (label: string, statement: string, params: unknown[]) => {
        const result = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement}`, params);
        plans.push(`EXPLAIN (ANALYZE, BUFFERS) ${label}:\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
      };
      // The project's own statements, as drizzle sends them, run here once each to catch their text.
      const sent: { query: string; params: unknown[] }[] = [];
      const recording = drizzle(pool, {
        schema,
        casing: 'snake_case',
        logger: { logQuery: (query, params) => sent.push({ query, params }) },
      });
      const scope = { customerId, periods: [cycle.id] as [string] };
      const explainSent = async (label: string, run: () => Promise<unknown>) => {
        sent.length = 0;
        await run();
        const statement = sent.at(-1);
        if (statement) await explain(label, statement.query, statement.params);
      };
      const firstVehicles = { vehiclePage: 1, vehiclePageSize: 100 };
      await explainSent("invoiceTotalsPage (the invoice page's totals per vehicle, as the cut kept them)", () =>
        invoiceTotalsPage({ db: recording, invoice: { customerId, billingPeriod: cycle.id }, query: firstVehicles }),
      );
      await explainSent('accrualTotalsPage over the same period (the totals kept as passages are recorded)', () =>
        accrualTotalsPage({ db: recording, scope, query: firstVehicles }),
      );
      await explain('the totals counted afresh (before decision 0066)', recountFloor.statement, recountFloor.params);
      await explainSent('linePage, first page', () => linePage({ db: recording, scope, limit: 100 }));
      const middle = await linePage({ db, scope, limit: 5000 });
      await explainSent('linePage, the page after 5,000 lines (keyset)', () =>
        linePage({ db: recording, scope, limit: 100, after: middle.last ?? undefined }),
      );
      await explainSent("linePage, one vehicle's first page", () =>
        linePage({ db: recording, scope, vehicle: { plate, province: '10' }, limit: 100 }),
      );
      await explainSent('linePage, history first page (newest first)', () =>
        linePage({ db: recording, scope: { customerId, from, to }, limit: 100, newestFirst: true }),
      );
      await explainSent('linePage, history of one plate, first page', () =>
        linePage({ db: recording, scope: { customerId, from, to }, vehicle: { plate }, limit: 100, newestFirst: true }),
      );
      const all = allLinesFloor('p.customer_id = $1 and p.billing_period = $2 and p.is_member', [customerId, cycle.id]);
      await explain('the export of every line, by vehicle', all.statement, all.params);
    }
    const loadAtEnd = os.loadavg();
    await close();

    say('');
    for (const plan of plans) say(`${plan}\n`);
    say(
      `cut: cutMemberCycle ${(cut.ms / 1000).toFixed(2)} s (${grouped(cut.value.invoices)} invoices, ${grouped(cut.value.passages)} passages)`,
    );
    say(
      `the totals counted afresh from the passages, as the pages did before decision 0066: p50 ${percentile(recountMs, 50).toFixed(1)} ms`,
    );
    say(`pages (${config.calls} calls each, in turn with the floor: the same rows, one plain SQL statement from the benchmark):`);
    for (const figure of pages) {
      say(
        `  ${figure.label.padEnd(42)} p50 ${figure.p50.toFixed(1).padStart(7)} ms  p99 ${figure.p99.toFixed(1).padStart(7)} ms  ${kib(figure.bytes).padStart(11)}  floor p50 ${figure.floorP50.toFixed(1).padStart(6)} ms  ratio ${(figure.p50 / figure.floorP50).toFixed(2)}`,
      );
    }
    say(`exports (${config.exports} downloads each; memory: the backend's RSS peak during the download less before it):`);
    for (const figure of exportsMeasured) {
      const ms = percentile(figure.ms, 50);
      const floorMs = percentile(figure.floorMs, 50);
      say(
        `  ${figure.label.padEnd(42)} median ${(ms / 1000).toFixed(2)} s (${figure.ms.map((value) => (value / 1000).toFixed(2)).join(' ')})  ${(figure.bytes / 1024 / 1024).toFixed(1)} MiB  floor ${(floorMs / 1000).toFixed(2)} s  ratio ${(ms / floorMs).toFixed(2)}  memory growth ${figure.growth.map((value) => (value / 1024 / 1024).toFixed(1)).join(' ')} MB`,
      );
    }
    say(
      `load average at start ${loadAtStart.map((value) => value.toFixed(2)).join(' ')}, at end ${loadAtEnd.map((value) => value.toFixed(2)).join(' ')}`,
    );
    const firstAnswerTarget = config.passages > 100_000 ? TARGET.bigFirstAnswerMs : TARGET.firstAnswerMs;
    const slowest = Math.max(...pages.map((figure) => figure.p50));
    const largest = Math.max(...pages.map((figure) => figure.bytes));
    const csv = exportsMeasured[0];
    const csvMs = csv ? percentile(csv.ms, 50) : Number.NaN;
    const csvRatio = csv ? csvMs / percentile(csv.floorMs, 50) : Number.NaN;
    const growth = csv ? Math.max(...exportsMeasured.flatMap((figure) => figure.growth)) / 1024 / 1024 : Number.NaN;
    const pagesMet = slowest <= firstAnswerTarget && largest <= TARGET.bytes;
    const exportsMet = csvMs <= TARGET.csvSeconds * 1000 && csvRatio <= TARGET.csvRatio && growth <= TARGET.memoryMb;
    const met = csv ? pagesMet && exportsMet : pagesMet;
    say(
      `target: first answers at most ${firstAnswerTarget} ms p50 and ${kib(TARGET.bytes)}, the invoice CSV at most ${TARGET.csvSeconds} s and ${TARGET.csvRatio}x its floor, memory growth at most ${TARGET.memoryMb} MB: ${met ? 'met' : 'missed'}${csv ? '' : ' (pages only: no exports run)'}`,
    );
    say(
      `fleet first answer p50 max ${slowest.toFixed(1)} ms, largest ${kib(largest)}, csv ${(csvMs / 1000).toFixed(2)} s ratio ${csvRatio.toFixed(2)}, memory growth ${growth.toFixed(1)} MB`,
    );
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:fleet failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
