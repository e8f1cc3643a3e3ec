// The only module that reads process.env: every setting is parsed and validated once, at start.
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './lib/paths';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // Server processes sharing the port (node:cluster): one event loop uses one core, so a machine with more
  // cores answers more with more processes. Each is an instance as in "Running several instances".
  API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  // Set by the server for the processes it starts (0 is the one that refreshes feeds); not a setting.
  API_PROCESS_INDEX: z.coerce.number().int().min(0).max(63).default(0),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  PUBLIC_URL: optionalUrl,
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Rooted <no-reply@rooted.local>'),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(8000),
  REDIS_URL: optionalUrl,
  // Prepended to every Redis key, so several deployments (or test runs) can share one Redis.
  REDIS_KEY_PREFIX: z.string().trim().min(1).max(100).default('rooted:'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  SUPPORTER_PRICE_MONTHLY: z.coerce.number().positive().max(1000).default(5),
  FEED_REFRESH_MINUTES: z.coerce.number().int().min(0).max(10080).default(60),
  ALLOW_PRIVATE_FEED_URLS: bool.default(false),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  // Multiplies the per-IP auth rate limits (never the per-e-mail ones): for many users behind one address,
  // or a browser-test run where every client is 127.0.0.1.
  RATE_LIMIT_IP_SCALE: z.coerce.number().min(1).max(1000).default(1),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; publicUrl: string };

export class EnvError extends Error {}

/** Parse settings; a bad value stops start-up with a list of everything that is wrong. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const problems: string[] = [];
  if (env.LLM_BASE_URL && !env.LLM_MODEL) problems.push('  - LLM_MODEL: required when LLM_BASE_URL is set');
  if (env.S3_ENDPOINT && !(env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY))
    problems.push('  - S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_ENDPOINT is set');
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET))
    problems.push('  - STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both or neither');
  // The embedded PostgreSQL belongs to one process, and rate limits must count every process's requests.
  if (env.API_PROCESSES > 1 && !env.DATABASE_URL)
    problems.push('  - API_PROCESSES: above 1 needs DATABASE_URL (the embedded PostgreSQL serves a single process)');
  if (env.API_PROCESSES > 1 && !env.REDIS_URL)
    problems.push('  - API_PROCESSES: above 1 needs REDIS_URL (rate limits count the requests of every process)');
  if (problems.length) throw new EnvError(`Invalid settings:\n${problems.join('\n')}`);
  const dataDir = path.resolve(repoRoot, env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return { ...env, dataDir, publicUrl };
}
