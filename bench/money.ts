// The account header and statements over platform-scale data (issue 10 §5): `BENCH_ONLY=money
// npm run bench`, or `node --import tsx bench/money.ts`. Needs a database filled by
// `npm run seed:scale` (BENCH_MONEY_DATABASE_URL, default BENCH_PROJECTS_DATABASE_URL or
// DATABASE_URL). For the hacker with the most ledger entries and for the company with the most
// projects: `POST /user/getBonus`, the account centre's header (`GET /user/personalCenter`),
// and `GET /account/statement` (first page, and a keyset page from the middle of the history),
// at 32 connections beside the bare hello-world of the same run. The platform's own accounts
// have no statement call, so none is loaded.
import type pg from 'pg';
import { ALL_TIME_START, RANK_PERIOD_CODES, STATEMENT_PAGE_SIZE } from '@wardline/contract';
import { encodeCursor } from '../apps/server/src/domains/money/statements/statement';
import { load, loadAverage, overScaleData, sessionFor, type LoadResult } from './lib';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

export type MoneySection = { loadBefore: string; loadAfter: string; rows: LoadResult[]; counts: Record<string, number> };

/** Whose statement is loaded: the actor's busiest account of its statement kind, and the cursor of a page in the middle of its history. */
type Holder = { userId: number; currency: string; entries: number; laterCursor: string; laterOffset: number };

/** The middle of an account's history as a statement cursor (the page after it is a keyset page reached by following `nextCursor`). */
async function holderOf(db: pg.Client, row: { user_id: number; account_id: string; currency: string; n: string }): Promise<Holder> {
  const entries = Number(row.n);
  const laterOffset = Math.max(0, Math.floor(entries / 2) - 1);
  const at = await db.query<{ id: string }>(`select id::text from ledger_entries where account_id = $1 order by id desc offset $2 limit 1`, [row.account_id, laterOffset]);
  return { userId: row.user_id, currency: row.currency, entries, laterOffset: laterOffset + 1, laterCursor: encodeCursor(Number(at.rows[0]!.id)) };
}

async function pickActors(db: pg.Client): Promise<{ hacker: Holder; company: Holder; counts: Record<string, number> }> {
  // The hacker whose earnings account has the most entries (among equals one with points, so the header's places are counted); the company with the most projects (its balance account, the busier currency).
  const hacker = await db.query<{ user_id: number; account_id: string; currency: string; n: string }>(
    `select a.owner_user_id as user_id, a.id::text as account_id, a.currency, count(*) as n
     from ledger_entries e join ledger_accounts a on a.id = e.account_id
     left join point_totals t on t.kind = $1 and t.start = $2::date and t.user_id = a.owner_user_id
     where a.kind = 'hackerEarnings' group by a.id, t.points order by count(*) desc, t.points is null, a.id limit 1`,
    [RANK_PERIOD_CODES.all, ALL_TIME_START],
  );
  if (!hacker.rows[0]) throw new Error('No ledger history in this database: run `npm run seed:scale` first');
  const company = await db.query<{ user_id: number; account_id: string; currency: string; n: string }>(
    `with busiest as (select company_id from projects group by company_id order by count(*) desc, company_id limit 1)
     select b.company_id as user_id, a.id::text as account_id, a.currency,
            (select count(*) from ledger_entries e where e.account_id = a.id) as n
     from busiest b join ledger_accounts a on a.owner_user_id = b.company_id and a.kind = 'companyBalance'
     order by 4 desc, a.id limit 1`,
  );
  if (!company.rows[0]) throw new Error('The company with the most projects has no balance account: run `npm run seed:scale` on a fresh database');
  const counts = await db.query<{ what: string; n: string }>(
    `select 'reports' as what, count(*)::text as n from bugs union all select 'ledger entries', count(*)::text from ledger_entries
     union all select 'payouts', count(*)::text from payouts`,
  );
  const [h, c] = [await holderOf(db, hacker.rows[0]), await holderOf(db, company.rows[0])];
  return {
    hacker: h,
    company: c,
    counts: { ...Object.fromEntries(counts.rows.map((r) => [r.what, Number(r.n)])), "entries on the hacker's statement": h.entries, "entries on the company's statement": c.entries },
  };
}

/** The server over the scale database, in production mode, no demo seed. */
export async function moneyBenchmark(
  databaseUrl = process.env.BENCH_MONEY_DATABASE_URL ?? process.env.BENCH_PROJECTS_DATABASE_URL ?? process.env.DATABASE_URL,
): Promise<MoneySection> {
  return overScaleData(databaseUrl, 'BENCH_MONEY_DATABASE_URL', CONNECTIONS, async (db, servers) => {
    const actors = await pickActors(db);
    const api = servers.api;
    const loadBefore = loadAverage();
    const rows = [await load('bare Fastify hello-world', servers.hello, CONNECTIONS, SECONDS, BROWSER)];
    for (const [who, holder] of [['busiest hacker', actors.hacker], ['company with the most projects', actors.company]] as const) {
      const headers = { ...BROWSER, Authorization: await sessionFor(db, holder.userId) };
      const statement = `${api}/account/statement?currency=${holder.currency}&size=${STATEMENT_PAGE_SIZE}`;
      rows.push(await load(`POST /user/getBonus (${who})`, `${api}/user/getBonus`, CONNECTIONS, SECONDS, headers, undefined, { body: {} }));
      rows.push(await load(`GET /user/personalCenter (${who})`, `${api}/user/personalCenter`, CONNECTIONS, SECONDS, headers));
      rows.push(await load(`GET /account/statement first page (${who})`, statement, CONNECTIONS, SECONDS, headers));
      rows.push(
        await load(`GET /account/statement after entry ${holder.laterOffset} of ${holder.entries}, keyset cursor (${who})`, `${statement}&cursor=${holder.laterCursor}`, CONNECTIONS, SECONDS, headers),
      );
    }
    return { loadBefore, loadAfter: loadAverage(), rows, counts: actors.counts };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await moneyBenchmark(), null, 2));
}
