import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { verificationCodes } from '../messaging/messaging.tables';

/** Wrong tries that burn a code. */
export const MAX_CODE_ATTEMPTS = 5;

export type CodeSpec = { purpose: string; target: string; ttlSeconds: number };

/**
 * Short-lived, single-use codes kept only as a hash. A new code for the same purpose
 * and target replaces the old one; `MAX_CODE_ATTEMPTS` wrong tries burn it.
 */
export interface CodeStore {
  save(spec: CodeSpec, code: string): Promise<void>;
  /** True once for the right code; consumes it. */
  consume(purpose: string, target: string, code: string): Promise<boolean>;
}

function hashCode(purpose: string, target: string, code: string): string {
  return createHash('sha256').update(`${purpose}\u0000${target}\u0000${code.toUpperCase()}`).digest('hex');
}

const DIGITS = '0123456789';
/** Without 0/O and 1/I/L, which people misread. */
const ALPHANUMERIC = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function generateCode(length: number, alphabet: 'digits' | 'alphanumeric'): string {
  const chars = alphabet === 'digits' ? DIGITS : ALPHANUMERIC;
  let code = '';
  for (let i = 0; i < length; i++) code += chars[randomInt(chars.length)];
  return code;
}

export function databaseCodeStore(db: Database): CodeStore {
  return {
    async save({ purpose, target, ttlSeconds }, code) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const codeHash = hashCode(purpose, target, code);
      await db
        .insert(verificationCodes)
        .values({ purpose, target, codeHash, expiresAt })
        .onConflictDoUpdate({
          target: [verificationCodes.purpose, verificationCodes.target],
          set: { codeHash, expiresAt, attempts: 0, createdAt: sql`now()` },
        });
    },
    async consume(purpose, target, code) {
      // Deleting with the hash in the WHERE makes the check and the use one atomic step.
      const used = await db
        .delete(verificationCodes)
        .where(
          and(
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.target, target),
            eq(verificationCodes.codeHash, hashCode(purpose, target, code)),
            gt(verificationCodes.expiresAt, sql`now()`),
            lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
          ),
        )
        .returning({ id: verificationCodes.id });
      if (used.length > 0) return true;
      await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)));
      return false;
    },
  };
}

// KEYS[1] code key; ARGV[1] hash, ARGV[2] max attempts. Returns 1 when the code is right.
const CONSUME_SCRIPT = `
local h = redis.call('HGET', KEYS[1], 'h')
if not h then return 0 end
local a = tonumber(redis.call('HGET', KEYS[1], 'a') or '0')
if a >= tonumber(ARGV[2]) then return 0 end
if h == ARGV[1] then redis.call('DEL', KEYS[1]) return 1 end
redis.call('HINCRBY', KEYS[1], 'a', 1)
return 0`;

export function redisCodeStore(redis: Redis, prefix: string): CodeStore {
  const key = (purpose: string, target: string) => `${prefix}code:${purpose}:${target}`;
  return {
    async save({ purpose, target, ttlSeconds }, code) {
      const k = key(purpose, target);
      await redis.multi().del(k).hset(k, { h: hashCode(purpose, target, code), a: 0 }).expire(k, ttlSeconds).exec();
    },
    async consume(purpose, target, code) {
      const result = await redis.eval(CONSUME_SCRIPT, 1, key(purpose, target), hashCode(purpose, target, code), MAX_CODE_ATTEMPTS);
      return result === 1;
    },
  };
}
