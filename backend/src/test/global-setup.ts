import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { createSimulatedClock } from '../platform/clock';
import { openDatabase } from '../platform/db/database';
import { startEmbeddedPostgres, type TEmbeddedServer } from '../platform/db/embedded-postgres';
import { runMigrations } from '../platform/db/migrate';
import { createLogger } from '../platform/log/logger';
import { seedDatabase } from '../../../seed/seed-database';

declare global {
  var mflowTestDatabase: { embedded: TEmbeddedServer | undefined; directory: string | undefined } | undefined;
}

/**
 * One real PostgreSQL for the run: a fresh embedded cluster in a temporary directory, or, when
 * DATABASE_URL names a server, a fresh database on it. Migrated and seeded once; the test workers
 * receive its URL as DATABASE_URL.
 */
export default async function globalSetup(): Promise<void> {
  const logger = createLogger('silent');
  const external = loadConfig().databaseUrl;
  const name = `mflow_test_${process.pid}_${Math.floor(performance.timeOrigin)}`;
  let url: string;
  let embedded: TEmbeddedServer | undefined;
  let directory: string | undefined;
  if (external) {
    const admin = openDatabase({ url: external, poolSize: 1 });
    await admin.pool.query(`CREATE DATABASE "${name}"`);
    await admin.pool.end();
    const parsed = new URL(external);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  } else {
    directory = mkdtempSync(path.join(os.tmpdir(), 'mflow-test-pg-'));
    // As root, PostgreSQL runs as its own system user: open the directory to it so the cluster stays
    // here instead of moving to a shared place; `temporary` removes it wherever it ends up.
    chmodSync(directory, 0o755);
    embedded = await startEmbeddedPostgres({ directory: path.join(directory, 'data'), logger, temporary: true });
    await embedded.createDatabase(name);
    url = embedded.url(name);
  }
  const database = openDatabase({ url, poolSize: 2 });
  await runMigrations(database.pool);
  await seedDatabase({ pool: database.pool, clock: createSimulatedClock(), logger });
  await database.pool.end();
  Object.assign(process.env, { DATABASE_URL: url, LOG_LEVEL: 'silent' });
  globalThis.mflowTestDatabase = { embedded, directory };
}
