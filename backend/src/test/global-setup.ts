import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../config';
import { createFixedClock, systemClock } from '../platform/clock';
import { openDatabase } from '../platform/db/database';
import { startEmbeddedPostgres, type TEmbeddedServer } from '../platform/db/embedded-postgres';
import { runMigrations } from '../platform/db/migrate';
import { createLogger } from '../platform/log/logger';
import { seedDatabase } from '../../../seed/seed-database';
import { templateDatabaseName } from './test-database';
import { newRunSeed } from './seeded-random';
import { replayHint, TEST_SEED_VARIABLE } from './test-random';
import * as schema from '../../../db/schema';

export type TTestRun = {
  embedded: TEmbeddedServer | undefined;
  directory: string | undefined;
  /** On an external server: where to drop the run's databases afterwards, and their common prefix. */
  external: { url: string; prefix: string } | undefined;
  /** The seed of the factories' random test data (test-random.ts). */
  seed: string;
};

declare global {
  var mflowTestDatabase: TTestRun | undefined;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * One real PostgreSQL for the run: a fresh embedded cluster in a temporary directory, or, when
 * DATABASE_URL names a server, databases on it whose names start with the run's name. A template
 * is migrated and seeded once; the run's shared database is a copy of it, and test files that
 * change shared state take their own copy (test-database.ts). The workers receive the shared
 * database's URL as DATABASE_URL.
 */
export default async function globalSetup(): Promise<void> {
  // bcrypt's least cost for the run's seed and the workers, who inherit it (decision 0092).
  process.env.PASSWORD_HASH_ROUNDS ??= '4';
  const logger = createLogger('silent');
  const external = loadConfig().databaseUrl;
  const name = `mflow_test_${process.pid}_${Math.floor(performance.timeOrigin)}`;
  const template = templateDatabaseName(name);
  let serverUrl: string;
  let embedded: TEmbeddedServer | undefined;
  let directory: string | undefined;
  if (external) {
    serverUrl = external;
  } else {
    directory = mkdtempSync(path.join(os.tmpdir(), 'mflow-test-pg-'));
    // As root, PostgreSQL runs as its own system user: open the directory to it so the cluster stays
    // here instead of moving to a shared place; `temporary` removes it wherever it ends up.
    chmodSync(directory, 0o755);
    embedded = await startEmbeddedPostgres({ directory: path.join(directory, 'data'), logger, temporary: true, durable: false });
    serverUrl = embedded.url('postgres');
  }
  const seed = process.env[TEST_SEED_VARIABLE] || newRunSeed();
  process.env[TEST_SEED_VARIABLE] = seed;
  console.log(`test data seed ${seed} (${replayHint(seed)})`);
  globalThis.mflowTestDatabase = { embedded, directory, external: external ? { url: external, prefix: name } : undefined, seed };

  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${template}"`);
    const database = openDatabase({ url: withDatabase(serverUrl, template), poolSize: 2, schema });
    try {
      await runMigrations(database.pool);
      // A simulated clock, so that the demo registries and accounts are seeded as in simulation mode.
      await seedDatabase({ pool: database.pool, clock: createFixedClock(systemClock.now()), logger });
    } finally {
      await database.pool.end();
    }
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  Object.assign(process.env, { DATABASE_URL: withDatabase(serverUrl, name), LOG_LEVEL: 'silent' });
}
