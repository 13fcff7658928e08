import path from 'node:path';
import { z } from 'zod';

/** The repository root, so that relative defaults mean the same thing whichever workspace starts the process. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** An empty variable (as compose files write for "unset") means not set. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  JWT_SECRET: optional(z.string().min(32)),
  SIMULATION: booleanFromEnv.default(true),
  PORTAL_DIR: z.string().default('frontend/dist'),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_KEY_TTL_SECONDS: z.coerce.number().int().min(30).max(299).default(240),
  ACCESS_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  BODY_LIMIT: z.string().default('100kb'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
});

export type TConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  jwtSecret: string | undefined;
  simulation: boolean;
  portalDir: string;
  corsOrigins: string[];
  trustProxyHops: number;
  logLevel: string;
  accessKeyTtlSeconds: number;
  accessKeyRateLimitPerMinute: number;
  bodyLimit: string;
  shutdownGraceMs: number;
};

/** Parses the environment once; every other module receives the result instead of reading process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET,
    simulation: e.SIMULATION,
    portalDir: path.resolve(REPO_ROOT, e.PORTAL_DIR),
    corsOrigins: e.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    trustProxyHops: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    accessKeyTtlSeconds: e.ACCESS_KEY_TTL_SECONDS,
    accessKeyRateLimitPerMinute: e.ACCESS_KEY_RATE_LIMIT_PER_MINUTE,
    bodyLimit: e.BODY_LIMIT,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
}
