import { EventEmitter } from 'node:events';
import path from 'node:path';
import { SERVER_ROOT } from './server-root';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandling } from './http/error-handler';
import { localePlugin } from './http/locale';
import { loggerOptions, requestLogger } from './http/logger';
import { Messenger } from './messaging/messenger';
import { outboxOnlyProvider, smtpProvider, webhookSmsProvider } from './messaging/providers';
import { API_PREFIX, openApi } from './plugins/openapi';
import { securityHeaders } from './plugins/security-headers';
import { webApp } from './plugins/web-app';
import { compression } from './plugins/compression';
import { metricsPlugin } from './plugins/metrics';
import { databaseCodeStore, redisCodeStore } from './verification/code-store';
import { loadTransportKey } from './crypto/transport-key';
import { databaseRateLimiter, redisRateLimiter } from './verification/rate-limiter';
import { apiRoutes } from './routes';
import { systemClock, type Clock } from './platform/clock';
import { EventBus } from './platform/events/event-bus';
import { JobRunner } from './platform/jobs/job-runner';
import { LiveHub } from './platform/live/live-hub';
import { PublicCache } from './platform/public-cache';
import { openFileStores } from './files/open-file-stores';
import { openPayoutProvider } from './domains/money/payouts/open-payout-provider';
import { openPayAuthProvider } from './domains/trusted-auth/pay-auth/open-pay-auth-provider';
import { inProcessFanout, postgresFanout, redisFanout, type Fanout } from './platform/live/fanout';
import { dingtalkRobotProvider } from './messaging/providers';
import { countUnreadOf } from './domains/notifications/count-unread';
import { liveSessionIds } from './auth/live-session-ids';
import { eventSubscribers, jobDefinitions, recurringJobs } from './background';
import { usePasswordHashCost } from './crypto/password-hashing';

const DEFAULT_WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');

/**
 * Every route validates and serialises through zod. Given as the compilers' factories, Fastify
 * never loads its default ones (ajv, fast-json-stringify and their formats: measured at a fifth
 * of a restart's CPU before this). Fastify types the factories after ajv's, hence the cast.
 */
const zodCompilers = { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler } as unknown as NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

function trustNearestHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Prefix for every Redis key, so several apps (or test files) can share one Redis. */
  redisPrefix?: string;
  /** Where "now" comes from; tests pass a manual clock. */
  clock?: Clock;
  /**
   * `start`: the job runner polls on its own. `later`: the same once `startJobs(app)` is called
   * (the server, once it listens: its first answer waits for no job schedule). `manual`: only
   * `drain()` runs jobs (tests).
   */
  jobs?: 'start' | 'later' | 'manual';
  /** Where log lines go instead of stdout (tests that read what is logged). */
  logStream?: { write(line: string): void };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The application context and its background parts, for the server's entry point and tests. */
    wardline: { ctx: AppContext; jobs: JobRunner };
  }
}

/** The in-process channel of each embedded database: apps on one database in one process share it. */
const inProcessChannels = new WeakMap<DatabaseHandle['db'], EventEmitter>();

function liveFanout(database: DatabaseHandle, redis: Redis | null, redisPrefix: string, log: FastifyInstance['log']): Fanout {
  if (redis) return redisFanout(redis, `${redisPrefix}live`);
  if (database.kind === 'postgres' && database.url) return postgresFanout(database.url, 'wardline_live', log);
  let channel = inProcessChannels.get(database.db);
  if (!channel) inProcessChannels.set(database.db, (channel = new EventEmitter()));
  return inProcessFanout(channel);
}

