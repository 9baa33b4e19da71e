import type { Database } from './client';
import { listenOnEmbedded } from './embedded-notices';

export type KeptRowsOptions = {
  /** Longest a value is answered from memory before it is read again. */
  maxAgeMs?: number;
  maxEntries?: number;
  now?: () => number;
};

type Entry<V> = { value: V; userId: number; until: number };

/**
 * Values read from the embedded database (a session and its user, an unread count), kept
 * in memory by key and tagged with the user they belong to, until a notice names that user
 * (`forget`; migration 0009's triggers announce every change in the same commit). A read
 * that was on its way when a notice arrived is not kept (`mark` before reading, `keep`
 * after), so nothing older than the last change is ever answered.
 */
export class KeptRows<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysOfUser = new Map<number, Set<string>>();
  private generation = 0;
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: KeptRowsOptions = {}) {
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept value of `key`; undefined once it was forgotten or is past its time. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.value;
    this.drop(key, entry.userId);
    return undefined;
  }

  /** Taken before a read: `keep` refuses the read's value if a notice came in between. */
  mark(): number {
    return this.generation;
  }

  /** Keeps `value` for `key` (the row of `userId`) until `until` at the latest, unless the read is void. */
  keep(mark: number, key: string, userId: number, value: V, until = Number.POSITIVE_INFINITY): void {
    if (mark !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.forget('*');
    this.entries.set(key, { value, userId, until: Math.min(this.now() + this.maxAgeMs, until) });
    let keys = this.keysOfUser.get(userId);
    if (!keys) this.keysOfUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  /** Forgets everything kept for these users ('*': for everyone), and voids the reads on their way. */
  forget(userIds: readonly number[] | '*'): void {
    this.generation += 1;
    if (userIds === '*') {
      this.entries.clear();
      this.keysOfUser.clear();
      return;
    }
    for (const userId of userIds) {
      for (const key of this.keysOfUser.get(userId) ?? []) this.entries.delete(key);
      this.keysOfUser.delete(userId);
    }
  }

  /** A trigger's notice: user ids separated by commas, or '*'. One this code cannot read forgets everything. */
  heard(payload: string): void {
    const ids = payload.split(',').map(Number);
    this.forget(payload !== '*' && ids.every(Number.isSafeInteger) ? ids : '*');
  }

  private drop(key: string, userId: number): void {
    this.entries.delete(key);
    const keys = this.keysOfUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOfUser.delete(userId);
  }
}

/**
 * Kept rows fed by the triggers' notices on `channel` of the embedded database; null on
 * PostgreSQL. There several processes share the database and a notice reaches the others
 * only some time after the change committed, so what they kept could be answered stale
 * for that moment (a revoked session accepted): PostgreSQL keeps reading every time.
 */
export async function keptOnEmbedded<V>(db: Database, channel: string, options?: KeptRowsOptions): Promise<{ rows: KeptRows<V>; stop: () => Promise<void> } | null> {
  const rows = new KeptRows<V>(options);
  const stop = await listenOnEmbedded(db, channel, (payload) => rows.heard(payload));
  return stop ? { rows, stop } : null;
}
