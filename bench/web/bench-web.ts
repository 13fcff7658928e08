/**
 * `npm run bench:web`: builds the portal, starts it as `npm start` does on a fresh embedded
 * database, runs Lighthouse (its default config: the mobile preset, simulated 4G and 4x CPU) on the
 * home page and the sign-in page with Debian's Chromium, and prints the median of three runs.
 * Everything it starts and writes is stopped and removed before it ends, also on Ctrl-C.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Flags, Result } from 'lighthouse';

const ROOT = path.resolve(__dirname, '..', '..');
const PAGES = [
  { name: 'home', path: '/mflow' },
  { name: 'sign-in', path: '/mflow/login' },
] as const;
const RUNS = 3;
const READY_TIMEOUT_MS = 120_000;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** As the browser tests start it: headless as root, and nothing that reaches out of this machine. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  redirected: boolean;
};

const cleanups: (() => Promise<void> | void)[] = [];

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

function build(): void {
  console.log('Building the portal...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status ?? result.signal})\n${result.stdout}${result.stderr}`);
}

/** `npm start` (scripts/start.mjs) on a port of its own, with its data in a new folder removed afterwards. */
async function startPortal(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mflow-bench-web-'));
  // PostgreSQL's own user must be able to enter it, or the cluster would be kept elsewhere (decision 0008).
  chmodSync(dataDir, 0o755);
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_MS: '1000',
  };
  for (const key of ['DATABASE_URL', 'PORTAL_DIR', 'BACKOFFICE_DIR', 'PORTAL_BASE_URL', 'JWT_SECRET']) delete env[key];
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => stopChild(child));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the backend stopped before it was ready (exit code ${child.exitCode})`);
    const ready = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return url;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the backend was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** What the server itself answers, before any browser: the status and where it sends the visitor. */
async function firstAnswer(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  return location ? `${response.status} -> ${location}` : String(response.status);
}

/** One Lighthouse run in a Chromium of its own. */
async function auditOnce(url: string): Promise<Figures> {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return figures(result.lhr);
  } finally {
    chrome.kill();
  }
}

/** Chromium now and then records a trace Lighthouse cannot read (NO_NAVSTART); such a run is made again. */
async function audit(url: string): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  (run failed, again: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

function figures(lhr: Result): Figures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    redirected: lhr.finalDisplayedUrl !== lhr.requestedUrl || (lhr.audits.redirects?.score ?? 1) < 1,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function row(label: string, f: Figures): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    label.padEnd(16),
    String(f.performance).padStart(4),
    String(f.accessibility).padStart(5),
    String(f.bestPractices).padStart(5),
    String(f.seo).padStart(4),
    seconds(f.fcpMs).padStart(8),
    seconds(f.lcpMs).padStart(8),
    `${Math.round(f.tbtMs)} ms`.padStart(8),
    f.cls.toFixed(3).padStart(6),
    `${Math.round(f.bytes / 1024)} KiB`.padStart(9),
    f.redirected ? '  yes' : '  no',
  ].join(' ');
}

async function main(): Promise<void> {
  build();
  const base = await startPortal();
  console.log(
    `Server answers: / ${await firstAnswer(`${base}/`)}, /mflow ${await firstAnswer(`${base}/mflow`)}, /mflow/login ${await firstAnswer(`${base}/mflow/login`)}`,
  );
  console.log(`Lighthouse ${RUNS} runs a page, mobile preset (simulated slow 4G, 4x CPU slowdown), Chromium at ${CHROME_PATH}\n`);
  console.log(`${'page'.padEnd(16)} perf  a11y  best  seo      FCP      LCP      TBT    CLS  transfer redirect`);

  for (const page of PAGES) {
    const runs: Figures[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      runs.push(await audit(`${base}${page.path}`));
      console.log(row(`${page.name} #${run}`, runs.at(-1) as Figures));
    }
    const pick = (key: keyof Omit<Figures, 'redirected'>) => median(runs.map((figure) => figure[key]));
    console.log(
      row(`${page.name} median`, {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        bytes: pick('bytes'),
        redirected: runs.some((figure) => figure.redirected),
      }),
    );
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

main()
  .then(cleanUp)
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await cleanUp();
    process.exitCode = 1;
  });
