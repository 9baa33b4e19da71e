// Leaderboards and the team hall over platform-scale data (issue 11 §5): `BENCH_ONLY=reputation
// npm run bench`, or `node --import tsx bench/reputation.ts`. Needs a database filled by
// `npm run seed:scale` (BENCH_REPUTATION_DATABASE_URL, default BENCH_PROJECTS_DATABASE_URL or
// DATABASE_URL). `/rank` for each period (all time, this month, quarter and year) for a visitor
// and for a hacker outside the top 10 (whose own place is answered too), `/team/rank` for each
// period for a member of a team outside the top 10, and the team hall (`/team/public`: first
// page, a far page, a search), at 32 connections beside the bare hello-world of the same run.
import type pg from 'pg';
import { load, loadAverage, overScaleData, sessionFor, type LoadResult } from './lib';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

export type ReputationSection = { loadBefore: string; loadAfter: string; rows: LoadResult[]; counts: Record<string, number> };

/** Who the signed-in loads act as: a hacker in the middle of the all-time board who is in a team (so both boards answer `mine` outside the top 10). */
async function pickActors(db: pg.Client): Promise<{ hackerId: number; counts: Record<string, number> }> {
  const hacker = await db.query<{ user_id: number }>(
    `with ranked as (select t.user_id, row_number() over (order by t.points, t.user_id) as n, count(*) over () as total
                     from point_totals t join team_members m on m.user_id = t.user_id where t.kind = 0)
     select user_id from ranked where n = total / 2 + 1`,
  );
  if (!hacker.rows[0]) throw new Error('No points in this database: run `npm run seed:scale` first');
  const counts = await db.query<{ what: string; n: string }>(
    `select 'reports' as what, count(*)::text as n from bugs union all select 'point awards', count(*)::text from point_awards
     union all select 'teams', count(*)::text from teams where state = 'active' union all select 'team members', count(*)::text from team_members`,
  );
  return { hackerId: hacker.rows[0].user_id, counts: Object.fromEntries(counts.rows.map((r) => [r.what, Number(r.n)])) };
}

/** The server over the scale database, in production mode, no demo seed. */
export async function reputationBenchmark(
  databaseUrl = process.env.BENCH_REPUTATION_DATABASE_URL ?? process.env.BENCH_PROJECTS_DATABASE_URL ?? process.env.DATABASE_URL,
): Promise<ReputationSection> {
  return overScaleData(databaseUrl, 'BENCH_REPUTATION_DATABASE_URL', CONNECTIONS, async (db, servers) => {
    const actors = await pickActors(db);
    const hacker = { ...BROWSER, Authorization: await sessionFor(db, actors.hackerId) };
    const api = servers.api;
    const now = Date.now();
    const periods = [
      ['all time', { radio: '' }],
      ['this month', { radio: 1, startTime: now }],
      ['this quarter', { radio: 2, startTime: now }],
      ['this year', { radio: 3, startTime: now }],
    ] as const;
    const loadBefore = loadAverage();
    const rows = [await load('bare Fastify hello-world', servers.hello, CONNECTIONS, SECONDS, BROWSER)];
    for (const [label, period] of periods) {
      rows.push(await load(`POST /rank ${label} (visitor)`, `${api}/rank`, CONNECTIONS, SECONDS, BROWSER, undefined, { body: { page: 1, size: 10, ...period } }));
      rows.push(await load(`POST /rank ${label} (hacker outside the top 10)`, `${api}/rank`, CONNECTIONS, SECONDS, hacker, undefined, { body: { page: 1, size: 10, ...period } }));
      rows.push(await load(`POST /team/rank ${label} (member of a team outside the top 10)`, `${api}/team/rank`, CONNECTIONS, SECONDS, hacker, undefined, { body: period }));
    }
    const hall = `${api}/team/public`;
    rows.push(await load('POST /team/public first page (hacker)', hall, CONNECTIONS, SECONDS, hacker, undefined, { body: { limit: 12, offset: 0 } }));
    rows.push(await load('POST /team/public offset 1200 (hacker)', hall, CONNECTIONS, SECONDS, hacker, undefined, { body: { limit: 12, offset: 1200 } }));
    rows.push(await load('POST /team/public name search (hacker)', hall, CONNECTIONS, SECONDS, hacker, undefined, { body: { limit: 12, offset: 0, name: 'Team 12' } }));
    return { loadBefore, loadAfter: loadAverage(), rows, counts: actors.counts };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await reputationBenchmark(), null, 2));
}
