// Projects over platform-scale data (issue 8 §6): `BENCH_ONLY=projects npm run bench`, or
// `node --import tsx bench/projects.ts`. Needs a database filled by `npm run seed:scale`
// (BENCH_PROJECTS_DATABASE_URL, default the DATABASE_URL of the shell). The hall for a
// visitor (first page, a filtered page, page 500, a search), the hall for a signed-in
// hacker (with join status), a company's participants list and my projects, at 32
// connections beside the bare hello-world of the same run.
import type pg from 'pg';
import { load, loadAverage, overScaleData, sessionFor, type LoadResult } from './lib';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

export type ProjectsSection = { loadBefore: string; loadAfter: string; rows: LoadResult[]; counts: Record<string, number> };

/** Who the signed-in loads act as, picked from the scale data. */
type Actors = { hackerId: number; companyId: number; projectId: string; totals: Record<string, number> };

async function pickActors(db: pg.Client): Promise<Actors> {
  // A hacker with enrolments (the hall's join status and my projects have rows to show) and
  // the company of the open project with the most participants (its list has pages).
  const hacker = await db.query<{ user_id: number }>(
    `select user_id from project_enrolments group by user_id order by count(*) desc, user_id limit 1`,
  );
  const project = await db.query<{ public_id: string; company_id: number }>(
    `select p.public_id, p.company_id from projects p
     join (select project_id, count(*) as n from project_enrolments group by project_id) e on e.project_id = p.id
     where p.state in ('apply', 'doing') order by e.n desc, p.id limit 1`,
  );
  const totals = await db.query<{ what: string; n: string }>(
    `select 'hackers' as what, count(*)::text as n from users where usertype = 'hacker'
     union all select 'companies', count(*)::text from users where usertype = 'company'
     union all select 'projects', count(*)::text from projects
     union all select 'enrolments', count(*)::text from project_enrolments`,
  );
  return {
    hackerId: hacker.rows[0]!.user_id,
    companyId: project.rows[0]!.company_id,
    projectId: project.rows[0]!.public_id,
    totals: Object.fromEntries(totals.rows.map((r) => [r.what, Number(r.n)])),
  };
}

/** The server over the scale database, in production mode, no demo seed. */
export async function projectsBenchmark(databaseUrl = process.env.BENCH_PROJECTS_DATABASE_URL ?? process.env.DATABASE_URL): Promise<ProjectsSection> {
  return overScaleData(databaseUrl, 'BENCH_PROJECTS_DATABASE_URL', CONNECTIONS, async (db, servers) => {
    const actors = await pickActors(db);
    const hacker = { ...BROWSER, Authorization: await sessionFor(db, actors.hackerId) };
    const company = { ...BROWSER, Authorization: await sessionFor(db, actors.companyId) };
    const api = servers.api;
    const hall = `${api}/project/getProjectList`;
    const loadBefore = loadAverage();
    const rows = [
      await load('bare Fastify hello-world', servers.hello, CONNECTIONS, SECONDS, BROWSER),
      await load('GET /project/getProjectList page 1 (visitor)', `${hall}?page=1&size=10`, CONNECTIONS, SECONDS, BROWSER),
      await load('GET /project/getProjectList?status=doing&projectType=bugbounty&lastPush=3 (visitor)', `${hall}?page=1&size=10&status=doing&projectType=bugbounty&lastPush=3`, CONNECTIONS, SECONDS, BROWSER),
      await load('GET /project/getProjectList page 500 (visitor)', `${hall}?page=500&size=10`, CONNECTIONS, SECONDS, BROWSER),
      await load('GET /project/getProjectList?search= (visitor)', `${hall}?page=1&size=10&search=${encodeURIComponent('项目 12')}`, CONNECTIONS, SECONDS, BROWSER),
      await load('GET /project/getProjectList page 1 (signed-in hacker, join status)', `${hall}?page=1&size=10`, CONNECTIONS, SECONDS, hacker),
      await load('GET /project/getProjectList?joinStatus=apply (signed-in hacker)', `${hall}?page=1&size=10&joinStatus=apply`, CONNECTIONS, SECONDS, hacker),
      await load("GET /project/getjoinperson (company's participants)", `${api}/project/getjoinperson?id=${actors.projectId}&page=1&size=10`, CONNECTIONS, SECONDS, company),
      await load('GET /project/getMyProject (hacker)', `${api}/project/getMyProject?page=1&size=10`, CONNECTIONS, SECONDS, hacker),
      await load('GET /project/getMyProject (company)', `${api}/project/getMyProject?page=1&size=10`, CONNECTIONS, SECONDS, company),
    ];
    return { loadBefore, loadAfter: loadAverage(), rows, counts: actors.totals };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await projectsBenchmark(), null, 2));
}
