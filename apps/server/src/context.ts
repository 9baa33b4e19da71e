import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Messenger } from './messaging/messenger';
import type { TransportKey } from './crypto/transport-key';
import type { CodeStore } from './verification/code-store';
import type { RateLimiter } from './verification/rate-limiter';

/** What every use case may depend on; built once per app and passed to route modules. */
export type AppContext = {
  config: Config;
  db: Database;
  messenger: Messenger;
  codes: CodeStore;
  limiter: RateLimiter;
  /** Decrypts password fields sent by clients (RSA-OAEP). */
  transportKey: TransportKey;
  redis: Redis | null;
  log: FastifyBaseLogger;
};
