// Reports over platform-scale data (issue 9 §7): `BENCH_ONLY=bugs npm run bench`. Needs a database
// filled by `npm run seed:scale` (BENCH_BUGS_DATABASE_URL, default BENCH_PROJECTS_DATABASE_URL or
// DATABASE_URL); BENCH_BUGS_SMALL_DATABASE_URL names a second one seeded with SCALE_REPORTS=20000,
// whose figures the 2M ones are compared with (p95 at 2M within 1.5× of p95 at 20k).
// A company's bug list (first page and filtered), one project's list, a hacker's my-bugs, the
// triage queue and a bug detail, at 32 connections beside the bare hello-world of the same run.
import type pg from 'pg';
import { load, loadAverage, overScaleData, sessionFor, type LoadResult } from './lib';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

export type BugsSection = { loadBefore: string; loadAfter: string; rows: LoadResult[]; reports: number };

/** A staff account with the triage permission and two-step sign-in set up (the console requires it), made once. */
async function staffFor(db: pg.Client): Promise<number> {
  const found = await db.query<{ id: number }>(`select id from users where phone = '17000000000'`);
  const id =
    found.rows[0]?.id ??
    (
      await db.query<{ id: number }>(
        `insert into users (phone, nickname, password_hash, usertype, status, role, language, created_at, updated_at)
         values ('17000000000', 'bench-staff', 'x', null, 'certification', 'staff', 'zh', now(), now()) returning id`,
      )
    ).rows[0]!.id;
  await db.query(`insert into staff_permissions (user_id, permission) values ($1, 'triage') on conflict do nothing`, [id]);
  await db.query(
    `insert into staff_totp (user_id, secret_ciphertext, enabled_at) values ($1, 'bench', now()) on conflict (user_id) do update set enabled_at = now(), secret_ciphertext = 'bench'`,
    [id],
  );
  return id;
}

type Actors = { hackerId: number; companyId: number; projectId: string; bugId: string; reports: number };

async function pickActors(db: pg.Client): Promise<Actors> {
  // The busiest reporter and the company with the most reports: the lists with the most rows to page through.
  const hacker = await db.query<{ reporter_id: number }>(`select reporter_id from bugs group by reporter_id order by count(*) desc limit 1`);
  const company = await db.query<{ company_id: number }>(`select company_id from bugs group by company_id order by count(*) desc limit 1`);
  const companyId = company.rows[0]!.company_id;
  const project = await db.query<{ public_id: string }>(
    `select p.public_id from projects p join bugs b on b.project_id = p.id where p.company_id = $1 group by p.id order by count(*) desc limit 1`,
    [companyId],
  );
  const bug = await db.query<{ public_id: string }>(`select public_id from bugs where company_id = $1 and state = 'end' order by id desc limit 1`, [companyId]);
  const reports = await db.query<{ n: string }>(`select count(*)::text as n from bugs`);
  return { hackerId: hacker.rows[0]!.reporter_id, companyId, projectId: project.rows[0]!.public_id, bugId: bug.rows[0]!.public_id, reports: Number(reports.rows[0]!.n) };
}

export async function bugsBenchmark(
  databaseUrl = process.env.BENCH_BUGS_DATABASE_URL ?? process.env.BENCH_PROJECTS_DATABASE_URL ?? process.env.DATABASE_URL,
): Promise<BugsSection> {
  return overScaleData(databaseUrl, 'BENCH_BUGS_DATABASE_URL', CONNECTIONS, async (db, servers) => {
    const actors = await pickActors(db);
    const hacker = { ...BROWSER, Authorization: await sessionFor(db, actors.hackerId) };
    const company = { ...BROWSER, Authorization: await sessionFor(db, actors.companyId) };
    const staff = { ...BROWSER, Authorization: await sessionFor(db, await staffFor(db)) };
    const api = servers.api;
    const loadBefore = loadAverage();
    const rows = [
      await load('bare Fastify hello-world', servers.hello, CONNECTIONS, SECONDS, BROWSER),
      await load("POST /buglistofproject page 1 (company's reports)", `${api}/buglistofproject`, CONNECTIONS, SECONDS, company, undefined, { body: { page: 1, size: 10 } }),
      await load('POST /buglistofproject status=confirming (company)', `${api}/buglistofproject`, CONNECTIONS, SECONDS, company, undefined, { body: { page: 1, size: 10, status: 'confirming' } }),
      await load("GET /bugList (one project's reports, company)", `${api}/bugList?projectId=${actors.projectId}&page=1&size=10`, CONNECTIONS, SECONDS, company),
      await load('POST /buglistofproject page 1 (hacker: my bugs)', `${api}/buglistofproject`, CONNECTIONS, SECONDS, hacker, undefined, { body: { page: 1, size: 10 } }),
      await load('POST /buglistofproject status=end (hacker: my bugs)', `${api}/buglistofproject`, CONNECTIONS, SECONDS, hacker, undefined, { body: { page: 1, size: 10, status: 'end' } }),
      await load('GET /admin/bugs?queue=triage (staff)', `${api}/admin/bugs?queue=triage&page=1&size=20`, CONNECTIONS, SECONDS, staff),
      await load('GET /bugdetail (company)', `${api}/bugdetail?id=${actors.bugId}`, CONNECTIONS, SECONDS, company),
    ];
    return { loadBefore, loadAfter: loadAverage(), rows, reports: actors.reports };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await bugsBenchmark(), null, 2));
}
