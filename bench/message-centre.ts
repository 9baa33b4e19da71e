// Message-centre benchmark (issue 6 §7): `node --import tsx bench/message-centre.ts`.
// Unread count and the first page of the list for users with 10,000 messages each at 32
// connections, and 1,000 event streams held by one server process with its memory.
// Needs the machine's PostgreSQL (BENCH_DATABASE_URL overrides the default address).
import { randomBytes, createHash } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { ROOT, freePort, load, startProcess, stop, waitFor, type LoadResult } from './lib';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS_UNDER_LOAD = 32;
const MESSAGES_EACH = 10_000;
const STREAMS = 1000;
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const token = () => randomBytes(32).toString('base64url');
const hash = (t: string) => createHash('sha256').update(t).digest('hex');

/** Accounts with live sessions, straight in the database: answers their tokens. */
async function accountsWithSessions(db: pg.Client, count: number, phonePrefix: string): Promise<{ ids: number[]; tokens: string[] }> {
  const { rows } = await db.query<{ id: number }>(
    `insert into users (phone, nickname, status, usertype) select $1 || lpad(g::text, 4, '0'), 'bench', 'certification', 'hacker' from generate_series(1, $2::int) g returning id`,
    [phonePrefix, count],
  );
  const tokens = rows.map(() => token());
  await db.query(
    `insert into sessions (id, user_id, expires_at) select unnest($1::text[]), unnest($2::int[]), now() + interval '8 hours'`,
    [tokens.map(hash), rows.map((r) => r.id)],
  );
  return { ids: rows.map((r) => r.id), tokens };
}

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]);
}

async function openStream(api: string, bearer: string, onUnread: (count: number) => void): Promise<AbortController> {
  const controller = new AbortController();
  const res = await fetch(`${api}/live/stream`, { headers: { authorization: bearer }, signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = /^event: unread\ndata: (.*)$/m.exec(block)?.[1];
          if (data) onUnread((JSON.parse(data) as { count: number }).count);
        }
      }
    } catch {
      // closed by the benchmark
    }
  })();
  return controller;
}

export type MessageCentreResults = { load: LoadResult[]; streams: { count: number; rssBeforeMb: number; rssAfterMb: number; perStreamKb: number; fanOutMs: number } };

export async function messageCentreBenchmark(): Promise<MessageCentreResults> {
  const name = `wardline_bench_msg_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const port = await freePort();
  const server = startProcess(process.execPath, ['apps/server/dist/main.js'], ROOT, {
    NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(CONNECTIONS), REDIS_URL: '',
    FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`, server);
    await db.connect();
    const api = `http://127.0.0.1:${port}/web/v1`;

    // 32 readers with 10,000 messages each, a fifth of them unread.
    const readers = await accountsWithSessions(db, USERS_UNDER_LOAD, '1970000');
    await db.query(
      `insert into messages (public_id, user_id, template, params, url, created_at, read_at)
       select substr(md5(u::text || '-' || g::text), 1, 16), u, 'announcement.published', '{"title":{"zh":"周报","en":"Weekly"}}', '/announcement',
              now() - (g || ' seconds')::interval, case when g % 5 = 0 then null else now() end
       from unnest($1::int[]) u, generate_series(1, $2::int) g`,
      [readers.ids, MESSAGES_EACH],
    );
    // As autovacuum does after a bulk load: statistics and the visibility map (index-only counts).
    await db.query('vacuum analyze messages');
    // 1,000 open streams of 1,000 people on one process, first: memory is read before the loads' garbage blurs it.
    const holders = await accountsWithSessions(db, STREAMS, '1960');
    const before = rssKb(server.pid!);
    const latest = new Map<number, number>();
    const controllers: AbortController[] = [];
    for (let i = 0; i < STREAMS; i += 50) {
      controllers.push(...(await Promise.all(holders.tokens.slice(i, i + 50).map((t, j) => openStream(api, t, (c) => latest.set(i + j, c))))));
    }
    await new Promise((r) => setTimeout(r, 1000));
    const after = rssKb(server.pid!);

    // One message to every account, as an announcement makes: how long until every stream shows it.
    await db.query(
      `insert into messages (public_id, user_id, template, params, created_at) select substr(md5(random()::text), 1, 16), u, 'announcement.published', '{"title":{"zh":"x","en":"x"}}', now() from unnest($1::int[]) u`,
      [holders.ids],
    );
    const started = performance.now();
    await db.query(`select pg_notify('wardline_live', '{"kind":"unread","users":"all"}')`);
    while ([...latest.values()].filter((c) => c === 1).length < STREAMS) {
      if (performance.now() - started > 30_000) throw new Error('streams did not all update');
      await new Promise((r) => setTimeout(r, 5));
    }
    const fanOutMs = Math.round(performance.now() - started);
    for (const c of controllers) c.abort();

    let next = 0;
    const asReader = () => ({ Authorization: readers.tokens[next++ % readers.tokens.length]! });
    const results = [
      await load(`GET /getUnReadNum (${MESSAGES_EACH.toLocaleString('en')} messages each)`, `${api}/getUnReadNum`, CONNECTIONS, SECONDS, {}, asReader),
      await load('GET /getNewsList page 1 of 10', `${api}/getNewsList?page=1&size=10`, CONNECTIONS, SECONDS, {}, asReader),
      await load('GET /getNewsList?status=unread page 1', `${api}/getNewsList?page=1&size=10&status=unread`, CONNECTIONS, SECONDS, {}, asReader),
    ];
    return {
      load: results,
      streams: {
        count: STREAMS,
        rssBeforeMb: Math.round(before / 102.4) / 10,
        rssAfterMb: Math.round(after / 102.4) / 10,
        perStreamKb: Math.round(((after - before) / STREAMS) * 10) / 10,
        fanOutMs,
      },
    };
  } finally {
    await db.end().catch(() => undefined);
    await stop(server);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await messageCentreBenchmark();
  console.log(JSON.stringify(results, null, 2));
}
