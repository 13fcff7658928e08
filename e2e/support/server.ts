/**
 * The real backend for browser tests: one per Playwright worker, each on its own port with its own
 * embedded PostgreSQL cluster, so a test that switches a setting (maintenance, menu codes, coming
 * soon, the simulated clock) is never seen by a test in another worker. See docs/decisions/0009.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
/**
 * Everything the run writes: the seeded template cluster and one copy a worker. It lives outside
 * the clone because, as root, PostgreSQL runs as its own user, which may not enter the clone's
 * folder (a 0700 home): the backend would then keep the cluster elsewhere behind a symbolic link,
 * and a copied link would make every worker share one cluster. One folder per clone.
 */
export const DATA_ROOT = path.join(os.tmpdir(), `mflow-e2e-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}`);
export const TEMPLATE_DIR = path.join(DATA_ROOT, 'template');
/** Not under the dot-directory: the backend will not send files from a path with a dot segment. */
export const BUILDS_ROOT = path.join(ROOT, 'frontend', 'e2e-builds');

/** The two portal builds: the production behaviour, and start-up path 2 with the access key off (requirements/portal-shell.md#start-up). */
export const PORTAL_BUILDS = [
  { build: 'portal', mode: 'e2e' },
  { build: 'portal-without-access-key', mode: 'e2e-nokey' },
] as const;
export type PortalBuild = (typeof PORTAL_BUILDS)[number]['build'];

export const portalDir = (build: PortalBuild) => path.join(BUILDS_ROOT, build, 'dist');
export const BACKOFFICE_DIR = path.join(BUILDS_ROOT, 'backoffice', 'dist');

/** A worker's start on a machine busy with other work has taken over a minute (decision 0071). */
const READY_TIMEOUT_MS = 120_000;
/** The template starts on a new cluster (initdb, migrations, the seed): minutes on a machine busy with other work. */
export const TEMPLATE_READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;
const START_ATTEMPTS = 3;
/** The raw listen error, or the sentence the backend prints for it (platform/db/startup-failure.ts). */
const PORT_CLASH = /EADDRINUSE|is already in use by another program/;

export type RunningServer = { url: string; dataDir: string; stop(): Promise<void> };

/** A port the OS has just handed out; the backend is started on it at once, and retried on a clash. */
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

function serverEnv(port: number, dataDir: string, build: PortalBuild): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, 'db'),
    // A worker's cluster is a copy thrown away after the run: its commits need not reach the disk.
    EMBEDDED_POSTGRES_DURABLE: 'false',
    PORTAL_DIR: portalDir(build),
    BACKOFFICE_DIR,
    SIMULATION: 'true',
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_MS: '1000',
    // Every test opens a fresh browser context and so fetches a fresh access key.
    ACCESS_KEY_RATE_LIMIT_PER_MINUTE: '10000',
    // Many tests sign in, check identities and reset passwords from the one test machine.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    // Every registration test uploads its documents without an account, from the one test machine.
    UPLOAD_RATE_LIMIT_PER_MINUTE: '10000',
    UPLOAD_UNCLAIMED_BYTES_PER_ADDRESS: String(1024 * 1_048_576),
    // The demo members' mobiles get a code in every test that adds, edits or deletes one of their
    // vehicles, often within a minute of each other on one worker's database.
    OTP_RESEND_COOLDOWN_SECONDS: '0',
    OTP_HOURLY_LIMIT: '100',
    // Every test registers or signs in members: bcrypt at its least cost (decision 0092).
    PASSWORD_HASH_ROUNDS: '4',
  };
  // A database named in the caller's shell would be shared by every worker; links must name this server.
  for (const key of ['DATABASE_URL', 'PORTAL_BASE_URL', 'JWT_SECRET', 'NODE_ENV']) delete env[key];
  return env;
}

async function untilReady(url: string, exited: Promise<string>, readyWithinMs: number): Promise<void> {
  const deadline = Date.now() + readyWithinMs;
  let gone: string | undefined;
  void exited.then((reason) => (gone = reason));
  while (Date.now() < deadline) {
    if (gone !== undefined) throw new Error(`the backend stopped before it was ready (${gone})`);
    const ready = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the backend was not ready within ${readyWithinMs / 1000} s`);
}

async function startOnce(name: string, dataDir: string, build: PortalBuild, readyWithinMs: number): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: serverEnv(port, dataDir, build),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
    process.stderr.write(chunk.replace(/^(?=.)/gm, `[${name}] `));
  });
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  try {
    await untilReady(url, exited, readyWithinMs);
  } catch (error) {
    await stop();
    throw new Error(`${name} on port ${port}: ${(error as Error).message}\n${stderr}`);
  }
  return { url, dataDir, stop };
}

/**
 * Starts `node scripts/start.mjs` with its data in `dataDir` and waits for /health/ready. A port
 * taken by someone else between asking and binding makes the backend exit; it then tries another.
 */
export async function startServer(
  name: string,
  dataDir: string,
  build: PortalBuild = 'portal',
  readyWithinMs = READY_TIMEOUT_MS,
): Promise<RunningServer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(name, dataDir, build, readyWithinMs);
    } catch (error) {
      if (attempt >= START_ATTEMPTS || !PORT_CLASH.test(String(error))) throw error;
    }
  }
}

/** Copies the seeded template cluster for one worker; `cp -a` keeps the postgres user's ownership and modes. */
export function copyTemplate(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
  const copy = spawnSync('cp', ['-a', TEMPLATE_DIR, dataDir], { encoding: 'utf8' });
  if (copy.status !== 0) throw new Error(`copying ${TEMPLATE_DIR}: ${copy.stderr}`);
}

/**
 * Stops PostgreSQL servers that an interrupted run left behind in the e2e data directories (their
 * backend was killed before it could stop them), so deleting the directories frees them for real.
 */
export async function stopLeftoverPostgres(): Promise<void> {
  if (!existsSync(DATA_ROOT)) return;
  const alive = (pid: number, cluster: string) => {
    const cmdline = `/proc/${pid}/cmdline`;
    // Only a live postmaster of this very directory: a recycled pid belongs to someone else.
    return pid > 0 && existsSync(cmdline) && readFileSync(cmdline, 'utf8').includes(cluster);
  };
  for (const entry of readdirSync(DATA_ROOT)) {
    const cluster = path.join(DATA_ROOT, entry, 'db', 'postgres');
    const pidFile = path.join(cluster, 'postmaster.pid');
    if (!existsSync(pidFile)) continue;
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!alive(pid, cluster)) continue;
    process.kill(pid, 'SIGINT');
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (alive(pid, cluster) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
