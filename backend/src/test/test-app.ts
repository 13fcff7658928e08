import { randomBytes } from 'node:crypto';
import { createApp } from '../app';
import { loadConfig } from '../config';
import type { TConfig } from '../platform/app-config';
import { createAccessKeyIssuer } from '../platform/auth/access-key';
import { createSessionManager } from '../platform/auth/sessions';
import { createFixedClock } from '../platform/clock';
import { openDatabase } from '../platform/db/database';
import { createJobRunner } from '../platform/jobs/job-runner';
import { createLogger } from '../platform/log/logger';
import { createFileKeys } from '../platform/auth/file-keys';
import { createSimulatedGateway } from '../services/gateway/gateway.simulated';
import { paymentSettlementListener } from '../services/payment/payments/payments.service';
import { paymentDocuments } from '../services/payment/receipts/receipts.service';
import { createSimulatedNotifier } from '../services/notification/notifier.simulated';
import { createSimulatedRegistries } from '../services/registry/registry.simulated';
import * as schema from '../../../db/schema';

/** A start instant inside a billing cycle, in Bangkok time, so tests never depend on the real date. */
export const TEST_START = new Date('2026-11-16T09:00:00+07:00');

/** The app wired to the run's test database with a clock that only moves when the test moves it. */
export function createTestApp(overrides: Partial<TConfig> = {}) {
  // A test file uploads more than a registration does in a minute; the upload limit's own test sets it.
  const config = { ...loadConfig(), uploadRateLimitPerMinute: 10_000, ...overrides };
  if (!config.databaseUrl) throw new Error('DATABASE_URL is set by the jest global setup');
  const database = openDatabase({ url: config.databaseUrl, poolSize: 4, schema });
  const clock = createFixedClock(TEST_START);
  const secret = randomBytes(32).toString('hex');
  const accessKeys = createAccessKeyIssuer({ secret, ttlSeconds: config.accessKeyTtlSeconds, clock });
  const sessions = createSessionManager({ secret, clock });
  const logger = createLogger('silent');
  // The simulation notifier: messages become real outbox rows that tests read back.
  const notifier = createSimulatedNotifier({ clock });
  const fileKeys = createFileKeys({ secret, clock });
  const registries = createSimulatedRegistries({ db: database.db });
  const gateway = createSimulatedGateway({ db: database.db, clock, logger, baseUrl: config.portalBaseUrl });
  gateway.onSettled(paymentSettlementListener({ db: database.db, clock, documents: paymentDocuments }));
  // Nothing ticks in tests: a test registers its jobs, opens the runner and calls runDueJobs or moves the clock.
  const jobs = createJobRunner({ db: database.db, pool: database.pool, clock, logger });
  const deps = { config, db: database.db, clock, logger, accessKeys, sessions, notifier, fileKeys, registries, gateway, jobs };
  const created = createApp(deps);
  const close = async () => {
    await jobs.close();
    await database.pool.end();
  };
  return { ...created, ...deps, pool: database.pool, close };
}

export type TTestApp = ReturnType<typeof createTestApp>;

/** Valid common headers (requirements/wire-contract.md#common-headers), in the language asked for. */
export function commonHeaders(language: 'TH' | 'EN' = 'TH'): Record<string, string> {
  return {
    transactionId: `T${TEST_START.getTime()}${randomBytes(5).toString('hex')}`,
    requestDate: TEST_START.toISOString(),
    language,
    source: 'WEB',
    systemCode: 'M00000',
  };
}
