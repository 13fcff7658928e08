/**
 * `npm run bench:api`: the project against a bare Express + pg server, in one run, on one fresh
 * embedded PostgreSQL. Each endpoint is measured between two runs of the bare server, and its
 * ratio is taken to their mean, so load from elsewhere on a shared machine weighs on both alike.
 *
 * Settings (environment):
 *   BENCH_DURATION_SECONDS  measured seconds per run (default 10)
 *   BENCH_ONLY              comma-separated subset of: health, pagepermission, customer, visitor
 *   BENCH_CPU_PROF_DIR      run the project under `node --cpu-prof`, write the profile there and
 *                           print its top self-time entries
 */
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMERS } from '../../seed/demo/demo-accounts';
import { withBenchWorld } from '../bench-world';
import { formatSummary, summariseProfile, type TProfileSummary } from '../cpu-profile';
import { commonHeaders } from '../request-headers';
import { CONNECTIONS, measure, type TMeasure } from './load';
import { startBare } from './servers';
import { createVisitorInvoices, VISITOR_PLATE } from './visitor';

const TARGET = { ratio: 0.6, p99Ms: 50 };

type TEndpoint = {
  key: 'health' | 'pagepermission' | 'customer' | 'visitor';
  label: string;
  path: string;
  /** Whether the issue's target (ratio and p99) applies. */
  targeted: boolean;
  headers(session: TSession): Promise<Record<string, string>>;
  /** Per request: the bearer endpoint is called by one signed-in session after another, as by many customers. */
  varying?: (session: TSession) => Record<string, string>;
};

type TSession = { accessKey(): Promise<string>; bearer(): string };

const ENDPOINTS: TEndpoint[] = [
  { key: 'health', label: 'GET /health/ready', path: '/health/ready', targeted: false, headers: async () => ({}) },
  {
    key: 'pagepermission',
    label: 'GET pagepermission (access key)',
    path: '/masterservice/api/v1/pagepermission',
    targeted: true,
    headers: async (session) => ({ ...commonHeaders(), AccessKey: await session.accessKey() }),
  },
  {
    key: 'customer',
    label: 'GET customer/current (bearer)',
    path: '/customerservice/api/v1/customer/current',
    targeted: true,
    headers: async () => commonHeaders(),
    varying: (session) => ({ Authorization: `Bearer ${session.bearer()}` }),
  },
  {
    key: 'visitor',
    label: 'GET public/invoices by plate (key)',
    path: `/invoiceservice/api/v1/public/invoices?${new URLSearchParams(VISITOR_PLATE).toString()}`,
    targeted: true,
    headers: async (session) => ({ ...commonHeaders(), AccessKey: await session.accessKey() }),
  },
];

function durationSeconds(): number {
  const raw = process.env.BENCH_DURATION_SECONDS;
  const value = raw === undefined ? 10 : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`BENCH_DURATION_SECONDS must be a whole number of seconds, not ${raw}`);
  return value;
}

