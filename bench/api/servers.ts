/**
 * The processes the benchmark drives: the project as `npm start` runs it (backend/src/main.ts under
 * tsx), and the bare Express + pg server. Each runs in a process of its own, so the load generator
 * in run.ts never shares their event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = path.resolve(__dirname, '..', '..');
const MAIN = path.join(ROOT, 'backend', 'src', 'main.ts');
const BARE = path.join(__dirname, 'bare-server.ts');
/** By absolute URL, so that `--import` finds tsx whatever folder the benchmark is started from. */
const TSX = pathToFileURL(require.resolve('tsx', { paths: [ROOT] })).href;

const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;

/** `pid`: the process's id, to read its memory from /proc. */
export type TRunning = { url: string; pid?: number | undefined; stop(): Promise<void> };

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

function exitOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`)));
}

function stopper(child: ChildProcess, exited: Promise<string>): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
}

/** Keeps the end of a child's stderr, to say why it failed. */
function tailOf(child: ChildProcess): () => string {
  let tail = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (tail = (tail + chunk).slice(-4000)));
  return () => tail;
}

type TProjectOptions = {
  databaseUrl: string;
  dataDir: string;
  /** The same on every start of a run, so sessions signed in on one start stay valid on the next. */
  jwtSecret: string;
  /** When set, the process runs under `node --cpu-prof` and writes its profile here on exit. */
  cpuProfileDir?: string;
};

/**
 * The project with its production defaults (request logging at info, written to stdout, which
 * goes to /dev/null here), in simulation mode for the demo accounts, on the given database. It
 * migrates and seeds on start, as `npm start` does; the benchmark waits for /health/ready.
 */
export async function startProject(options: TProjectOptions): Promise<TRunning> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    JWT_SECRET: options.jwtSecret,
    SIMULATION: 'true',
    LOG_LEVEL: 'info',
    SHUTDOWN_GRACE_MS: '1000',
    // The benchmark signs in one session per connection, and looks invoices up as visitors would
    // from many addresses, all from one address; the limiter still runs on every request.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  };
  for (const key of ['DATABASE_POOL_SIZE', 'PORTAL_BASE_URL', 'CORS_ORIGINS', 'TRUST_PROXY']) delete env[key];
  const profile = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', TSX, MAIN], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = exitOf(child);
  const stop = stopper(child, exited);
  const tail = tailOf(child);
  let gone: string | undefined;
  void exited.then((reason) => (gone = reason));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone !== undefined) throw new Error(`the project stopped before it was ready (${gone}):\n${tail()}`);
    const ready = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, pid: child.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the project was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${tail()}`);
}

/** The bare server on the same database; it picks its own port and reports it over IPC. */
export async function startBare(databaseUrl: string): Promise<TRunning> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl };
  delete env.DATABASE_POOL_SIZE;
  const child = spawn(process.execPath, ['--import', TSX, BARE], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  const exited = exitOf(child);
  const tail = tailOf(child);
  const port = await Promise.race([
    new Promise<number>((resolve) => child.once('message', (message: { port: number }) => resolve(message.port))),
    exited.then((reason) => {
      throw new Error(`the bare server stopped before it listened (${reason}):\n${tail()}`);
    }),
  ]);
  child.disconnect();
  return { url: `http://127.0.0.1:${port}`, stop: stopper(child, exited) };
}
