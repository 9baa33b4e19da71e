import path from 'node:path';
import { SERVER_ROOT } from '../server-root';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { nameStatementsOf } from './named-statements';

export type Schema = typeof schema;
/** One type for both drivers: PGlite and node-postgres share Drizzle's PostgreSQL core. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string, for connections outside the pool (LISTEN). */
  url?: string;
  close: () => Promise<void>;
  /** The PostgreSQL pool's counts, for /metrics (absent on PGlite). */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
};

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');

/** Any number that is ours alone: serialises migrations across server processes. */
const MIGRATION_LOCK_KEY = 727_274_001;

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  /** `snapshot`: a data folder made by `dumpDataDir`, started from instead of a new cluster (tests; the first start). */
  | { pgliteDir: string | null; snapshot?: Blob };

/**
 * Opens the database and brings its schema up to date.
 * `pgliteDir: null` is an in-memory PGlite, used by tests.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    // The PostgreSQL driver is loaded only for PostgreSQL: evaluating it was CPU of every embedded start.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // No JIT: a request's queries are short, and compiling a plan past the JIT cost threshold
    // (a count over 100,000 reports) costs tens of milliseconds more than it saves.
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20, options: '-c jit=off' });
    // An idle connection the server drops (restart, failover, a dropped test database) must not
    // crash the process: the pool discards it and opens a new one on the next query.
    pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
    nameStatementsOf(pool);
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
    return { db, kind: 'postgres', url: options.url, pool, close: () => pool.end() };
  }
  // One options object: PGlite ignores the second argument when the first is not a folder name,
  // which silently dropped the snapshot and ran initdb for every in-memory database.
  const client = new PGlite({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/** Rows of a raw `db.execute`: both drivers answer `{ rows }`, which the shared type leaves unknown. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
