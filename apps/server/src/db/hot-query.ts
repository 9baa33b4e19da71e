import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './client';

type Driver = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; client: pg.Pool } | { kind: 'other' };

function driverOf(db: Database): Driver {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client && typeof (client as PGlite).exec === 'function') return { kind: 'pglite', client: client as PGlite };
  if (client && typeof (client as pg.Pool).connect === 'function') return { kind: 'postgres', client: client as pg.Pool };
  return { kind: 'other' };
}

/**
 * A read that runs on every request (the session check, the bell's count), sent straight to
 * the driver with rows as arrays: measured on PGlite, the ORM's per-query result mapping and
 * type parsers cost more than the query itself (0.73 ms against 0.30 ms of CPU). On
 * PostgreSQL it is a named statement, parsed and planned once per connection. Keep such
 * queries few, small and free of timestamps (their columns come back as the driver parses
 * them); everything else goes through drizzle. Any other handle (a transaction) runs it
 * through drizzle's `execute`.
 */
export function hotQuery<Row extends unknown[]>(name: string, text: string): (db: Database, params: unknown[]) => Promise<Row[]> {
  return async (db, params) => {
    const driver = driverOf(db);
    if (driver.kind === 'pglite') return (await driver.client.query<Row>(text, params, { rowMode: 'array' })).rows;
    if (driver.kind === 'postgres') return (await driver.client.query<Row>({ name, text, values: params, rowMode: 'array' })).rows;
    // $1, $2 … become drizzle parameters in order.
    const chunks = text.split(/\$(\d+)/);
    const query = sql.empty();
    chunks.forEach((chunk, i) => query.append(i % 2 === 0 ? sql.raw(chunk) : sql`${params[Number(chunk) - 1]}`));
    const objects = rowsOf<Record<string, unknown>>(await db.execute(query));
    return objects.map((row) => Object.values(row) as Row);
  };
}
