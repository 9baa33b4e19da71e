import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import type { AppContext } from '../src/context';
import { AdjustableClock } from '../src/platform/clock';
import type { JobRunner } from '../src/platform/jobs/job-runner';
import { openSnapshotDatabase, takeWorkerDatabase } from './worker-database';

/** Which database this test run uses: the server project runs once per kind (see vitest.config.ts). */
export const TEST_DB_KIND: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  database: DatabaseHandle;
  /** The PostgreSQL database of this app (null on PGlite). */
  databaseUrl: string | null;
  redisPrefix: string;
  /** The app's own context: what use cases and jobs are given. */
  ctx: AppContext;
  /** The app's clock: `advance` moves time for use cases and jobs (SQL `now()` does not move). */
  clock: AdjustableClock;
  /** The job runner, which never runs on its own in tests: `await t.jobs.drain()` runs what is due. */
  jobs: JobRunner;
  /** inject with JSON body and an optional locale; returns status and parsed envelope. */
  call: <T = unknown>(options: InjectOptions & { locale?: 'zh' | 'en' }) => Promise<{ status: number; body: { errcode: number; errmsg: string; ret: T } }>;
  /** A second server on the same database, as another process would be (see `sameDatabaseAs`); closed by the caller, first. */
  sibling: () => Promise<TestApp>;
  close: () => Promise<void>;
};

/** A clone of the run's migrated template database (test/global-setup.ts). */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `wl_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A database of this run's kind for one caller that builds its own app (its own log stream, a
 * database closed under a running app): a PGlite of its own from the snapshot, or a new clone of
 * the PostgreSQL template, dropped on close.
 */
export async function openOwnTestDatabase(): Promise<DatabaseHandle> {
  if (TEST_DB_KIND === 'pglite') return openSnapshotDatabase();
  const created = await createPostgresDatabase();
  const database = await openDatabase({ url: created.url, poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close().catch(() => undefined);
      await created.drop();
    },
  };
}

/**
 * A fresh app on a fresh database: in-memory PGlite, or a new PostgreSQL database that
 * is dropped on close. Each test file gets its own, so files run in parallel safely.
 * Both start from the run's migrated copy (snapshot or template), never from scratch; on
 * PGlite it is the worker's one database, put back to the snapshot (test/worker-database.ts).
 */
export type BuildTestAppOptions = {
  /**
   * A second server process on the first one's database (and Redis prefix, so they share
   * channels and limits), as two instances behind a load balancer. On PGlite, which one
   * process owns, both apps share the one in-memory database.
   */
  sameDatabaseAs?: TestApp;
};

export async function buildTestApp(env: Record<string, string> = {}, options: BuildTestAppOptions = {}): Promise<TestApp> {
  const shared = options.sameDatabaseAs;
  let database: DatabaseHandle;
  let databaseUrl: string | null = null;
  let release = async () => {};
  if (shared) {
    databaseUrl = shared.databaseUrl;
    database = databaseUrl ? await openDatabase({ url: databaseUrl, poolSize: 5 }) : shared.database;
    if (databaseUrl) release = () => database.close();
  } else if (TEST_DB_KIND === 'postgres') {
    // Its close drops the database too.
    database = await openOwnTestDatabase();
    databaseUrl = database.url ?? null;
    release = () => database.close();
  } else {
    database = await takeWorkerDatabase();
    release = () => database.close();
  }
  // Uploads of a test land in a folder of its own, removed on close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: TEST_DB_KIND === 'postgres' ? 'postgres://unused/unused' : '',
    REDIS_URL: process.env.TEST_REDIS_URL ?? '',
    WEB_DIST_DIR: '/nonexistent',
    // Hundreds of throwaway accounts: the full argon2 cost (~75 ms each) would dominate the run.
    PASSWORD_HASH_COST: env.NODE_ENV === 'production' ? 'standard' : 'minimal',
    // Production refuses to start without the at-rest key; other modes generate and keep one.
    ...(env.NODE_ENV === 'production' ? { FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64') } : {}),
    ...env,
  });
  const redisPrefix = shared?.redisPrefix ?? `wltest:${randomUUID()}:`;
  const clock = new AdjustableClock();
  const app = await buildApp({ config, database, redisPrefix, clock, jobs: 'manual' });
  await app.ready();
  const testApp: TestApp = {
    app,
    db: database.db,
    config,
    database,
    databaseUrl,
    redisPrefix,
    ctx: app.wardline.ctx,
    clock,
    jobs: app.wardline.jobs,
    async call(options) {
      const { locale, headers, ...rest } = options;
      const res = await app.inject({ ...rest, headers: { ...(locale ? { AcceptLanguage: locale } : {}), ...headers } });
      return { status: res.statusCode, body: res.json() };
    },
    sibling: () => buildTestApp(env, { sameDatabaseAs: testApp }),
    async close() {
      await app.close();
      await release();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}