function selectedEndpoints(): TEndpoint[] {
  const only = process.env.BENCH_ONLY?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (!only) return ENDPOINTS;
  const unknown = only.filter((key) => !ENDPOINTS.some((endpoint) => endpoint.key === key));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY names unknown endpoints: ${unknown.join(', ')}`);
  return ENDPOINTS.filter((endpoint) => only.includes(endpoint.key));
}

/** npm runs scripts in the package folder; a relative path is meant from where the command was typed. */
function fromCaller(directory: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), directory);
}

async function call(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, init);
  const body = (await response.json()) as { status: string; data: Record<string, unknown> };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** How long the endpoint's answer body is, as the load read it. */
async function answerBytes(url: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { headers });
  return (await response.arrayBuffer()).byteLength;
}

async function accessKeyOf(url: string): Promise<string> {
  return String((await call(`${url}/masterservice/api/v1/accesskey`, { method: 'POST', headers: commonHeaders() })).accessKey);
}

/**
 * As many signed-in sessions as connections, taken in turn by the bearer runs: the project batches
 * session lookups that arrive together, and one token shared by every request would let it answer
 * them all from one row, which no real crowd of customers does.
 */
async function signIn(url: string, count: number): Promise<string[]> {
  const customers = DEMO_CUSTOMERS.filter((candidate) => candidate.status === 'ACTIVE');
  const key = await accessKeyOf(url);
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const customer = customers[i % customers.length];
    if (!customer) throw new Error('the demo data has no active customer');
    const basic = Buffer.from(`${customer.email}:${DEMO_CUSTOMER_PASSWORD}`).toString('base64');
    const signedIn = await call(`${url}/authservice/api/auth`, {
      method: 'POST',
      headers: { ...commonHeaders(), AccessKey: key, Authorization: `Basic ${basic}`, type: 'EMAIL' },
    });
    tokens.push(String(signedIn.token));
  }
  return tokens;
}

/**
 * `bare` is the mean of the bare server's runs just before and just after the endpoint's;
 * `sameBytes` the bare server's run padded to the endpoint's answer length (`bytes`).
 */
type TRow = { endpoint: TEndpoint; result: TMeasure; bare: TMeasure; bytes: number; sameBytes: TMeasure };

function meanOf(runs: TMeasure[]): TMeasure {
  const mean = (pick: (run: TMeasure) => number) => runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  return {
    requestsPerSecond: mean((run) => run.requestsPerSecond),
    p50: mean((run) => run.p50),
    p99: mean((run) => run.p99),
    failures: mean((run) => run.failures),
  };
}

const column = (value: string | number, width: number) => String(value).padStart(width);
const ms = (value: number) => Math.round(value);

function report(rows: TRow[], bareRuns: TMeasure[]): string {
  const bare = meanOf(bareRuns);
  const header = `${'endpoint'.padEnd(34)}${column('req/s', 8)}${column('p50 ms', 8)}${column('p99 ms', 8)}${column('bare req/s', 12)}${column('ratio', 7)}  target${column('bytes', 8)}${column('same-bytes req/s', 18)}${column('ratio', 7)}`;
  const bareLine = `${`bare SELECT 1 (mean of ${bareRuns.length} runs)`.padEnd(34)}${column(Math.round(bare.requestsPerSecond), 8)}${column(ms(bare.p50), 8)}${column(ms(bare.p99), 8)}`;
  const lines = rows.map(({ endpoint, result, bare, bytes, sameBytes }) => {
    const ratio = result.requestsPerSecond / bare.requestsPerSecond;
    const verdict = endpoint.targeted ? (ratio >= TARGET.ratio && result.p99 <= TARGET.p99Ms ? 'met' : 'missed') : '';
    const sameBytesRatio = result.requestsPerSecond / sameBytes.requestsPerSecond;
    return `${endpoint.label.padEnd(34)}${column(Math.round(result.requestsPerSecond), 8)}${column(ms(result.p50), 8)}${column(ms(result.p99), 8)}${column(Math.round(bare.requestsPerSecond), 12)}${column(ratio.toFixed(2), 7)}  ${verdict.padEnd(6)}${column(bytes, 8)}${column(Math.round(sameBytes.requestsPerSecond), 18)}${column(sameBytesRatio.toFixed(2), 7)}`;
  });
  return [header, bareLine, ...lines].join('\n');
}

/** The main thread's profile of this run: tsx's loader thread writes a small one of its own beside it. */
function busiestProfile(directory: string, since: number): { file: string; summary: TProfileSummary } | undefined {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(directory, name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .map((file) => ({ file, summary: summariseProfile(file) }))
    .sort((a, b) => b.summary.busyMs - a.summary.busyMs)[0];
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const duration = durationSeconds();
  const endpoints = selectedEndpoints();
  const profileDir = process.env.BENCH_CPU_PROF_DIR ? fromCaller(process.env.BENCH_CPU_PROF_DIR) : undefined;
  process.stdout.write(`Starting PostgreSQL, the project and the bare server (${CONNECTIONS} connections, ${duration} s a run)...\n`);
  await withBenchWorld('mflow-bench-', {}, async (world) => {
    const sessionCount = endpoints.some((endpoint) => endpoint.varying) ? CONNECTIONS : 0;
    const first = world.project;
    if (endpoints.some((endpoint) => endpoint.key === 'visitor'))
      await createVisitorInvoices(first.url, call, commonHeaders, () => accessKeyOf(first.url));
    const tokens = await signIn(first.url, sessionCount);
    let project = first;
    if (profileDir) {
      // Migrations, seeding, the visitor's invoices and the sign-ins (bcrypt) ran on the first start, so that the profile holds only the load.
      mkdirSync(profileDir, { recursive: true });
      project = await world.restartProject({ cpuProfileDir: profileDir });
    }
    const bare = world.keep(await startBare(world.databaseUrl));
    let nextToken = 0;
    const session: TSession = {
      accessKey: () => accessKeyOf(project.url),
      bearer: () => tokens[(nextToken = (nextToken + 1) % tokens.length)] ?? '',
    };

    const rows: TRow[] = [];
    const measureBare = async (bytes = 0) => {
      const run = await measure({ url: bytes > 0 ? `${bare.url}/?bytes=${bytes}` : `${bare.url}/` }, duration);
      if (run.failures > 0) throw new Error(`bare server: ${run.failures} requests failed or answered other than 2xx`);
      return run;
    };
    const bareRuns = [await measureBare()];
    for (const endpoint of endpoints) {
      const varying = endpoint.varying;
      const load = {
        url: `${project.url}${endpoint.path}`,
        headers: await endpoint.headers(session),
        ...(varying ? { varying: () => varying(session) } : {}),
      };
      const result = await measure(load, duration);
      if (result.failures > 0)
        throw new Error(
          `${endpoint.label}: ${result.failures} requests failed or answered other than 2xx; the figures would be meaningless`,
        );
      bareRuns.push(await measureBare());
      const bareAround = meanOf(bareRuns.slice(-2));
      const bytes = await answerBytes(load.url, { ...load.headers, ...(varying ? varying(session) : {}) });
      rows.push({ endpoint, result, bare: bareAround, bytes, sameBytes: await measureBare(bytes) });
      process.stdout.write(
        `  ${endpoint.label}: ${Math.round(result.requestsPerSecond)} req/s (bare around it ${Math.round(bareAround.requestsPerSecond)} req/s)\n`,
      );
    }
    await world.close();

    process.stdout.write(`\n${report(rows, bareRuns)}\n`);
    if (profileDir) {
      const profile = busiestProfile(profileDir, startedAt);
      if (profile) process.stdout.write(`\nCPU profile ${profile.file}\n${formatSummary(profile.summary)}\n`);
    }
    const pagePermission = rows.find((row) => row.endpoint.key === 'pagepermission');
    if (pagePermission) {
      const ratio = pagePermission.result.requestsPerSecond / pagePermission.bare.requestsPerSecond;
      process.stdout.write(`pagepermission ratio ${ratio.toFixed(2)} p99 ${ms(pagePermission.result.p99)} ms\n`);
    }
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:api failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
