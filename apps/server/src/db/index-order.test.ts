import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../test/helper';
import { rowsOf } from './client';

describe(`descending index columns match "order by … desc" (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  // `ORDER BY x DESC` means NULLS FIRST. An index column declared DESC NULLS LAST (drizzle's
  // `.desc()` alone) cannot give that order, so every list "newest first" read and sorted every
  // matching row instead of stopping after its page: write index columns `.desc().nullsFirst()`.
  it('has no index column in descending order with nulls last', async () => {
    const rows = rowsOf<{ indexname: string }>(await t.db.execute(sql`select indexname from pg_indexes where schemaname = 'public' and indexdef like '%DESC NULLS LAST%' order by 1`));
    expect(rows.map((r) => r.indexname)).toEqual([]);
  });
});
