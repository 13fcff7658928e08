/**
 * `npx tsx bench/journeys/run.ts`: how long the gantry feed's batch of 10,000 passages takes through
 * `POST /simservice/api/v1/passages/batch`, on one fresh embedded PostgreSQL and the project as
 * `npm start` runs it. Written for decision 0058, which adds the impossible-journey and
 * class-mismatch check to every recording: run it on the code before and after to compare.
 *
 * Each batch reads 5,000 plates twice, at Thanyaburi 1 and, 30 minutes later, at Thap Chang 1 (a
 * possible journey); one plate in a hundred is read at Bang Phli 4 minutes after Thanyaburi
 * instead (impossible). The batches follow each other 10 minutes apart, each with plates of its
 * own (one car is not read every 10 minutes), so the table grows by 10,000 passages a batch while
 * each read's window holds only its own plate's reads. None of the plates is a member's, so the
 * land-transport registry is asked about every plate. The last batch is sent again to time a
 * replay.
 *
 * Settings (environment):
 *   BENCH_BATCHES   timed batches after two warm-up ones (default 5)
 *   BENCH_EXPLAIN   when set, prints the plan of the check's window read of the last batch
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { startEmbeddedPostgres, type TEmbeddedServer } from '../../backend/src/platform/db/embedded-postgres';
import { createLogger } from '../../backend/src/platform/log/logger';
import { startProject, type TRunning } from '../api/servers';

const PLATES = 5_000;
const PLATE_LETTERS = 'กคงจฉชซ';
const WARM_UP = 2;
const MINUTE = 60_000;

const say = (line: string) => process.stdout.write(`${line}\n`);

function batches(): number {
  const raw = process.env.BENCH_BATCHES;
  const value = raw === undefined ? 5 : Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 50) throw new Error(`BENCH_BATCHES must be a whole number from 1 to 50, not ${raw}`);
  return value;
}

function commonHeaders(): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    transactionId: `T${Date.now()}0123456789`,
    requestDate: new Date().toISOString(),
    language: 'EN',
    source: 'WEB',
    systemCode: 'M00000',
  };
}

/** The batch of round `round`: two reads of each plate, starting `round` × 10 minutes after `base`. */
function batchOf(base: number, round: number) {
  const start = base + round * 10 * MINUTE;
  return Array.from({ length: PLATES }, (_, n) => {
    const plate = `${1 + (round % 9)}${PLATE_LETTERS[Math.floor(round / 9)] ?? 'ฮ'}ข ${n + 1}`;
    const impossible = n % 100 === 0;
    return [
      { gantryCode: 'M9-TB1-G1', lane: 1, plate, province: '10', vehicleClass: 1, passedAt: new Date(start).toISOString() },
      {
        gantryCode: impossible ? 'M9-BP-G1' : 'M9-TC1-G1',
        lane: 1,
        plate,
        province: '10',
        vehicleClass: 1,
        passedAt: new Date(start + (impossible ? 4 : 30) * MINUTE).toISOString(),
      },
    ];
  }).flat();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  const timedBatches = batches();
  const work = mkdtempSync(path.join(os.tmpdir(), 'mflow-bench-journeys-'));
  chmodSync(work, 0o755);
  let embedded: TEmbeddedServer | undefined;
  let project: TRunning | undefined;
  let pool: Pool | undefined;
  try {
    embedded = await startEmbeddedPostgres({
      directory: path.join(work, 'postgres'),
      logger: createLogger('warn'),
      temporary: true,
      ownProcessGroup: true,
    });
    await embedded.createDatabase('mflow');
    const databaseUrl = embedded.url('mflow');
    project = await startProject({ databaseUrl, dataDir: path.join(work, 'app'), jwtSecret: randomBytes(32).toString('hex') });
    pool = new Pool({ connectionString: databaseUrl, max: 2 });
    // Far enough back that every read of every round is in the past.
    const base = Date.now() - (WARM_UP + timedBatches + 2) * 10 * MINUTE - 60 * MINUTE;
    const send = async (round: number) => {
      const started = performance.now();
      const response = await fetch(`${project!.url}/simservice/api/v1/passages/batch`, {
        method: 'POST',
        headers: commonHeaders(),
        body: JSON.stringify({ passages: batchOf(base, round) }),
      });
      const body = (await response.json()) as { data?: { recorded: number; alreadyRecorded: number; failed: number } };
      const ms = performance.now() - started;
      if (!response.ok || !body.data || body.data.failed > 0)
        throw new Error(`batch ${round}: ${response.status} ${JSON.stringify(body).slice(0, 500)}`);
      return { ms, ...body.data };
    };
    say(`Batches of ${PLATES * 2} passages (${PLATES} plates read twice), ${WARM_UP} warm-up and ${timedBatches} timed`);
    for (let round = 0; round < WARM_UP; round++) say(`warm-up ${round + 1}: ${(await send(round)).ms.toFixed(0)} ms`);
    const times: number[] = [];
    for (let round = WARM_UP; round < WARM_UP + timedBatches; round++) {
      const result = await send(round);
      times.push(result.ms);
      say(`batch ${round - WARM_UP + 1}: ${result.ms.toFixed(0)} ms (${result.recorded} recorded)`);
    }
    const replay = await send(WARM_UP + timedBatches - 1);
    say(`replay of the last batch: ${replay.ms.toFixed(0)} ms (${replay.alreadyRecorded} already recorded)`);
    const table = await pool.query<{ name: string | null }>("select to_regclass('passage_flag')::text as name");
    const flags = table.rows[0]?.name
      ? (await pool.query<{ n: string }>('select count(*)::text as n from passage_flag')).rows[0]?.n
      : undefined;
    say(`median of the timed batches: ${median(times).toFixed(0)} ms; flags written: ${flags ?? 'no flag table'}`);
    if (flags !== undefined) {
      // The check's one read of the last batch's windows, alone: its share of a batch on a loaded machine.
      const keys = JSON.stringify(
        batchOf(base, WARM_UP + timedBatches - 1).map((read) => ({ p: read.plate, r: read.province, t: read.passedAt })),
      );
      const plan = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off, timing off) select distinct n.id, n.plate, n.province, n.passed_at, n.gantry_code, n.customer_id
         from json_to_recordset($1::json) as k(p text, r text, t timestamptz)
         cross join lateral (select id, plate, province, passed_at, gantry_code, customer_id from passage
           where plate = k.p and province = k.r and passed_at between k.t - interval '20 minutes' and k.t + interval '20 minutes' offset 0) n`,
        [keys],
      );
      const lines = plan.rows.map((row) => row['QUERY PLAN']);
      say(`the window read of one batch: ${lines.find((line) => line.startsWith('Execution Time')) ?? '?'}`);
      if (process.env.BENCH_EXPLAIN) say(lines.join('\n'));
    }
    say(
      `load average at the end: ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await pool?.end();
    await project?.stop();
    await embedded?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
