import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { rowsOf, type Database } from '../db/client';

export type RateDecision = { allowed: boolean; count: number; retryAfterSeconds: number };

/** Fixed-window counter: `hit` counts one event under `key` and says whether it is within `limit`. */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision>;
  /** Forgets a key, e.g. failed-login counts after a successful login. */
  reset(key: string): Promise<void>;
  /** The count of `key` in its current window, without counting (0 when none is open). */
  peek(key: string): Promise<number>;
}

/** One atomic upsert per hit, so concurrent requests on several processes count exactly. */
export function databaseRateLimiter(db: Database): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const result = await db.execute(sql`
        INSERT INTO rate_counters (key, count, window_ends_at)
        VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_counters.window_ends_at <= now() THEN 1 ELSE rate_counters.count + 1 END,
          window_ends_at = CASE WHEN rate_counters.window_ends_at <= now() THEN excluded.window_ends_at ELSE rate_counters.window_ends_at END
        RETURNING count, CEIL(EXTRACT(EPOCH FROM (window_ends_at - now())))::int AS retry`);
      const row = rowsOf<{ count: number; retry: number }>(result)[0]!;
      const count = Number(row.count);
      return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Number(row.retry)) };
    },
    async reset(key) {
      await db.execute(sql`DELETE FROM rate_counters WHERE key = ${key}`);
    },
    async peek(key) {
      const result = await db.execute(sql`SELECT count FROM rate_counters WHERE key = ${key} AND window_ends_at > now()`);
      return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
    },
  };
}

export function redisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const k = `${prefix}rate:${key}`;
      const [[, count], , [, ttl]] = (await redis.multi().incr(k).expire(k, windowSeconds, 'NX').ttl(k).exec()) as [
        [null, number],
        [null, number],
        [null, number],
      ];
      return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, ttl) };
    },
    async reset(key) {
      await redis.del(`${prefix}rate:${key}`);
    },
    async peek(key) {
      return Number((await redis.get(`${prefix}rate:${key}`)) ?? 0);
    },
  };
}
