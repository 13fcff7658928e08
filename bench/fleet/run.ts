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
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { addDays, bangkokDateOf, startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import { billingCycleOf } from '@mflow/contracts/time/billing-cycle';
import * as schema from '../../db/schema';
import { cutMemberCycle } from '../../backend/src/services/billing/billing-cut';
import { currentBillingRules } from '../../backend/src/services/billing/billing-rules.service';
import { withBenchWorld } from '../bench-world';
import { signInMembers } from '../billing/accruals-probe';
import { MAX_BENCH_PLATES } from '../billing/data';
import { wholeNumber } from '../env-settings';
import { commonHeaders } from '../request-headers';
import { percentile, timed } from '../timing';
import { fleetClient } from './client';
import { insertFleet, insertFleetPassages } from './data';
import { explainFleetReads } from './explain';
import { exportLines, measureExport, type TExportFigure } from './exports';
import { fleetFloors, type TFloor } from './floors';
import { kib, measurePage, pageLines, type TPageFigure } from './pages';

const COMPANY = { email: 'siamlogistics@mflow.local', password: 'MflowDemo1' };
const TARGET = { firstAnswerMs: 200, bigFirstAnswerMs: 300, bytes: 200 * 1024, csvSeconds: 3, csvRatio: 3, memoryMb: 50 };

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
      await insertFleet(pool, { customerId, vehicles: config.vehicles, at: startOfBangkokDay(addDays(cycle.start, -30)) });
      await insertFleetPassages(pool, { count: config.passages, cycle });
      await pool.query('vacuum analyze passage, vehicle, invoice');
      await pool.query('checkpoint');
    });
    say(`Data written, vacuumed and analysed in ${(written.ms / 1000).toFixed(1)} s`);
    const [token = ''] = await signInMembers(project.url, [COMPANY.email], COMPANY.password);
    const client = fleetClient({
      base: `${project.url}/invoiceservice/api/v1`,
      headers: { ...commonHeaders(), Authorization: `Bearer ${token}` },
      pool,
    });
    const plate =
      (await pool.query<{ plate: string }>("select min(plate_number) as plate from vehicle where reference_code like 'VF%'")).rows[0]
        ?.plate ?? '';
    const floors = fleetFloors({ customerId, cycle, plate });
    const pages: TPageFigure[] = [];
    const page = async (label: string, pathAndQuery: string, floor: TFloor) => {
      pages.push(await measurePage(client, config.calls, { label, pathAndQuery, floor }));
    };
    const nextCursor = async (pathAndQuery: string) =>
      (JSON.parse((await client.call(pathAndQuery)).body.toString('utf8')) as { data: { nextCursor: string } }).data.nextCursor;
    const plateQuery = `plate=${encodeURIComponent(plate)}&province=10`;
    const range = `from=${cycle.start}&to=${cycle.end}`;

    say('Accruals (before the cut)...');
    await page('GET /accruals (totals, 100 vehicles)', '/accruals', floors.keptTotals('passage_vehicle_total'));
    await page('GET /accruals/lines (first 100)', '/accruals/lines', floors.firstLines);
    await page('GET /accruals/lines one vehicle', `/accruals/lines?${plateQuery}`, floors.vehicleLines);
    await page('GET /passages (history, first 100)', `/passages?${range}`, floors.history);
    const historyCursor = await nextCursor(`/passages?${range}`);
    await page('GET /passages (history, 2nd page)', `/passages?${range}&cursor=${encodeURIComponent(historyCursor)}`, floors.history);

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
    await page('GET /invoices/{no} (totals + first 100)', `/invoices/${invoiceNo}`, floors.keptTotals('member_invoice_vehicle_total'));
    const recountMs: number[] = [];
    for (let n = 0; n < Math.min(config.calls, 10); n += 1) recountMs.push(await client.floorMs(floors.recount));
    const linesCursor = await nextCursor(`/invoices/${invoiceNo}/lines`);
    await page(
      'GET /invoices/{no}/lines (2nd page)',
      `/invoices/${invoiceNo}/lines?cursor=${encodeURIComponent(linesCursor)}`,
      floors.firstLines,
    );
    await page('GET /invoices/{no}/lines one vehicle', `/invoices/${invoiceNo}/lines?${plateQuery}`, floors.vehicleLines);

    say('Exports...');
    const exportsMeasured: TExportFigure[] = [];
    if (config.exports > 0) {
      const downloads = { pid, downloads: config.exports };
      for (const [label, pathAndQuery, floor] of [
        ['GET /invoices/{no}/lines.csv', `/invoices/${invoiceNo}/lines.csv`, floors.invoiceLines],
        ['GET /invoices/{no}/lines.xlsx', `/invoices/${invoiceNo}/lines.xlsx`, floors.invoiceLines],
        ['GET /passages.csv (the cycle)', `/passages.csv?${range}`, floors.historyLines],
      ] as const)
        exportsMeasured.push(await measureExport(client, downloads, { label, pathAndQuery, floor }));
    }

    const plans = config.explain ? await explainFleetReads({ pool, db, customerId, cycle, plate, floors }) : [];
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
    for (const line of pageLines(pages, config.calls)) say(line);
    for (const line of exportLines(exportsMeasured, config.exports)) say(line);
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
