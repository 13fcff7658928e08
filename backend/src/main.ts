import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import { registerScheduledWork } from './scheduled-work';
import { loadConfig } from './config';
import type { TConfig } from './platform/app-config';
import { createAccessKeyIssuer } from './platform/auth/access-key';
import { createSessionManager } from './platform/auth/sessions';
import { systemClock } from './platform/clock';
import { createDatabaseClock, type TDatabaseClock } from './platform/clock/database-clock';
import { openDatabase, type TDatabaseHandle } from './platform/db/database';
import { startEmbeddedPostgres, type TEmbeddedServer } from './platform/db/embedded-postgres';
import { runMigrations } from './platform/db/migrate';
import { formatStartupFailure } from './platform/db/startup-failure';
import { createJobRunner, type TJobRunner } from './platform/jobs/job-runner';
import { createLogger } from './platform/log/logger';
import { loadSigningSecret } from './platform/secrets';
import { createFileKeys } from './platform/auth/file-keys';
import { createSimulatedGateway, seedGatewayDemo } from './services/gateway/gateway.simulated';
import { createUnconfiguredGateway } from './services/gateway/gateway.unconfigured';
import { createNotifierFromConfig } from './services/notification/notifier';
import { createSimulatedNotifier } from './services/notification/notifier.simulated';
import { createSimulatedRegistries } from './services/registry/registry.simulated';
import { createUnconfiguredRegistries } from './services/registry/registry.unconfigured';
import { preparePassagePartitions } from './services/toll/passage-partitions';
import { seedDatabase } from '../../seed/seed-database';
import * as schema from '../../db/schema';

const EMBEDDED_DATABASE = 'mflow';

type TRunning = {
  server: Server;
  database: TDatabaseHandle;
  embedded: TEmbeddedServer | undefined;
  simulationClock: TDatabaseClock | undefined;
  jobs: TJobRunner;
};

async function start(config: TConfig, logger: ReturnType<typeof createLogger>, startedAt: number): Promise<TRunning> {
  let embedded: TEmbeddedServer | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      directory: path.join(config.dataDir, 'postgres'),
      logger,
      ownProcessGroup: true,
      durable: config.embeddedPostgresDurable,
    });
    await embedded.createDatabase(EMBEDDED_DATABASE);
    databaseUrl = embedded.url(EMBEDDED_DATABASE);
  }
  const database = openDatabase({
    url: databaseUrl,
    schema,
    poolSize: config.databasePoolSize,
    onIdleError: (error) => logger.warn({ err: error }, 'an idle database connection broke; the pool replaces it'),
  });
  const simulationClock = config.simulation
    ? createDatabaseClock({ db: database.db, connection: { connectionString: databaseUrl }, logger })
    : undefined;
  const clock = simulationClock ?? systemClock;
  const jobs = createJobRunner({ db: database.db, pool: database.pool, clock, logger });
  let server: Server | undefined;
  try {
    const secret = loadSigningSecret({ fromEnv: config.jwtSecret, dataDir: config.dataDir });
    const readiness = { ready: false };
    const accessKeys = createAccessKeyIssuer({ secret, ttlSeconds: config.accessKeyTtlSeconds, clock });
    const sessions = createSessionManager({ secret, clock });
    const notifier = config.simulation ? createSimulatedNotifier({ clock }) : createNotifierFromConfig({ config, clock, logger });
    const registries = config.simulation ? createSimulatedRegistries({ db: database.db }) : createUnconfiguredRegistries({ logger });
    const gateway = config.simulation
      ? createSimulatedGateway({ db: database.db, clock, logger, baseUrl: config.portalBaseUrl })
      : createUnconfiguredGateway({ logger });
    const fileKeys = createFileKeys({ secret, clock });
    const deps = { config, db: database.db, clock, logger, accessKeys, sessions, notifier, fileKeys, registries, gateway, jobs };
    const { app } = createApp(deps, readiness);
    server = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(config.port, config.host, (error?: Error) => (error ? reject(error) : resolve(listening)));
    });
    await runMigrations(database.pool);
    await simulationClock?.start();
    await seedDatabase({ pool: database.pool, clock, logger });
    if (config.simulation) await seedGatewayDemo({ db: database.db });
    const partitions = await preparePassagePartitions({ db: database.db, clock });
    if (partitions.length > 0) logger.info({ partitions }, 'passage partitions attached');
    registerScheduledWork(deps);
    // After the clock's offset is loaded: a job's start point is the simulated now, not wall time.
    await jobs.open();
    jobs.startTicking();
    readiness.ready = true;
  } catch (error) {
    // A failed start must not leave the embedded server running and holding the data directory.
    server?.close();
    await jobs.close();
    await simulationClock?.close();
    await database.pool.end();
    await embedded?.stop();
    throw error;
  }

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, simulation: config.simulation, startupMs: Math.round(performance.now() - startedAt) }, 'ready');
  process.stdout.write(`\nM-Flow portal ready: http://localhost:${port}/mflow  (API docs: http://localhost:${port}/api-docs)\n\n`);
  return { server, database, embedded, simulationClock, jobs };
}

/** Stops taking connections, lets requests in flight and the job run under way finish, then closes the pool and the embedded server. */
async function stop(running: TRunning, graceMs: number, logger: ReturnType<typeof createLogger>): Promise<void> {
  const { server, database, embedded, simulationClock, jobs } = running;
  await new Promise<void>((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
  await jobs.close();
  await simulationClock?.close();
  await database.pool.end();
  if (embedded) await embedded.stop();
  logger.info('stopped');
}

export async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const running = await start(config, logger, startedAt);
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal, exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop(running, config.shutdownGraceMs, logger).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

function wantsStack(): boolean {
  try {
    return ['debug', 'trace'].includes(loadConfig().logLevel);
  } catch {
    return false;
  }
}

/** Says in one line what stopped the start and what to do (the stack only at LOG_LEVEL=debug), then exits non-zero. */
export function exitAfterFailedStart(error: unknown): never {
  process.stderr.write(`${formatStartupFailure(error, { withStack: wantsStack() })}\n`);
  process.exit(1);
}

if (require.main === module) main().catch(exitAfterFailedStart);
