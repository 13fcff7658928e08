import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { TBinaries } from './postgres-binaries';
import { identityOf, type TRunAs } from './run-as';

type TProcessOptions = { binaries: TBinaries; runAs: TRunAs; directory: string; logger: Logger };

export type TPostgresProcess = { stop(): Promise<void> };

const START_TIMEOUT_MS = 120_000;

/**
 * A cluster whose data is thrown away after the run waits for no disk: a commit is not flushed
 * before it answers, and nothing is written twice against a torn page. A crash of the machine
 * could lose its last commits, which a test run never keeps (decision 0068).
 */
const THROWAWAY_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];
const SMART_STOP_MS = 5_000;
const STOP_TIMEOUT_MS = 30_000;

/** Drains the stream (a full pipe would block PostgreSQL's logging) into the debug log and to `onText`. */
function forwardLog(stream: NodeJS.ReadableStream | null, logger: Logger, onText?: (text: string) => void): void {
  stream?.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    onText?.(text);
    logger.debug({ postgres: text.trim() });
  });
}

/** The line of PostgreSQL's output that says why it gave up, rather than the whole output. */
function reasonIn(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.find((line) => /\b(FATAL|PANIC|ERROR):/.test(line) || /^initdb: error:/.test(line)) ?? lines.at(-1) ?? 'no output';
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

/** Creates the cluster with initdb; the superuser password travels in a file only that user can read, removed at once. */
export async function initialiseCluster(options: TProcessOptions & { user: string; password: string }): Promise<void> {
  const { binaries, runAs, directory, logger } = options;
  const passwordFile = path.join(path.dirname(directory), `.pgpass-init-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${options.password}\n`, { mode: 0o600 });
  try {
    if (runAs.switched) chownSync(passwordFile, runAs.uid, runAs.gid);
    let output = '';
    const child = spawn(
      binaries.initdb,
      [
        `--pgdata=${directory}`,
        '--auth=password',
        `--username=${options.user}`,
        `--pwfile=${passwordFile}`,
        '--lc-messages=C',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      { ...identityOf(runAs), cwd: path.dirname(directory), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    forwardLog(child.stdout, logger);
    forwardLog(child.stderr, logger, (text) => (output += text));
    const { code, signal } = await exited(child);
    if (code !== 0) throw new Error(`initdb failed (${signal ?? `exit code ${code}`}): ${reasonIn(output)}`);
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/**
 * Runs the server until stop(); it also receives SIGINT when this process exits without stopping it.
 * `ownProcessGroup` keeps the terminal's Ctrl-C from reaching PostgreSQL, for a caller that stops
 * it in order itself; without it PostgreSQL stops along with a caller that Ctrl-C kills outright.
 */
export async function startServer(
  options: TProcessOptions & { port: number; ownProcessGroup: boolean; durable: boolean },
): Promise<TPostgresProcess> {
  const { binaries, runAs, directory, logger } = options;
  // Readiness is recognised from PostgreSQL's own log line, so its messages must stay untranslated.
  const settings = ['listen_addresses=127.0.0.1', 'lc_messages=C', ...(options.durable ? [] : THROWAWAY_SETTINGS)];
  const child = spawn(binaries.postgres, ['-D', directory, '-p', String(options.port), ...settings.flatMap((setting) => ['-c', setting])], {
    ...identityOf(runAs),
    cwd: directory,
    detached: options.ownProcessGroup,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stopOnExit = () => child.kill('SIGINT');
  process.on('exit', stopOnExit);
  const ended = exited(child);
  let output = '';
  let starting = true;
  let stopping = false;
  let markReady = () => {};
  const ready = new Promise<'ready'>((resolve) => (markReady = () => resolve('ready')));
  forwardLog(child.stdout, logger);
  forwardLog(child.stderr, logger, (text) => {
    if (!starting) return;
    output += text;
    if (output.includes('database system is ready to accept connections')) markReady();
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), START_TIMEOUT_MS)));
  try {
    const outcome = await Promise.race([ready, ended, timedOut]);
    if (outcome === 'timeout') {
      child.kill('SIGQUIT');
      await ended;
      throw new Error(`PostgreSQL was not ready within ${START_TIMEOUT_MS / 1000} s: ${reasonIn(output)}`);
    }
    if (outcome !== 'ready')
      throw new Error(`PostgreSQL stopped while starting (${outcome.signal ?? `exit code ${outcome.code}`}): ${reasonIn(output)}`);
  } catch (error) {
    process.off('exit', stopOnExit);
    throw error;
  } finally {
    clearTimeout(timer);
    starting = false;
  }
  // A clean exit without stop() is a Ctrl-C that reached PostgreSQL too; only a crash is news.
  void ended.then(
    ({ code, signal }) => {
      if (!stopping && code !== 0) logger.error({ code, signal }, 'embedded PostgreSQL stopped unexpectedly');
    },
    () => undefined,
  );

  return {
    async stop() {
      stopping = true;
      process.off('exit', stopOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      // Smart shutdown first: a pool's end() resolves before its connections have closed, and a fast
      // shutdown would cut those, making the pool emit an error nobody listens to any more. Fast and
      // then immediate shutdown only if something else stays connected.
      child.kill('SIGTERM');
      const fast = setTimeout(() => child.kill('SIGINT'), SMART_STOP_MS);
      const immediate = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
      await ended;
      clearTimeout(fast);
      clearTimeout(immediate);
    },
  };
}
