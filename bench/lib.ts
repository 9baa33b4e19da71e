import { createHash, randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited before answering ${url}`);
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - started;
    } catch {
      // not yet listening
    }
    if (performance.now() - started > timeoutMs) throw new Error(`no answer from ${url}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function startProcess(command: string, args: string[], cwd: string, env: Record<string, string>): ChildProcess {
  // Its own process group, so `stop` also ends what npm starts underneath it.
  return spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

export type LoadResult = { name: string; connections: number; seconds: number; rps: number; p50: number; p95: number; p99: number; errors: number; non2xx: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A bounded load on a loopback URL: `connections` at once for `seconds`; exact percentiles from every response time. */
export async function load(
  name: string,
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
  /** Headers made anew for every request, e.g. a distinct client address per request. */
  perRequest?: () => Record<string, string>,
  /** A POST with a JSON body, for the calls the spec makes POSTs. */
  post?: { body: unknown },
): Promise<LoadResult> {
  const times: number[] = [];
  const requests = perRequest ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, headers: { ...headers, ...perRequest() } }) }] : undefined;
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const request = post ? { method: 'POST' as const, body: JSON.stringify(post.body), headers: { ...headers, 'Content-Type': 'application/json' } } : { headers };
    const instance = autocannon({ url, connections, duration: seconds, requests, ...request }, (err, result) => (err ? reject(err) : resolve(result)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    name,
    connections,
    seconds,
    rps: Math.round(r.requests.average),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

/** The machine's load averages (1, 5, 15 min): the machine is shared, so figures are read beside it. */
export function loadAverage(): string {
  return os.loadavg().map((n) => n.toFixed(2)).join(' ');
}

/**
 * The built server in production mode over a scale database (no demo seed, a fresh field key),
 * beside the bare hello-world the same run compares with; both answering before this returns.
 */
export async function startScaleServers(databaseUrl: string, connections: number): Promise<{ api: string; hello: string; stop: () => Promise<void> }> {
  const helloPort = await freePort();
  const hello = startProcess(process.execPath, ['--import', 'tsx', 'bench/hello-server.ts'], ROOT, { PORT: String(helloPort) });
  const port = await freePort();
  const server = startProcess(process.execPath, ['apps/server/dist/main.js'], ROOT, {
    NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', REDIS_URL: '',
    DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(connections), TRUST_PROXY: '1',
    FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  });
  const stopBoth = async () => {
    await stop(server);
    await stop(hello);
  };
  try {
    await waitFor(`http://127.0.0.1:${helloPort}/hello`, hello);
    await waitFor(`http://127.0.0.1:${port}/healthz`, server);
  } catch (err) {
    await stopBoth();
    throw err;
  }
  return { api: `http://127.0.0.1:${port}/web/v1`, hello: `http://127.0.0.1:${helloPort}/hello`, stop: stopBoth };
}

/** A live session for an existing account, written straight into the scale database (no sign-in codes): answers its token. */
export async function sessionFor(db: pg.Client, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(`insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '8 hours')`, [createHash('sha256').update(token).digest('hex'), userId]);
  return token;
}

/**
 * Runs a section over a database filled by `npm run seed:scale` (`variable` names where it is
 * told): a client on it for picking actors and writing sessions, and the scale servers, both
 * closed afterwards whatever happens.
 */
export async function overScaleData<T>(
  databaseUrl: string | undefined,
  variable: string,
  connections: number,
  run: (db: pg.Client, servers: { api: string; hello: string }) => Promise<T>,
): Promise<T> {
  if (!databaseUrl) throw new Error(`Set ${variable} (or DATABASE_URL) to a database filled by \`npm run seed:scale\``);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const servers = await startScaleServers(databaseUrl, connections);
    try {
      return await run(db, servers);
    } finally {
      await servers.stop();
    }
  } finally {
    await db.end().catch(() => undefined);
  }
}
