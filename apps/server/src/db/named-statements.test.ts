import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../test/helper';
import { openDatabase, rowsOf, type DatabaseHandle } from './client';
import { users } from './schema';

// Named statements are a node-postgres matter: PGlite has no connection pool to name them on.
describe.runIf(TEST_DB_KIND === 'postgres')('parameterised statements are parsed once per connection (postgres)', () => {
  let t: TestApp;
  let one: DatabaseHandle;
  beforeAll(async () => {
    t = await buildTestApp();
    // A pool of one connection, so every statement below runs on the same session.
    one = await openDatabase({ url: t.databaseUrl!, poolSize: 1 });
  });
  afterAll(async () => {
    await one.close();
    await t.close();
  });

  const prepared = async () =>
    rowsOf<{ statement: string }>(await one.db.execute(sql`select statement from pg_prepared_statements`)).map((r) => r.statement);

  it('keeps a read the ORM sends with parameters as one prepared statement, whatever the values', async () => {
    for (const phone of ['13800000001', '13800000002', "x'); drop table users; --"]) {
      expect(await one.db.select({ id: users.id }).from(users).where(eq(users.phone, phone))).toEqual([]);
    }
    const statements = (await prepared()).filter((s) => s.includes('"phone" = $1'));
    expect(statements).toHaveLength(1);
  });

  it('answers different statements with their own results, inside a transaction too', async () => {
    const rows = await one.db.transaction(async (tx) => {
      const a = rowsOf<{ n: number }>(await tx.execute(sql`select ${1}::int + 1 as n`));
      const b = rowsOf<{ s: string }>(await tx.execute(sql`select ${'a'}::text || 'b' as s`));
      return [a[0]!.n, b[0]!.s];
    });
    expect(rows).toEqual([2, 'ab']);
  });

  it('leaves statements without parameters unnamed (one-off and schema statements)', async () => {
    await one.db.execute(sql`select 42 as answer_without_parameters`);
    expect((await prepared()).some((s) => s.includes('answer_without_parameters'))).toBe(false);
  });

  it('recovers after a statement fails to parse, then runs it again', async () => {
    const broken = () => one.db.execute(sql`select ${1}::int from no_such_table_here`);
    await expect(broken()).rejects.toThrow(/no_such_table_here/);
    await expect(broken()).rejects.toThrow(/no_such_table_here/);
    expect(rowsOf<{ n: number }>(await one.db.execute(sql`select ${5}::int as n`))).toEqual([{ n: 5 }]);
  });
});
