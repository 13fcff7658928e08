import type { Logger } from 'pino';
import type { TConfig } from '../config';
import type { TAccessKeyIssuer } from './auth/access-key';
import type { TSessionManager } from './auth/sessions';
import type { Clock } from './clock';
import type { TDatabase } from './db/database';
import type { TFileKeys } from '../services/file/file-keys';
import type { TNotifier } from '../services/notification/notifier';

/** What every router receives: built once in main.ts (or a test) and passed down, never imported. */
export type TAppDeps = {
  config: TConfig;
  db: TDatabase;
  clock: Clock;
  logger: Logger;
  accessKeys: TAccessKeyIssuer;
  sessions: TSessionManager;
  notifier: TNotifier;
  fileKeys: TFileKeys;
};
