import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createFixedClock, systemClock } from '../../platform/clock';
import { openDatabase } from '../../platform/db/database';
import { startEmbeddedPostgres, type TEmbeddedServer } from '../../platform/db/embedded-postgres';
import { runMigrations } from '../../platform/db/migrate';
import { createLogger } from '../../platform/log/logger';
import { seedDatabase } from '../../../../seed/seed-database';
import * as schema from '../../../../db/schema';

const TEMPLATE = 'scenario_template';

type TScenarioDatabase = { url: string; drop(): Promise<void> };

export type TScenarioWorld = {
  /** A fresh copy of the migrated and seeded template, its simulated clock set to `start`. */
  freshDatabase(start: Date): Promise<TScenarioDatabase>;
  close(): Promise<void>;
};

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

type TWorldOptions = { serverUrl: string; template: string; close(): Promise<void> };

/**
 * Scenario databases on a server that holds a migrated and seeded template: each is a copy of it,
 * which takes a few hundred milliseconds where migrating and seeding take seconds. The next
 * file's copy is made while this one runs.
 */
export function scenarioWorldOn({ serverUrl, template, close }: TWorldOptions): TScenarioWorld {
  const copy = async () => {
    const name = `scenario_${randomBytes(4).toString('hex')}`;
    await withClient(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
    return name;
  };
  const copySoon = () => {
    const made = copy();
    made.catch(() => undefined);
    return made;
  };
  const drop = (name: string) =>
    withClient(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined);
  let spare = copySoon();
  return {
    async freshDatabase(start) {
      const name = await spare;
      spare = copySoon();
      const url = withDatabase(serverUrl, name);
      // The simulated clock is wall time plus this offset; a scenario may start before today, where no clock move can go.
      await withClient(url, (client) =>
        client.query(
          'INSERT INTO sim_clock (id, offset_ms, version) VALUES (1, $1, 1) ON CONFLICT (id) DO UPDATE SET offset_ms = excluded.offset_ms, version = sim_clock.version + 1',
          [start.getTime() - systemClock.now().getTime()],
        ),
      );
      return { url, drop: () => drop(name) };
    },
    async close() {
      await spare.then(drop, () => undefined);
      await close();
    },
  };
}

/** One embedded PostgreSQL for the whole run, with the template migrated and seeded once. */
export async function openScenarioWorld(): Promise<TScenarioWorld> {
  const logger = createLogger('silent');
  const directory = mkdtempSync(path.join(os.tmpdir(), 'mflow-scenario-pg-'));
  // As root, PostgreSQL runs as its own system user: open the directory to it (as the jest global setup does).
  chmodSync(directory, 0o755);
  let embedded: TEmbeddedServer | undefined;
  try {
    embedded = await startEmbeddedPostgres({ directory: path.join(directory, 'data'), logger, temporary: true, durable: false });
    const serverUrl = embedded.url('postgres');
    await withClient(serverUrl, async (admin) => {
      // A throwaway cluster: nothing on it must survive a power cut, and each scenario commits hundreds of job runs.
      for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) await admin.query(`ALTER SYSTEM SET ${setting} = off`);
      await admin.query('SELECT pg_reload_conf()');
      await admin.query(`CREATE DATABASE "${TEMPLATE}"`);
    });
    const template = openDatabase({ url: withDatabase(serverUrl, TEMPLATE), poolSize: 2, schema });
    try {
      await runMigrations(template.pool);
      await seedDatabase({ pool: template.pool, clock: createFixedClock(systemClock.now()), logger });
    } finally {
      await template.pool.end();
    }
    const running = embedded;
    return scenarioWorldOn({
      serverUrl,
      template: TEMPLATE,
      close: async () => {
        await running.stop();
        rmSync(directory, { recursive: true, force: true });
      },
    });
  } catch (error) {
    await embedded?.stop();
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
}
