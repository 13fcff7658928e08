/**
 * The configuration every module receives (in TAppDeps), as backend/src/config.ts reads it from the
 * environment, once. Declared in the platform so that the modules below the app's wiring can name
 * it.
 */
import path from 'node:path';
import type { TSocialProvider } from '@mflow/contracts/auth/social-sign-in.contract';

/** The repository root, so that relative defaults mean the same thing whichever workspace starts the process. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** One social identity provider the portal offers: an OpenID Connect issuer and this portal's client there. */
export type TSocialProviderSettings = {
  provider: TSocialProvider;
  issuer: string;
  clientId: string;
  clientSecret: string;
  simulated: boolean;
};

export type TConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** False for data thrown away after a run (the browser tests' clusters): commits wait for no disk flush (decision 0068). */
  embeddedPostgresDurable: boolean;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  jwtSecret: string | undefined;
  simulation: boolean;
  portalDir: string;
  backofficeDir: string;
  corsOrigins: string[];
  trustProxyHops: number;
  logLevel: string;
  accessKeyTtlSeconds: number;
  accessKeyRateLimitPerMinute: number;
  bodyLimit: string;
  shutdownGraceMs: number;
  /** Where customers open the portal; e-mailed links (confirmation, password reset) start with it. */
  portalBaseUrl: string;
  loginMaxFailures: number;
  loginFailureWindowMinutes: number;
  loginLockMinutes: number;
  passwordResetTtlMinutes: number;
  authRateLimitPerMinute: number;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  smsSender: string;
  otpTtlSeconds: number;
  otpMaxAttempts: number;
  otpResendCooldownSeconds: number;
  otpHourlyLimit: number;
  uploadMaxBytes: number;
  /** Online uploads per client address, and per access key, per minute. */
  uploadRateLimitPerMinute: number;
  /** Bytes of online uploads not yet claimed that one client address may have stored. */
  uploadUnclaimedBytesPerAddress: number;
  /** How long an online upload waits to be claimed before the clean-up job deletes it. */
  uploadUnclaimedRetentionHours: number;
  /** The operator's mailbox that receives the portal's contact form. */
  contactMailbox: string;
  contactRateLimitPerMinute: number;
  /**
   * The Revenue Department's time-stamping mailbox that every e-tax invoice and credit note is
   * copied to ("e-Tax Invoice by Email"); in simulation the copy lands in the outbox like any message.
   */
  etaxTimestampMailbox: string;
  /** Two reads of one plate faster than this apart are an impossible journey (decision 0058). */
  journeySpeedLimitKmh: number;
  /** The social identity providers offered at sign-in (requirements/accounts.md#sign-in). */
  socialProviders: TSocialProviderSettings[];
  /** Signs the proof-of-work challenges (docs/decisions/0072-proof-of-work-challenge.md). */
  challengeHmacKey: string;
  /** How long an issued challenge may be solved and submitted, from the injected clock. */
  challengeTtlSeconds: number;
  /** PBKDF2 iterations of one attempt, and the largest counter a solver may need to reach: together the difficulty. */
  challengeCost: number;
  challengeMaxCounter: number;
  complaintRateLimitPerMinute: number;
  /** The first answer to a complaint is due within this many business days (requirements/complaints.md#handling). */
  complaintFirstAnswerBusinessDays: number;
  /** The prepaid account's limits in satang (requirements/prepaid-account.md#balance-and-top-ups): a top-up's least and most, the most the balance may hold. */
  prepaidLimits: { minTopUp: number; maxTopUp: number; maxBalance: number };
};
