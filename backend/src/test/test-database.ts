import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { loadConfig } from '../config';

/**
 * The run's migrated and seeded database, kept untouched as the template that the run's shared
 * database and every isolated one are copied from (global-setup.ts builds it).
 */
export function templateDatabaseName(runDatabase: string): string {
  return `${runDatabase}_template`;
}

export type TTestDatabase = { url: string; drop(): Promise<void> };

async function onServer(url: string, statement: string): Promise<void> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own for a test file that changes shared state (settings, the simulated clock),
 * so the test files running beside it in other workers never see the change. A copy of the
 * template takes milliseconds, where migrating and seeding again would take seconds.
 */
export async function createTestDatabase(): Promise<TTestDatabase> {
  const runUrl = loadConfig().databaseUrl;
  if (!runUrl) throw new Error('DATABASE_URL is set by the jest global setup');
  const url = new URL(runUrl);
  const runDatabase = decodeURIComponent(url.pathname.slice(1));
  const name = `${runDatabase}_${randomBytes(4).toString('hex')}`;
  await onServer(runUrl, `CREATE DATABASE "${name}" TEMPLATE "${templateDatabaseName(runDatabase)}"`);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE ends connections a failed test may have left open.
    drop: () => onServer(runUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
