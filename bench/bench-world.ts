/**
 * What every benchmark runs on: a fresh embedded PostgreSQL in a temporary folder, the project
 * started on it (migrated and seeded, as `npm start` does) and a pool on the same database. All of
 * it is stopped and removed when the benchmark ends, whether it succeeds or fails, and on Ctrl-C or
 * SIGTERM (exit 130 or 143).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { startEmbeddedPostgres, type TEmbeddedServer } from '../backend/src/platform/db/embedded-postgres';
import { createLogger } from '../backend/src/platform/log/logger';
import { startProject, type TRunning } from './api/servers';

export type TBenchWorld = {
  databaseUrl: string;
  /** The project as first started; `restartProject` answers the one that replaces it. */
  project: TRunning;
  /** Up to 4 connections, in UTC; it connects only when first used. */
  pool: Pool;
  /** Stops the project and starts it again on the same data and secret, so sessions signed in before stay valid. */
  restartProject(options: { cpuProfileDir?: string }): Promise<TRunning>;
  /** Another process on the world's database, to be stopped with it. */
  keep(running: TRunning): TRunning;
  /** Stops and removes everything now, e.g. so a profile is written before the figures are printed; safe to call again. */
  close(): Promise<void>;
};

/**
 * Runs `run` in a fresh world whose folder's name starts with `prefix`; `cpuProfileDir` starts the
 * project under `node --cpu-prof`, writing its profile there when it stops.
 */
export async function withBenchWorld<T>(
  prefix: string,
  options: { cpuProfileDir?: string },
  run: (world: TBenchWorld) => Promise<T>,
): Promise<T> {
  const work = mkdtempSync(path.join(os.tmpdir(), prefix));
  // As root, PostgreSQL runs as its own system user: it must be able to enter the folder.
  chmodSync(work, 0o755);
  let embedded: TEmbeddedServer | undefined;
  let pool: Pool | undefined;
  const running: TRunning[] = [];
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await pool?.end();
      for (const server of running.splice(0)) await server.stop();
      await embedded?.stop();
      rmSync(work, { recursive: true, force: true });
    })());
  const onSignal = (signal: NodeJS.Signals) => {
    void close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    embedded = await startEmbeddedPostgres({
      directory: path.join(work, 'postgres'),
      logger: createLogger('warn'),
      temporary: true,
      ownProcessGroup: true,
    });
    await embedded.createDatabase('mflow');
    const databaseUrl = embedded.url('mflow');
    const projectOptions = { databaseUrl, dataDir: path.join(work, 'app'), jwtSecret: randomBytes(32).toString('hex') };
    let project = await startProject({ ...projectOptions, cpuProfileDir: options.cpuProfileDir });
    running.push(project);
    pool = new Pool({ connectionString: databaseUrl, max: 4, options: '-c timezone=UTC' });
    return await run({
      databaseUrl,
      project,
      pool,
      async restartProject({ cpuProfileDir }) {
        const stopping = project;
        running.splice(running.indexOf(stopping), 1);
        await stopping.stop();
        project = await startProject({ ...projectOptions, cpuProfileDir });
        running.push(project);
        return project;
      },
      keep(server) {
        running.push(server);
        return server;
      },
      close,
    });
  } finally {
    await close();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
