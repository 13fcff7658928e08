import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '@mflow/contracts/auth/social-sign-in.contract';
import { DEFAULT_FIRST_ANSWER_BUSINESS_DAYS } from '@mflow/contracts/cases/complaint-rules';
import { DEFAULT_JOURNEY_SPEED_LIMIT_KMH } from './services/toll/journey-rule';
import { DEFAULT_PREPAID_LIMITS } from './services/payment/prepaid/prepaid-limits';
import { PRODUCTION_PASSWORD_HASH_ROUNDS } from './services/credentials/passwords';
import { REPO_ROOT, type TConfig, type TSocialProviderSettings } from './platform/app-config';

const booleanFromEnv = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** An empty variable (as compose files write for "unset") means not set. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Where the simulated identity provider of each social provider lives on this server (backend/src/sim/identity-provider). */
export const SIMULATED_IDP_PATH = '/simidp';

const ZEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('.data'),
    EMBEDDED_POSTGRES_DURABLE: booleanFromEnv.default(true),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    JWT_SECRET: optional(z.string().min(32)),
    SIMULATION: booleanFromEnv.default(true),
    PORTAL_DIR: z.string().default('frontend/dist'),
    BACKOFFICE_DIR: z.string().default('frontend/dist-backoffice'),
    CORS_ORIGINS: z.string().default(''),
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ACCESS_KEY_TTL_SECONDS: z.coerce.number().int().min(30).max(299).default(240),
    ACCESS_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    BODY_LIMIT: z.string().default('100kb'),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    PORTAL_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
    // Read by credentials/passwords.ts, which config.ts cannot hand it to without an import cycle.
    PASSWORD_HASH_ROUNDS: z.coerce.number().int().min(4).max(15).default(PRODUCTION_PASSWORD_HASH_ROUNDS),
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(20).default(5),
    LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
    MAIL_FROM: optional(z.string().min(3)),
    SMS_GATEWAY_URL: optional(z.url({ protocol: /^https?$/ })),
    SMS_GATEWAY_TOKEN: optional(z.string().min(1)),
    SMS_SENDER: z.string().min(1).max(11).default('M-Flow'),
    OTP_TTL_SECONDS: z.coerce.number().int().min(60).max(1800).default(300),
    OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(5),
    OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
    OTP_HOURLY_LIMIT: z.coerce.number().int().min(1).max(100).default(5),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1_048_576)
      .default(5 * 1_048_576),
    CONTACT_MAILBOX: z.email().default('contact@mflow.local'),
    CONTACT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
    ETAX_TIMESTAMP_MAILBOX: z.email().default('etax-timestamp@rd.mflow.local'),
    JOURNEY_SPEED_LIMIT_KMH: z.coerce.number().min(60).max(400).default(DEFAULT_JOURNEY_SPEED_LIMIT_KMH),
    PREPAID_MIN_TOP_UP_SATANG: z.coerce.number().int().min(1).default(DEFAULT_PREPAID_LIMITS.minTopUp),
    PREPAID_MAX_TOP_UP_SATANG: z.coerce.number().int().min(1).default(DEFAULT_PREPAID_LIMITS.maxTopUp),
    PREPAID_MAX_BALANCE_SATANG: z.coerce.number().int().min(1).default(DEFAULT_PREPAID_LIMITS.maxBalance),
    UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    UPLOAD_UNCLAIMED_BYTES_PER_ADDRESS: z.coerce
      .number()
      .int()
      .min(1024)
      .default(25 * 1_048_576),
    UPLOAD_UNCLAIMED_RETENTION_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    CHALLENGE_HMAC_KEY: optional(z.string().min(32)),
    CHALLENGE_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
    CHALLENGE_COST: z.coerce.number().int().min(1).max(1_000_000).default(5000),
    CHALLENGE_MAX_COUNTER: optional(z.coerce.number().int().min(1).max(1_000_000)),
    COMPLAINT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    COMPLAINT_FIRST_ANSWER_BUSINESS_DAYS: z.coerce.number().int().min(1).max(30).default(DEFAULT_FIRST_ANSWER_BUSINESS_DAYS),
  })
  .superRefine((env, context) => {
    // Outside simulation, messages really leave: a deployment that cannot send OTPs must not start.
    if (env.SIMULATION) return;
    if (env.PASSWORD_HASH_ROUNDS < PRODUCTION_PASSWORD_HASH_ROUNDS) {
      context.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_ROUNDS'],
        message: `at least ${PRODUCTION_PASSWORD_HASH_ROUNDS} when SIMULATION=false`,
      });
    }
    for (const key of ['SMTP_URL', 'MAIL_FROM', 'SMS_GATEWAY_URL'] as const) {
      if (!env[key]) context.addIssue({ code: 'custom', path: [key], message: 'required when SIMULATION=false' });
    }
  });

