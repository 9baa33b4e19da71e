// API under load (issue 7 §2): the public content lists and signed-in reads at 32 connections,
// on PostgreSQL and on the embedded PGlite, beside a bare Fastify hello-world in the same run.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT, freePort, load, loadAverage, startProcess, stop, waitFor, type LoadResult } from './lib';
import { signedInToken } from './session';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withFreshDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const name = `wardline_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

let clientCounter = 0;
function randomClient(): Record<string, string> {
  clientCounter += 1;
  return { 'X-Forwarded-For': `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}` };
}

export type LoadSection = { database: 'PostgreSQL' | 'PGlite'; loadBefore: string; loadAfter: string; rows: LoadResult[] };

/** The built server (`npm start` runs the same file), in production mode with the demo content. */
function startServer(port: number, env: Record<string, string>) {
  return startProcess(process.execPath, ['apps/server/dist/main.js'], ROOT, {
    NODE_ENV: 'production', SEED_DEMO: 'true', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', REDIS_URL: '',
    // One load balancer in front: each request below claims its own client address, as
    // thousands of visitors would, instead of one address hitting the per-client limits.
    TRUST_PROXY: '1',
    // Production requires the at-rest key of ID and bank numbers; a throwaway one for the run.
    FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ...env,
  });
}

/** What every browser sends: answers may come compressed, as they do to real visitors. */
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

async function endpointLoads(helloUrl: string, api: string, token: string): Promise<LoadResult[]> {
  const signedIn = { ...BROWSER, Authorization: token };
  return [
    await load('bare Fastify hello-world', helloUrl, CONNECTIONS, SECONDS, BROWSER),
    await load('GET /announcement/list (12 per page)', `${api}/announcement/list?page=1&size=12`, CONNECTIONS, SECONDS, BROWSER),
    await load('GET /announcement/list?type=1', `${api}/announcement/list?page=1&size=12&type=1`, CONNECTIONS, SECONDS, BROWSER),
    await load('GET /fingure/list', `${api}/fingure/list`, CONNECTIONS, SECONDS, BROWSER),
    await load('GET /platform/entrance/list', `${api}/platform/entrance/list`, CONNECTIONS, SECONDS, BROWSER),
    await load('GET /getAnnouncement', `${api}/getAnnouncement`, CONNECTIONS, SECONDS, BROWSER),
    await load('GET /contact/services', `${api}/contact/services`, CONNECTIONS, SECONDS, BROWSER),
    await load('GET /find/userstatus (signed in)', `${api}/find/userstatus`, CONNECTIONS, SECONDS, signedIn),
    await load('GET /getUnReadNum (signed in)', `${api}/getUnReadNum`, CONNECTIONS, SECONDS, signedIn),
    await load('GET /imageCode (new captcha each)', `${api}/imageCode`, CONNECTIONS, SECONDS, BROWSER, randomClient),
  ];
}

async function withHello<T>(fn: (helloUrl: string) => Promise<T>): Promise<T> {
  const helloPort = await freePort();
  const hello = startProcess(process.execPath, ['--import', 'tsx', 'bench/hello-server.ts'], ROOT, { PORT: String(helloPort) });
  await waitFor(`http://127.0.0.1:${helloPort}/hello`, hello);
  try {
    return await fn(`http://127.0.0.1:${helloPort}/hello`);
  } finally {
    await stop(hello);
  }
}

export async function postgresLoad(): Promise<LoadSection> {
  return withHello((helloUrl) =>
    withFreshDatabase(async (databaseUrl) => {
      const port = await freePort();
      const server = startServer(port, { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(CONNECTIONS) });
      await waitFor(`http://127.0.0.1:${port}/healthz`, server);
      try {
        const loadBefore = loadAverage();
        const rows = await endpointLoads(helloUrl, `http://127.0.0.1:${port}/web/v1`, await signedInToken(databaseUrl));
        return { database: 'PostgreSQL' as const, loadBefore, loadAfter: loadAverage(), rows };
      } finally {
        await stop(server);
      }
    }),
  );
}

/** The embedded default: the server's own PGlite folder. The session is written while no server holds it. */
export async function pgliteLoad(): Promise<LoadSection> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-pglite-'));
  try {
    return await withHello(async (helloUrl) => {
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      let port = await freePort();
      let server = startServer(port, env);
      await waitFor(`http://127.0.0.1:${port}/healthz`, server);
      await stop(server);
      const token = await signedInToken({ pgliteDir: path.join(dataDir, 'pglite') });
      port = await freePort();
      server = startServer(port, env);
      await waitFor(`http://127.0.0.1:${port}/healthz`, server);
      try {
        const loadBefore = loadAverage();
        const rows = await endpointLoads(helloUrl, `http://127.0.0.1:${port}/web/v1`, token);
        return { database: 'PGlite' as const, loadBefore, loadAfter: loadAverage(), rows };
      } finally {
        await stop(server);
      }
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}


/** Which endpoints are public content lists (the ≥ 40 % of hello-world target) and which are signed-in reads. */
export const PUBLIC_LISTS = /^GET \/(announcement|fingure|platform|getAnnouncement|contact)/;
export const SIGNED_IN = /signed in/;