/** The Fastify app, used by `main.ts` and by tests through `inject`. */
export async function buildApp({ config, database, redisPrefix = 'wl:', clock = systemClock, jobs = 'start', logStream }: BuildAppOptions): Promise<FastifyInstance> {
  usePasswordHashCost(config.PASSWORD_HASH_COST);
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    childLoggerFactory: requestLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A hop count becomes "believe the nearest n hops", the same rule proxy-addr applies to a number.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustNearestHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    // Our own id for every request: an incoming X-Request-Id is a client's claim, never the id of our log lines.
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  const fileStorage = await openFileStores(config);
  // The Redis client is loaded only when Redis is configured.
  const redis = config.REDIS_URL ? new (await import('ioredis')).Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  const ctx: AppContext = {
    config,
    db: database.db,
    redis,
    log: app.log,
    codes: redis ? redisCodeStore(redis, redisPrefix) : databaseCodeStore(database.db),
    limiter: redis ? redisRateLimiter(redis, redisPrefix) : databaseRateLimiter(database.db),
    transportKey: await loadTransportKey(database.db, config.RSA_PRIVATE_KEY, config.FIELD_ENCRYPTION_KEY),
    messenger: new Messenger(
      database.db,
      {
        email: config.SMTP_URL ? smtpProvider(config.SMTP_URL, config.MAIL_FROM) : outboxOnlyProvider,
        sms: config.SMS_WEBHOOK_URL ? webhookSmsProvider(config.SMS_WEBHOOK_URL, config.SMS_WEBHOOK_TOKEN) : outboxOnlyProvider,
        dingtalk: config.DINGTALK_WEBHOOK_URL ? dingtalkRobotProvider(config.DINGTALK_WEBHOOK_URL, config.DINGTALK_SECRET, () => clock.now()) : outboxOnlyProvider,
      },
      app.log,
      !config.isProduction,
    ),
    clock,
    files: fileStorage.stores,
    payAuth: openPayAuthProvider(config, clock),
    payouts: openPayoutProvider(config, clock),
    events: new EventBus(eventSubscribers),
    // These are replaced below: they need the context they belong to.
    jobs: { wake: () => undefined },
    live: undefined as unknown as LiveHub,
    publicCache: undefined as unknown as PublicCache,
  };
  const runner = new JobRunner(ctx, jobDefinitions, recurringJobs, { concurrency: Math.max(1, config.JOB_CONCURRENCY), pollMs: config.JOB_POLL_MS, leaseMs: config.JOB_LEASE_MS });
  ctx.jobs = runner;
  // One fan-out for the process: live streams and the public cache listen on it side by side.
  const fanout = liveFanout(database, redis, redisPrefix, app.log);
  ctx.publicCache = new PublicCache({ fanout });
  ctx.live = new LiveHub({
    fanout,
    log: app.log,
    countUnread: (userIds) => countUnreadOf(database.db, userIds),
    liveSessions: (sessionIds) => liveSessionIds(ctx, sessionIds),
  });
  app.decorate('wardline', { ctx, jobs: runner });
  await ctx.publicCache.start();
  await ctx.live.start();
  if (jobs === 'start') await startJobs(app);
  else if (jobs === 'manual') await runner.ensureSchedules();

  // The request id travels back, so a user reporting a failure can quote the line in our logs.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  app.addHook('onClose', async () => {
    await runner.stop();
    await ctx.publicCache.stop();
    await ctx.live.stop();
    if (redis) await redis.quit();
    fileStorage.close();
  });

  // Cookies carry no session (that is the Authorization header); only third-party sign-in's browser binding.
  await app.register(fastifyCookie);
  if (config.METRICS_TOKEN) await app.register(metricsPlugin, { ctx, database, token: config.METRICS_TOKEN });
  await app.register(localePlugin);
  await app.register(securityHeaders);
  // Before the API and the static files, whose replies its hook must see.
  await app.register(compression);
  registerErrorHandling(app);
  await app.register(openApi);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok', database: database.kind }));
  await app.register(apiRoutes, { prefix: API_PREFIX, ctx });
  await app.register(webApp, { distDir: config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST });

  return app;
}

/** Starts the app's job runner: polling when JOB_CONCURRENCY allows it, else only its schedules recorded. */
export async function startJobs(app: FastifyInstance): Promise<void> {
  const { ctx, jobs } = app.wardline;
  if (ctx.config.JOB_CONCURRENCY > 0) await jobs.start();
  else await jobs.ensureSchedules();
}
