import { rmSync } from 'node:fs';
import { Client } from 'pg';
import { replayHint } from './test-random';

/**
 * Stops the embedded cluster and deletes it, or drops the run's databases from an external server.
 * The seed of the run's test data is printed again here, after jest's summary of the failures.
 */
export default async function globalTeardown(): Promise<void> {
  const state = globalThis.mflowTestDatabase;
  if (state) console.log(`test data seed ${state.seed} (${replayHint(state.seed)})`);
  if (state?.external) {
    const admin = new Client({ connectionString: state.external.url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE left(datname, length($1)) = $1', [
        state.external.prefix,
      ]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
  if (state?.embedded) await state.embedded.stop();
  if (state?.directory) rmSync(state.directory, { recursive: true, force: true });
}
