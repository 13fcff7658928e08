import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Pool, PoolClient } from 'pg';

/** The repository's db/migrations, beside the schema index, found from this file wherever the process starts. */
const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', '..', '..', 'db', 'migrations');

/**
 * Keys for cluster-wide advisory locks, so start-up work runs once however many instances start
 * together. `jobs` is the first half of the two-key form, the second being the job's own key
 * (platform/jobs/job-runner.ts); PostgreSQL keeps the one-key and two-key forms apart.
 */
export const ADVISORY_LOCKS = { migrate: 7_340_001, seed: 7_340_002, jobs: 7_340_003 } as const;

export async function withAdvisoryLock<T>(pool: Pool, key: number, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

export async function runMigrations(pool: Pool): Promise<void> {
  await withAdvisoryLock(pool, ADVISORY_LOCKS.migrate, async (client) => {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  });
}
