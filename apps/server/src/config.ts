import path from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalUrl = z.preprocess(emptyAsUndefined, z.string().url().optional());
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

/**
 * Every setting the server reads, checked once at boot. `.env.example` documents each.
 * A bad value stops the process with a message naming the variable.
 */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default(path.resolve(process.cwd(), 'data')),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: optionalUrl,
  WEB_DIST_DIR: optionalString,
  PUBLIC_ORIGIN: z.preprocess(emptyAsUndefined, z.string().url().default('http://localhost:8080')),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
  /**
   * Which X-Forwarded-For hops to believe: false (none), a hop count such as 1 (one load
   * balancer in front), or a comma-separated list of proxy addresses/CIDRs. `true` would let
   * any client fake its address and escape per-address limits, so it is not offered.
   */
  TRUST_PROXY: z
    .preprocess(emptyAsUndefined, z.string().default('false'))
    .refine((v) => v.trim() !== 'true', 'use a hop count or proxy addresses, not true')
    .transform((v): boolean | number | string[] => (v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v.split(',').map((s) => s.trim()))),
  SEED_DEMO: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()).transform((v) => (v === undefined ? undefined : v === 'true')),
  SMTP_URL: optionalString,
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Wardline <no-reply@wardline.local>')),
  SMS_WEBHOOK_URL: optionalUrl,
  SMS_WEBHOOK_TOKEN: optionalString,
  /** PEM of the RSA private key that decrypts password fields; `\n` escapes allowed for one-line env files. */
  RSA_PRIVATE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()).transform((v) => v?.replaceAll('\\n', '\n')),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_MAX_FAILURES_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(20),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
});

export type Config = z.infer<typeof configSchema> & { isProduction: boolean; seedDemo: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const isProduction = parsed.data.NODE_ENV === 'production';
  return { ...parsed.data, isProduction, seedDemo: parsed.data.SEED_DEMO ?? !isProduction };
}
