import type { Server } from 'node:http';
import { createApp } from '../../app';
import { registerScheduledWork } from '../../scheduled-work';
import { loadConfig } from '../../config';
import { createAccessKeyIssuer } from '../../platform/auth/access-key';
import { createSessionManager } from '../../platform/auth/sessions';
import { createDatabaseClock } from '../../platform/clock/database-clock';
import { openDatabase } from '../../platform/db/database';
import { createJobRunner } from '../../platform/jobs/job-runner';
import { createLogger } from '../../platform/log/logger';
import { createFileKeys } from '../../platform/auth/file-keys';
import { createSimulatedGateway, seedGatewayDemo } from '../../services/gateway/gateway.simulated';
import { createSimulatedNotifier } from '../../services/notification/notifier.simulated';
import { createSimulatedRegistries } from '../../services/registry/registry.simulated';
import { preparePassagePartitions } from '../../services/toll/passage-partitions';
import { backendEnvironment, type TBackend, type TBackendOptions } from './backend-process';
import * as schema from '../../../../db/schema';

/**
 * The backend wired as main.ts wires it in simulation mode, served on a port of this process: the
 * same app, clock, job runner and scheduled work (scheduled-work.ts), driven through the same HTTP API. It skips what
 * the template already holds (migrations, seed) and the minute tick (a scenario moves the clock,
 * and the move runs what fell due), so a scenario starts in a fraction of a second where a
 * process of its own takes two.
 */
export async function startInProcessBackend(options: TBackendOptions): Promise<TBackend> {
  const config = loadConfig(backendEnvironment(options));
  const logger = createLogger('silent');
  const database = openDatabase({ url: options.databaseUrl, poolSize: 4, schema });
  const clock = createDatabaseClock({ db: database.db, connection: { connectionString: options.databaseUrl }, logger });
  const jobs = createJobRunner({ db: database.db, pool: database.pool, clock, logger });
  const accessKeys = createAccessKeyIssuer({ secret: options.jwtSecret, ttlSeconds: config.accessKeyTtlSeconds, clock });
  const sessions = createSessionManager({ secret: options.jwtSecret, clock });
  const notifier = createSimulatedNotifier({ clock });
  const registries = createSimulatedRegistries({ db: database.db });
  const fileKeys = createFileKeys({ secret: options.jwtSecret, clock });
  const gateway = createSimulatedGateway({ db: database.db, clock, logger, baseUrl: config.portalBaseUrl });
  const deps = { config, db: database.db, clock, logger, accessKeys, sessions, notifier, fileKeys, registries, gateway, jobs };
  const { app } = createApp(deps);
  const stopAll = async () => {
    await jobs.close();
    await clock.close();
    await database.pool.end();
  };
  let server: Server | undefined;
  try {
    await clock.start();
    // As main.ts in simulation: the demo M-PASS and Easy Pass tags (kept as they are when already there).
    await seedGatewayDemo({ db: database.db });
    await preparePassagePartitions({ db: database.db, clock });
    registerScheduledWork(deps);
    await jobs.open();
    server = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listening)));
    });
  } catch (error) {
    await stopAll();
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const running = server;
  return {
    url: `http://127.0.0.1:${port}`,
    kill: () =>
      Promise.reject(new Error('an in-process backend cannot be killed; a scenario with a crash step runs on a process of its own')),
    async stop() {
      running.closeAllConnections();
      await new Promise<void>((resolve) => running.close(() => resolve()));
      await stopAll();
    },
  };
}