/**
 * Signs the proof-of-work challenges in simulation, published as the simulated providers' secret
 * is. Outside simulation an unset key is drawn at start: a challenge then outlives neither a restart
 * nor a trip to another instance, so several instances set CHALLENGE_HMAC_KEY as they set JWT_SECRET.
 */
const SIMULATED_CHALLENGE_HMAC_KEY = 'simulated-proof-of-work-challenge-signing-key';
/** A challenge solves in well under a second on a phone in simulation, so demos and browser tests do not wait; about a second outside. */
const CHALLENGE_MAX_COUNTER = { simulation: 200, live: 10_000 };

/** The client of the portal at the simulated providers; the secret is published because the simulated providers exist only in simulation mode. */
export const SIMULATED_IDP_CLIENT = { clientId: 'mflow-portal', clientSecret: 'simulated-identity-provider-client-secret' } as const;

const ZSocialSettingsSchema = z.object({
  issuer: optional(z.url({ protocol: /^https?$/ })),
  clientId: optional(z.string().min(1)),
  clientSecret: optional(z.string().min(1)),
});

/**
 * The providers from SOCIAL_<PROVIDER>_ISSUER, _CLIENT_ID and _CLIENT_SECRET. In simulation mode a
 * provider left unset is the simulated one on this server, so the whole redirect flow runs offline;
 * outside simulation a provider left unset is not offered, and the simulated one is refused.
 */
function socialProvidersOf(
  env: NodeJS.ProcessEnv,
  simulation: boolean,
  portalBaseUrl: string,
): { providers: TSocialProviderSettings[]; problems: string[] } {
  const providers: TSocialProviderSettings[] = [];
  const problems: string[] = [];
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = `SOCIAL_${provider.toUpperCase()}`;
    const names = { issuer: `${prefix}_ISSUER`, clientId: `${prefix}_CLIENT_ID`, clientSecret: `${prefix}_CLIENT_SECRET` } as const;
    const parsed = ZSocialSettingsSchema.safeParse({
      issuer: env[names.issuer],
      clientId: env[names.clientId],
      clientSecret: env[names.clientSecret],
    });
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((issue) => `  ${names[issue.path[0] as keyof typeof names]}: ${issue.message}`));
      continue;
    }
    const { issuer, clientId, clientSecret } = parsed.data;
    if (issuer && clientId && clientSecret) {
      if (!simulation && new URL(issuer).pathname.startsWith(`${SIMULATED_IDP_PATH}/`)) {
        problems.push(`  ${names.issuer}: the simulated identity provider exists only when SIMULATION=true`);
      }
      providers.push({ provider, issuer: issuer.replace(/\/+$/, ''), clientId, clientSecret, simulated: false });
    } else if (issuer || clientId || clientSecret) {
      // Half a provider's settings is a typo, not a choice: say so rather than quietly offer nothing.
      const missing = Object.entries(parsed.data)
        .filter(([, value]) => !value)
        .map(([key]) => names[key as keyof typeof names]);
      problems.push(...missing.map((name) => `  ${name}: required with the other ${prefix} settings`));
    } else if (simulation) {
      providers.push({ provider, issuer: `${portalBaseUrl}${SIMULATED_IDP_PATH}/${provider}`, ...SIMULATED_IDP_CLIENT, simulated: true });
    }
  }
  return { providers, problems };
}

