import { describe, expect, it } from 'vitest';
import { KeptRows } from './kept-rows';

/** Reads `value` for `key` of `userId` through the cache, counting the reads that reached the "database". */
function reader(kept: KeptRows<string>) {
  let reads = 0;
  return {
    get reads() {
      return reads;
    },
    async load(key: string, userId: number, value: string, until?: number) {
      const hit = kept.get(key);
      if (hit !== undefined) return hit;
      const mark = kept.mark();
      reads += 1;
      await Promise.resolve();
      kept.keep(mark, key, userId, value, until);
      return value;
    },
  };
}

describe('kept rows', () => {
  it('read once, then answered from memory', async () => {
    const db = reader(new KeptRows());
    await db.load('a', 1, 'A');
    expect(await db.load('a', 1, 'A')).toBe('A');
    expect(db.reads).toBe(1);
  });

  it('never keep a read that was on its way when a notice named its user', async () => {
    const kept = new KeptRows<string>();
    const mark = kept.mark();
    // The change commits while the read is on its way.
    kept.heard('1');
    kept.keep(mark, 'a', 1, 'before the change');
    expect(kept.get('a')).toBeUndefined();
  });

  it('forget only the users a notice names, everything for "*" or a notice it cannot read', async () => {
    const kept = new KeptRows<string>();
    for (const [key, user] of [['a', 1], ['b', 1], ['c', 2], ['d', 3]] as const) kept.keep(kept.mark(), key, user, key);
    kept.heard('1,3');
    expect([kept.get('a'), kept.get('b'), kept.get('c'), kept.get('d')]).toEqual([undefined, undefined, 'c', undefined]);
    kept.keep(kept.mark(), 'a', 1, 'a');
    kept.heard('not ids');
    expect(kept.size).toBe(0);
    kept.keep(kept.mark(), 'a', 1, 'a');
    kept.heard('*');
    expect(kept.size).toBe(0);
  });

  it('keep a value no longer than its own end, nor than the longest age', async () => {
    let now = 1_000_000;
    const kept = new KeptRows<string>({ maxAgeMs: 60_000, now: () => now });
    kept.keep(kept.mark(), 'short', 1, 'x', now + 5_000);
    kept.keep(kept.mark(), 'long', 2, 'y', now + 3_600_000);
    now += 5_000;
    expect(kept.get('short')).toBeUndefined();
    now += 54_999;
    expect(kept.get('long')).toBe('y');
    now += 1;
    expect(kept.get('long')).toBeUndefined();
  });
});
