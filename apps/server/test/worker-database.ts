import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, rowsOf, type DatabaseHandle } from '../src/db/client';

/**
 * One embedded database per test worker, put back to the run's migrated snapshot before each
 * use. Starting PGlite from the snapshot costs seconds (WebAssembly start, loading the data
 * folder); emptying the tables and restoring the few rows the migrations wrote costs a small
 * fraction, and the server project runs its files one after another in each worker
 * (isolate: false), so each worker starts PGlite once.
 */

type Restore = { truncate: string; inserts: string[]; sequences: string[] };

let shared: { database: DatabaseHandle; restore: Restore; inUse: boolean } | null = null;

/** The migrated PGlite data folder of this run, read once per worker. */
let snapshot: Blob | null = null;
function pgliteSnapshot(): Blob {
  snapshot ??= new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
  return snapshot;
}

/** A fresh in-memory database opened from the snapshot: for a second app that needs its own. */
export function openSnapshotDatabase(): Promise<DatabaseHandle> {
  return openDatabase({ pgliteDir: null, snapshot: pgliteSnapshot() });
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Reads, right after opening, what a reset needs: every table of the application's schemas,
 * a session-private copy of the rows the migrations left, and each sequence's position.
 */
async function prepareRestore(database: DatabaseHandle): Promise<Restore> {
  const { db } = database;
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(sql`SELECT schemaname AS schema, tablename AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle') ORDER BY 1, 2`),
  );
  const inserts: string[] = [];
  for (const [index, table] of tables.entries()) {
    const qualified = `${quote(table.schema)}.${quote(table.name)}`;
    const [count] = rowsOf<{ n: number }>(await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${qualified}`)));
    if (!count?.n) continue;
    const copy = `pg_temp.${quote(`snapshot_${index}`)}`;
    await db.execute(sql.raw(`CREATE TEMP TABLE ${quote(`snapshot_${index}`)} AS SELECT * FROM ${qualified}`));
    // Generated columns are computed again; identity values are restored as they were.
    const columns = rowsOf<{ name: string }>(
      await db.execute(sql`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = ${table.schema} AND table_name = ${table.name} AND is_generated = 'NEVER' ORDER BY ordinal_position`),
    ).map((c) => quote(c.name)).join(', ');
    inserts.push(`INSERT INTO ${qualified} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM ${copy}`);
  }
  const sequences = rowsOf<{ schema: string; name: string; last: string | null }>(
    await db.execute(sql`SELECT schemaname AS schema, sequencename AS name, last_value::text AS last FROM pg_sequences WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`),
  ).map((s) => {
    const qualified = quote(s.schema) + '.' + quote(s.name);
    return s.last === null ? `ALTER SEQUENCE ${qualified} RESTART` : `SELECT setval('${qualified.replaceAll("'", "''")}', ${s.last})`;
  });
  const truncate = tables.length ? `TRUNCATE ${tables.map((t) => `${quote(t.schema)}.${quote(t.name)}`).join(', ')} CASCADE` : '';
  return { truncate, inserts, sequences };
}

async function reset({ database, restore }: { database: DatabaseHandle; restore: Restore }): Promise<void> {
  const { db } = database;
  await db.transaction(async (tx) => {
    // Triggers stay quiet: the ledger's refuse a TRUNCATE, and rows go back in any order
    // (the snapshot satisfied every foreign key already).
    await tx.execute(sql.raw(`SET LOCAL session_replication_role = replica`));
    if (restore.truncate) await tx.execute(sql.raw(restore.truncate));
    for (const insert of restore.inserts) await tx.execute(sql.raw(insert));
    for (const sequence of restore.sequences) await tx.execute(sql.raw(sequence));
  });
}

/**
 * This worker's database, back at the snapshot, for one app; its `close` hands it back. While it
 * is taken (a file running two apps on separate databases), the next caller gets its own.
 */
export async function takeWorkerDatabase(): Promise<DatabaseHandle> {
  if (!shared) {
    const database = await openSnapshotDatabase();
    shared = { database, restore: await prepareRestore(database), inUse: false };
  } else if (shared.inUse) {
    return openSnapshotDatabase();
  } else {
    await reset(shared);
  }
  const taken = shared;
  taken.inUse = true;
  let released = false;
  return {
    ...taken.database,
    close: async () => {
      if (released) return;
      released = true;
      taken.inUse = false;
    },
  };
}
