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
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')).transform((v) => v === 'true'),
  SEED_DEMO: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()).transform((v) => (v === undefined ? undefined : v === 'true')),
  SMTP_URL: optionalString,
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Wardline <no-reply@wardline.local>')),
  SMS_WEBHOOK_URL: optionalUrl,
  SMS_WEBHOOK_TOKEN: optionalString,
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
