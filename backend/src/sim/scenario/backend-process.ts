import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../../platform/app-config';

const ENTRY = path.join(REPO_ROOT, 'backend', 'src', 'sim', 'scenario', 'killable-backend.ts');
/** By absolute URL, so that `--import` finds tsx whatever folder the runner is started from. */
const TSX = pathToFileURL(require.resolve('tsx', { paths: [REPO_ROOT] })).href;
const READY_TIMEOUT_MS = 60_000;

export type TBackend = {
  url: string;
  /** SIGKILL: no shutdown, no finishing the job run under way. */
  kill(): Promise<void>;
  stop(): Promise<void>;
};

export type TBackendOptions = { databaseUrl: string; dataDir: string; jwtSecret: string };

/** Only what the backend needs: the caller's own DATABASE_URL or PORT must not leak into it. */
export function backendEnvironment({ databaseUrl, dataDir, jwtSecret }: TBackendOptions): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    SIMULATION: 'true',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_MS: '500',
    // The runner signs its people in again after every clock move, from one address.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ACCESS_KEY_RATE_LIMIT_PER_MINUTE: '100000',
    // Adding a payment method and making it primary are two OTP proofs to one mobile within a second.
    OTP_RESEND_COOLDOWN_SECONDS: '0',
    OTP_HOURLY_LIMIT: '100',
  };
}

/** A backend process with its modules loaded, waiting for the database it is to run on. */
export type TWaitingBackend = {
  start(options: TBackendOptions): Promise<TBackend>;
  /** Ends a process that was never started. */
  dispose(): void;
};

/**
 * Spawns the backend as `npm start` runs it (main.ts's main() under tsx, in simulation mode),
 * loading its modules at once; `start` gives it the scenario's database and waits until it is ready.
 */
export function spawnBackendProcess(): TWaitingBackend {
  // The environment comes with `start`; until then the process has only what loading needs.
  const child: ChildProcess = spawn(process.execPath, ['--import', TSX, ENTRY], {
    cwd: REPO_ROOT,
    env: { NODE_ENV: 'test' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A process that died while waiting is reported by `start`, not as an unhandled error.
  child.on('error', () => undefined);
  child.stdin?.on('error', () => undefined);
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`)));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    async start(options) {
      const ready = new Promise<string>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`the backend was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output}`)),
          READY_TIMEOUT_MS,
        );
        const watch = () => {
          const found = /portal ready: http:\/\/localhost:(\d+)/.exec(output)?.[1];
          if (!found) return;
          clearTimeout(timer);
          child.stdout?.off('data', watch);
          resolve(found);
        };
        child.stdout?.on('data', watch);
        void exited.then((reason) => {
          clearTimeout(timer);
          reject(new Error(`the backend stopped before it was ready (${reason}):\n${output}`));
        });
      });
      child.stdin?.end(`${JSON.stringify(backendEnvironment(options))}\n`);
      const port = await ready;
      return {
        url: `http://127.0.0.1:${port}`,
        async kill() {
          if (gone()) return;
          child.kill('SIGKILL');
          await exited;
        },
        async stop() {
          if (gone()) return;
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(timer);
        },
      };
    },
    dispose() {
      if (!gone()) child.kill('SIGKILL');
    },
  };
}

export const newJwtSecret = () => randomBytes(32).toString('hex');
