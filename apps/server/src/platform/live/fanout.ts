import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { Redis } from 'ioredis';

/**
 * One channel every server process hears: what one process publishes, all (itself
 * included) receive. Through Redis when configured, PostgreSQL LISTEN/NOTIFY on
 * PostgreSQL, or in-process with the embedded database (one process per data folder).
 * Delivery is best effort: listeners resync on reconnect, so a lost message costs a
 * moment of staleness, never data.
 */
export interface Fanout {
  readonly kind: 'redis' | 'postgres' | 'in-process';
  publish(message: string): Promise<void>;
  /** Starts listening; the returned function stops. */
  subscribe(listener: (message: string) => void): Promise<() => Promise<void>>;
  /** Ends the connections this fan-out opened. */
  close(): Promise<void>;
}

/**
 * In-process: `emitter` is the channel, one per database (apps sharing an embedded
 * database in one process, as tests' siblings do, hear each other). `close` removes only
 * this fan-out's own listeners.
 */
export function inProcessFanout(emitter: EventEmitter = new EventEmitter()): Fanout {
  emitter.setMaxListeners(0);
  const own = new Set<(message: string) => void>();
  return {
    kind: 'in-process',
    async publish(message) {
      emitter.emit('message', message);
    },
    async subscribe(listener) {
      emitter.on('message', listener);
      own.add(listener);
      return async () => {
        own.delete(listener);
        emitter.off('message', listener);
      };
    },
    async close() {
      for (const listener of own) emitter.off('message', listener);
      own.clear();
    },
  };
}

export function redisFanout(redis: Redis, channel: string): Fanout {
  const subscribers = new Set<Redis>();
  return {
    kind: 'redis',
    async publish(message) {
      await redis.publish(channel, message);
    },
    async subscribe(listener) {
      // A subscribed Redis connection can do nothing else, so it is a connection of its own.
      const subscriber = redis.duplicate();
      subscriber.on('message', (from: string, message: string) => {
        if (from === channel) listener(message);
      });
      subscriber.on('error', () => undefined);
      await subscriber.subscribe(channel);
      subscribers.add(subscriber);
      return async () => {
        subscribers.delete(subscriber);
        await subscriber.quit().catch(() => undefined);
      };
    },
    async close() {
      await Promise.all([...subscribers].map((s) => s.quit().catch(() => undefined)));
      subscribers.clear();
    },
  };
}

/** NOTIFY carries at most 8000 bytes; messages here are a few ids. */
export function postgresFanout(connectionString: string, channel: string, log: { warn: (obj: object, msg: string) => void }): Fanout {
  // The driver is loaded, and the pool opened, at the first use: never on the embedded database.
  const driver = () => import('pg').then((module) => module.default);
  let pool: Promise<pg.Pool> | null = null;
  const poolOf = () =>
    (pool ??= driver().then((pgDriver) => {
      const opened = new pgDriver.Pool({ connectionString, max: 2 });
      opened.on('error', () => undefined);
      return opened;
    }));
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    async publish(message) {
      await (await poolOf()).query('SELECT pg_notify($1, $2)', [channel, message]);
    },
    async subscribe(listener) {
      let client: pg.Client | null = null;
      let stopped = false;
      const connect = async (): Promise<void> => {
        const next = new (await driver()).Client({ connectionString });
        next.on('notification', (n) => {
          if (n.channel === channel && n.payload !== undefined) listener(n.payload);
        });
        // A dropped LISTEN connection is opened again; notifications in between are lost (see above).
        next.on('error', (err) => {
          log.warn({ err }, 'live fan-out connection lost; reconnecting');
          if (!stopped) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
        });
        await next.connect();
        await next.query(`LISTEN "${channel}"`);
        client = next;
      };
      await connect();
      const stop = async () => {
        stopped = true;
        listeners.delete(stop);
        await client?.end().catch(() => undefined);
      };
      listeners.add(stop);
      return stop;
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      if (pool) await (await pool).end().catch(() => undefined);
    },
  };
}
