import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { loadTransportKey } from '../src/crypto/transport-key';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File of a migrated PGlite data folder (dumpDataDir, uncompressed tar) that each test file starts from. */
    pgliteSnapshot: string;
    /** Name of a migrated PostgreSQL database that each test file clones with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
  }
}

/**
 * Migrate once per run, clone per test file. A fresh PGlite cluster costs seconds (initdb
 * in WebAssembly) and a migration hundreds of milliseconds; starting from a migrated
 * snapshot or template costs a fraction, so the per-file price stays flat as migrations grow.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  return project.config.env?.TEST_DB === 'postgres' ? postgresTemplate(project) : pgliteSnapshot(project);
}

/** The RSA transport key is generated once here too, instead of once per file (a 2048-bit key pair takes a while). */
async function prepare(database: DatabaseHandle): Promise<void> {
  await loadTransportKey(database.db, undefined);
}

async function pgliteSnapshot(project: TestProject): Promise<() => Promise<void>> {
  const database = await openDatabase({ pgliteDir: null });
  await prepare(database);
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
  const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await database.close();
  const file = path.join(os.tmpdir(), `wl-pglite-snapshot-${randomUUID()}.tar`);
  fs.writeFileSync(file, tar);
  project.provide('pgliteSnapshot', file);
  return async () => fs.rmSync(file, { force: true });
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `wl_template_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    // Closed before any clone: PostgreSQL copies a template only while nobody is connected to it.
    const database = await openDatabase({ url: url.toString(), poolSize: 1 });
    await prepare(database);
    await database.close();
  } finally {
    await admin.end();
  }
  project.provide('postgresTemplate', name);
  return async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}
