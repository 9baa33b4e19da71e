import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandling } from './http/error-handler';
import { localePlugin } from './http/locale';
import { loggerOptions } from './http/logger';
import { Messenger } from './messaging/messenger';
import { outboxOnlyProvider, smtpProvider, webhookSmsProvider } from './messaging/providers';
import { API_PREFIX, openApi } from './plugins/openapi';
import { securityHeaders } from './plugins/security-headers';
import { webApp } from './plugins/web-app';
import { databaseCodeStore, redisCodeStore } from './verification/code-store';
import { loadTransportKey } from './crypto/transport-key';
import { databaseRateLimiter, redisRateLimiter } from './verification/rate-limiter';
import { apiRoutes } from './routes';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

function trustNearestHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Prefix for every Redis key, so several apps (or test files) can share one Redis. */
  redisPrefix?: string;
};

/** The Fastify app, used by `main.ts` and by tests through `inject`. */
export async function buildApp({ config, database, redisPrefix = 'wl:' }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A hop count becomes "believe the nearest n hops", the same rule proxy-addr applies to a number.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustNearestHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  const ctx: AppContext = {
    config,
    db: database.db,
    redis,
    log: app.log,
    codes: redis ? redisCodeStore(redis, redisPrefix) : databaseCodeStore(database.db),
    limiter: redis ? redisRateLimiter(redis, redisPrefix) : databaseRateLimiter(database.db),
    transportKey: await loadTransportKey(database.db, config.RSA_PRIVATE_KEY),
    messenger: new Messenger(
      database.db,
      {
        email: config.SMTP_URL ? smtpProvider(config.SMTP_URL, config.MAIL_FROM) : outboxOnlyProvider,
        sms: config.SMS_WEBHOOK_URL ? webhookSmsProvider(config.SMS_WEBHOOK_URL, config.SMS_WEBHOOK_TOKEN) : outboxOnlyProvider,
      },
      app.log,
      !config.isProduction,
    ),
  };

  // The request id travels back, so a user reporting a failure can quote the line in our logs.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.addHook('onClose', async () => {
    if (redis) await redis.quit();
  });

  await app.register(localePlugin);
  await app.register(securityHeaders);
  registerErrorHandling(app);
  await app.register(openApi);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok', database: database.kind }));
  await app.register(apiRoutes, { prefix: API_PREFIX, ctx });
  await app.register(webApp, { distDir: config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST });

  return app;
}
