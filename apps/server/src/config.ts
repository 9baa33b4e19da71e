import { CODE_DAILY_LIMIT_PER_CLIENT } from '@wardline/contract';
import path from 'node:path';
import { SERVER_ROOT } from './server-root';
import { z } from 'zod';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalUrl = z.preprocess(emptyAsUndefined, z.string().url().optional());
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

/**
 * Every setting the server reads, checked once at boot. `.env.example` documents each.
 * A bad value stops the process with a message naming the variable.
 */
const DEFAULT_DATA_DIR = path.resolve(SERVER_ROOT, '../../data');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Unset: 0.0.0.0 in production, 127.0.0.1 otherwise (dev outbox and demo staff must not face a network). */
  HOST: optionalString,
  /** Lets a server with the development helpers on listen on a public address anyway (a trusted lab network). */
  ALLOW_DEV_HELPERS_ON_PUBLIC_HOST: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')).transform((v) => v === 'true'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Defaults to `data/` at the repository root, wherever the server is started from. */
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default(DEFAULT_DATA_DIR)),
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
  /** A DingTalk custom robot's webhook (https://oapi.dingtalk.com/robot/send?access_token=…) for notifications; off when empty. */
  DINGTALK_WEBHOOK_URL: optionalUrl,
  /** The robot's signing secret (SEC…), when its security setting is "sign". */
  DINGTALK_SECRET: optionalString,
  /** How many days sent messages stay in outbox_messages (the record of what was sent). */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Background jobs this process runs at once (notifications, purges); 0 runs none here (another process does). */
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(4),
  /** How often an idle process looks for due jobs; work queued by this process starts at once. */
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /**
   * How long a process's claim on a job holds: a job whose process died (crash, SIGKILL) is
   * taken over by another after this. Jobs are idempotent, so a lease shorter than a slow job
   * only risks running it twice, never doing its work twice.
   */
  JOB_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
  /** PEM of the RSA private key that decrypts password fields; `\n` escapes allowed for one-line env files. */
  RSA_PRIVATE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()).transform((v) => v?.replaceAll('\\n', '\n')),
  /** Codes (SMS and mail) one client address may ask for per day, over every target; each target has its own cap of 10. */
  CODE_DAILY_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(CODE_DAILY_LIMIT_PER_CLIENT),
  /**
   * Sign-in failures (identity/login/sign-in-guard.ts), per LOGIN_FAILURE_WINDOW_MINUTES: from a
   * browser the account has not signed in on, failures on one account from one client address
   * lock that address out of that account (_PER_ACCOUNT) and failures from one address over all
   * accounts lock the address (_PER_CLIENT); after LOGIN_CAPTCHA_AFTER_FAILURES failures on an
   * account from such browsers, each phone sign-in needs a captcha. A browser the account signed
   * in on before (device cookie) has its own budget (_PER_DEVICE) and is never locked by others.
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_MAX_FAILURES_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(20),
  LOGIN_MAX_FAILURES_PER_DEVICE: z.coerce.number().int().min(1).max(1000).default(10),
  LOGIN_CAPTCHA_AFTER_FAILURES: z.coerce.number().int().min(0).max(1000).default(3),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  /** A session unused this long is over, whatever is left of its 8 hours. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(8 * 60).default(120),
  /**
   * Text messages with a code the whole platform may send per clock hour (SMS pumping defence):
   * past it, sends are refused and staff holding user administration are alerted once that hour.
   */
  SMS_HOURLY_BUDGET: z.coerce.number().int().min(1).max(10_000_000).default(600),
  /**
   * AES-256-GCM key for ID and bank numbers at rest: base64 of exactly 32 bytes. Required in
   * production; elsewhere a key is generated once and kept in the database (transport_keys).
   */
  FIELD_ENCRYPTION_KEY: z
    .preprocess(emptyAsUndefined, z.string().optional())
    .refine((v) => v === undefined || (/^[A-Za-z0-9+/]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length === 32), 'must be base64 of exactly 32 bytes'),
  // Third-party sign-in (domains/third-party). A provider whose id is empty is switched off.
  /** Issuer URL of the OpenID Connect provider for single sign-on (/xiamlogin), e.g. a Keycloak realm. */
  OIDC_ISSUER_URL: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  /** Where the provider sends the user back; defaults to PUBLIC_ORIGIN/xiamlogin. */
  OIDC_REDIRECT_URI: optionalUrl,
  OIDC_SCOPE: z.preprocess(emptyAsUndefined, z.string().default('openid profile email')),
  WECHAT_APP_ID: optionalString,
  WECHAT_APP_SECRET: optionalString,
  WECHAT_AUTHORIZE_URL: z.preprocess(emptyAsUndefined, z.string().url().default('https://open.weixin.qq.com/connect/qrconnect')),
  WECHAT_API_BASE_URL: z.preprocess(emptyAsUndefined, z.string().url().default('https://api.weixin.qq.com')),
  /** Defaults to PUBLIC_ORIGIN/ (the web app reads `code` and `state` there). */
  WECHAT_REDIRECT_URI: optionalUrl,
  ALIPAY_APP_ID: optionalString,
  /** The application's RSA private key (PEM, or the bare base64 the Alipay console shows); "\n" escapes allowed. */
  ALIPAY_APP_PRIVATE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()).transform((v) => v?.replaceAll('\\n', '\n')),
  /** Alipay's public key that signs gateway answers (PEM or bare base64). */
  ALIPAY_PUBLIC_KEY: z.preprocess(emptyAsUndefined, z.string().optional()).transform((v) => v?.replaceAll('\\n', '\n')),
  ALIPAY_AUTHORIZE_URL: z.preprocess(emptyAsUndefined, z.string().url().default('https://openauth.alipay.com/oauth2/publicAppAuthorize.htm')),
  ALIPAY_GATEWAY_URL: z.preprocess(emptyAsUndefined, z.string().url().default('https://openapi.alipay.com/gateway.do')),
  /** Defaults to PUBLIC_ORIGIN/ (the web app reads `auth_code` and `state` there). */
  ALIPAY_REDIRECT_URI: optionalUrl,
  /** How long a call to a third-party provider may take before the sign-in fails with 502. */
  THIRD_PARTY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // Payment authentication (domains/trusted-auth/pay-auth): the development provider outside production when empty.
  /** Base address of the payment-authentication provider's API (POST /sessions, GET /sessions/{code}); https unless on loopback. */
  PAY_AUTH_URL: optionalUrl,
  /** Shared secret of the HMAC-SHA256 signature on every request to the provider. */
  PAY_AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16, 'use at least 16 characters').optional()),
  // Payouts of bounties to hackers' bank cards (domains/money/payouts): the development provider outside production when empty.
  /** Where payout instructions are POSTed (signed JSON); https unless on loopback. */
  PAYOUT_WEBHOOK_URL: optionalUrl,
  /** Shared secret of the HMAC-SHA256 signature on instructions we send and on the provider's result callbacks. */
  PAYOUT_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16, 'use at least 16 characters').optional()),
  // Object storage for uploads (files/s3-file-store.ts). Local disk under DATA_DIR when S3_BUCKET is empty.
  /** Bucket of an S3-compatible store (AWS S3, MinIO, Ceph, Aliyun OSS, Tencent COS…): every server process then sees every upload. */
  S3_BUCKET: optionalString,
  /** The service's address, e.g. http://minio:9000; empty for AWS itself. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Path-style addresses (host/bucket/key), which self-hosted services expect; false for virtual-host style. */
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('true')).transform((v) => v === 'true'),
  /** Put before every object name, e.g. `wardline/`, so one bucket can serve several installations. */
  S3_PREFIX: z.preprocess(emptyAsUndefined, z.string().default('')),
  /** Token that opens /metrics (Prometheus format; `Authorization: Bearer <token>`); /metrics is 404 while empty. */
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'use at least 16 characters').optional()),
  /** argon2id cost of stored passwords: `minimal` is for test runs only and refused in production. */
  PASSWORD_HASH_COST: z.preprocess(emptyAsUndefined, z.enum(['standard', 'minimal']).default('standard')),
})
  .refine((c) => c.NODE_ENV !== 'production' || c.FIELD_ENCRYPTION_KEY !== undefined, {
    path: ['FIELD_ENCRYPTION_KEY'],
    message: 'is required in production (base64 of 32 random bytes: openssl rand -base64 32)',
  })
  .refine((c) => c.PAY_AUTH_URL === undefined || c.PAY_AUTH_SECRET !== undefined, {
    path: ['PAY_AUTH_SECRET'],
    message: 'is required with PAY_AUTH_URL (requests to the provider are signed with it)',
  })
  .refine((c) => c.PAYOUT_WEBHOOK_URL === undefined || c.PAYOUT_WEBHOOK_SECRET !== undefined, {
    path: ['PAYOUT_WEBHOOK_SECRET'],
    message: 'is required with PAYOUT_WEBHOOK_URL (instructions and result callbacks are signed with it)',
  })
  .refine((c) => c.NODE_ENV !== 'production' || c.PASSWORD_HASH_COST === 'standard', {
    path: ['PASSWORD_HASH_COST'],
    message: 'minimal is for test runs only; production stores passwords at the standard cost',
  });

export type Config = Omit<z.infer<typeof configSchema>, 'HOST'> & { HOST: string; isProduction: boolean; seedDemo: boolean };

/** Whether an address only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const isProduction = parsed.data.NODE_ENV === 'production';
  // Outside production the dev outbox hands out every code and the demo staff account exists.
  const HOST = parsed.data.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  if (!isProduction && !isLoopbackHost(HOST) && !parsed.data.ALLOW_DEV_HELPERS_ON_PUBLIC_HOST) {
    throw new Error(
      `Invalid configuration:\n  HOST: ${HOST} is reachable from other machines, but without NODE_ENV=production the dev outbox (every code sent) and the demo staff account are on. ` +
        'Set NODE_ENV=production, or HOST=127.0.0.1, or ALLOW_DEV_HELPERS_ON_PUBLIC_HOST=true on a network you trust.',
    );
  }
  return { ...parsed.data, HOST, isProduction, seedDemo: parsed.data.SEED_DEMO ?? !isProduction };
}