/** Parses the environment once into the platform's TConfig; every other module receives the result instead of reading process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  // Links in e-mails point at this server unless an operator names the public address.
  const portalBaseUrl = (e.PORTAL_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const social = socialProvidersOf(env, e.SIMULATION, portalBaseUrl);
  if (social.problems.length > 0) throw new Error(`Invalid configuration:\n${social.problems.join('\n')}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    embeddedPostgresDurable: e.EMBEDDED_POSTGRES_DURABLE,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET,
    simulation: e.SIMULATION,
    portalDir: path.resolve(REPO_ROOT, e.PORTAL_DIR),
    backofficeDir: path.resolve(REPO_ROOT, e.BACKOFFICE_DIR),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxyHops: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    accessKeyTtlSeconds: e.ACCESS_KEY_TTL_SECONDS,
    accessKeyRateLimitPerMinute: e.ACCESS_KEY_RATE_LIMIT_PER_MINUTE,
    bodyLimit: e.BODY_LIMIT,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    portalBaseUrl,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginFailureWindowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES,
    loginLockMinutes: e.LOGIN_LOCK_MINUTES,
    passwordResetTtlMinutes: e.PASSWORD_RESET_TTL_MINUTES,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    smsGatewayToken: e.SMS_GATEWAY_TOKEN,
    smsSender: e.SMS_SENDER,
    otpTtlSeconds: e.OTP_TTL_SECONDS,
    otpMaxAttempts: e.OTP_MAX_ATTEMPTS,
    otpResendCooldownSeconds: e.OTP_RESEND_COOLDOWN_SECONDS,
    otpHourlyLimit: e.OTP_HOURLY_LIMIT,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    uploadRateLimitPerMinute: e.UPLOAD_RATE_LIMIT_PER_MINUTE,
    uploadUnclaimedBytesPerAddress: e.UPLOAD_UNCLAIMED_BYTES_PER_ADDRESS,
    uploadUnclaimedRetentionHours: e.UPLOAD_UNCLAIMED_RETENTION_HOURS,
    contactMailbox: e.CONTACT_MAILBOX,
    contactRateLimitPerMinute: e.CONTACT_RATE_LIMIT_PER_MINUTE,
    etaxTimestampMailbox: e.ETAX_TIMESTAMP_MAILBOX,
    journeySpeedLimitKmh: e.JOURNEY_SPEED_LIMIT_KMH,
    socialProviders: social.providers,
    challengeHmacKey: e.CHALLENGE_HMAC_KEY ?? (e.SIMULATION ? SIMULATED_CHALLENGE_HMAC_KEY : randomBytes(32).toString('hex')),
    challengeTtlSeconds: e.CHALLENGE_TTL_SECONDS,
    challengeCost: e.CHALLENGE_COST,
    challengeMaxCounter: e.CHALLENGE_MAX_COUNTER ?? (e.SIMULATION ? CHALLENGE_MAX_COUNTER.simulation : CHALLENGE_MAX_COUNTER.live),
    complaintRateLimitPerMinute: e.COMPLAINT_RATE_LIMIT_PER_MINUTE,
    complaintFirstAnswerBusinessDays: e.COMPLAINT_FIRST_ANSWER_BUSINESS_DAYS,
    prepaidLimits: {
      minTopUp: e.PREPAID_MIN_TOP_UP_SATANG,
      maxTopUp: e.PREPAID_MAX_TOP_UP_SATANG,
      maxBalance: e.PREPAID_MAX_BALANCE_SATANG,
    },
  };
}
