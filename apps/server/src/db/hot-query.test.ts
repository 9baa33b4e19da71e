import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../test/helper';
import { hotQuery } from './hot-query';

describe(`hot queries straight on the driver (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const sumAndEcho = hotQuery<[number, string]>('test_sum_and_echo', 'SELECT $1::int + 1, $2::text');

  it('answers rows as arrays on the pool, again and again (a named statement on PostgreSQL)', async () => {
    for (let i = 0; i < 3; i++) expect(await sumAndEcho(t.db, [i, `x${i}`])).toEqual([[i + 1, `x${i}`]]);
  });

  it('answers the same inside a transaction, where it runs through drizzle', async () => {
    const rows = await t.db.transaction((tx) => sumAndEcho(tx, [41, "it's $2"]));
    expect(rows).toEqual([[42, "it's $2"]]);
  });
});
