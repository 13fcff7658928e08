import type { Logger } from 'pino';
import type { TConfig } from './app-config';
import type { TAccessKeyIssuer } from './auth/access-key';
import type { TFileKeys } from './auth/file-keys';
import type { TSessionManager } from './auth/sessions';
import type { Clock } from './clock';
import type { TDatabase } from './db/database';
import type { TJobRunner } from './jobs/job-runner';
import type { TNotifier, TPaymentGateway, TRegistries } from './ports';

/**
 * What every router receives: built once in main.ts (or a test) and passed down, never imported.
 * The notifier, the registries and the gateway are ports to the outside world: main.ts wires the simulated
 * ones only in simulation mode. `jobs` is the jobs runner: modules register their jobs on it
 * before main.ts opens it, and a clock move runs what fell due.
 */
export type TAppDeps = {
  config: TConfig;
  db: TDatabase;
  clock: Clock;
  logger: Logger;
  accessKeys: TAccessKeyIssuer;
  sessions: TSessionManager;
  notifier: TNotifier;
  fileKeys: TFileKeys;
  registries: TRegistries;
  gateway: TPaymentGateway;
  jobs: TJobRunner;
};
