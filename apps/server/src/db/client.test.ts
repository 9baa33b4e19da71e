import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from './client';

describe('an in-memory embedded database opened from a snapshot', () => {
  it('starts from the snapshot\'s rows instead of a new cluster', async () => {
    const first = await openDatabase({ pgliteDir: null });
    await first.db.execute(sql`CREATE TABLE snapshot_marker (word text)`);
    await first.db.execute(sql`INSERT INTO snapshot_marker VALUES ('kept')`);
    const client = (first.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
    const snapshot = await client.dumpDataDir('none');
    await first.close();

    const second = await openDatabase({ pgliteDir: null, snapshot });
    try {
      const rows = rowsOf<{ word: string }>(await second.db.execute(sql`SELECT word FROM snapshot_marker`));
      expect(rows.map((r) => r.word)).toEqual(['kept']);
    } finally {
      await second.close();
    }
  });
});
