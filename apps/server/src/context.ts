import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Messenger } from './messaging/messenger';
import type { TransportKey } from './crypto/transport-key';
import type { CodeStore } from './verification/code-store';
import type { RateLimiter } from './verification/rate-limiter';
import type { Clock } from './platform/clock';
import type { TransactionScope } from './platform/use-case';
import type { EventBus } from './platform/events/event-bus';
import type { LiveHub } from './platform/live/live-hub';
import type { PublicCache } from './platform/public-cache';
import type { FileStores } from './files/file-store';
import type { PaymentAuthProvider } from './domains/trusted-auth/pay-auth/payment-auth-provider';
import type { PayoutProvider } from './domains/money/payouts/payout-provider';

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
  /** The only source of "now" for use cases and jobs; a manual clock in tests. */
  clock: Clock;
  /** Set while `db` is a transaction opened by `inTransaction`: where after-commit effects wait. */
  tx?: TransactionScope;
  /** The job runner of this process; `wake` makes it look for due work now. */
  jobs: { wake(): void };
  /** Which subscribers each event type has (`recordEvent` enqueues one job per subscriber). */
  events: EventBus;
  /** Open event streams of signed-in browsers, fanned out across processes. */
  live: LiveHub;
  /** Answers that are the same for every visitor, emptied in every process when staff change content. */
  publicCache: PublicCache;
  /** Where uploads live: local disk under DATA_DIR, or an S3-compatible bucket (S3_*). */
  files: FileStores;
  /** The payment-authentication provider (PAY_AUTH_URL, else the development one outside production); null when there is none. */
  payAuth: PaymentAuthProvider | null;
  /** Where bounty payouts go (PAYOUT_WEBHOOK_URL, else the development one outside production); null when there is none. */
  payouts: PayoutProvider | null;
};
