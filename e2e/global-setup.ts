import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { replayHint, runSeed } from './support/random';
import {
  BACKOFFICE_DIR,
  DATA_ROOT,
  PORTAL_BUILDS,
  portalDir,
  ROOT,
  startServer,
  stopLeftoverPostgres,
  TEMPLATE_DIR,
  TEMPLATE_READY_TIMEOUT_MS,
} from './support/server';

const FRONTEND = path.join(ROOT, 'frontend');

function viteBuild(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn(path.join(ROOT, 'node_modules', '.bin', 'vite'), ['build', ...args, '--logLevel', 'warn'], {
      cwd: FRONTEND,
      stdio: 'inherit',
    });
    build.once('error', reject);
    build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build ${args.join(' ')} failed (${code})`))));
  });
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Runs once before any worker starts: builds the two portals and the back-office into their own
 * directories (the developer's frontend/dist is left alone), then starts the backend once on a new
 * cluster so migrations and the seed (seconds of address lists) run once; each worker starts from
 * a copy of that cluster instead of paying for them again.
 */
export default async function globalSetup(): Promise<void> {
  let since = performance.now();
  await Promise.all([
    ...PORTAL_BUILDS.map(({ build, mode }) => viteBuild(['--mode', mode, '--outDir', portalDir(build)])),
    viteBuild(['-c', 'vite.backoffice.config.ts', '--outDir', BACKOFFICE_DIR]),
  ]);
  const built = seconds(since);

  since = performance.now();
  await stopLeftoverPostgres();
  rmSync(DATA_ROOT, { recursive: true, force: true });
  const template = await startServer('template', TEMPLATE_DIR, 'portal', TEMPLATE_READY_TIMEOUT_MS);
  await template.stop();
  console.log(
    `e2e set-up: apps built in ${built} s, template database migrated and seeded in ${seconds(since)} s; test data seed ${runSeed()} (${replayHint(runSeed())})`,
  );
}
