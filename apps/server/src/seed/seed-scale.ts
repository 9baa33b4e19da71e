// `npm run seed:scale`: fills the PostgreSQL database named by DATABASE_URL with
// platform-scale data (issue 8 §6) for benchmarks and query plans: 100,000 hackers,
// 17,000 companies, 50,000 projects in every state with their levels, 1,000,000
// enrolments. Everything is made inside PostgreSQL by `INSERT … SELECT generate_series`
// (no row crosses the wire), so it takes minutes, not hours. Later issues add their
// tables' rows here (reports, messages, ledger). See bench/README.md.
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database } from '../db/client';
import { hashPassword } from '../crypto/password-hashing';
import { HALL_PROJECT_STATES, PROJECT_SUB_TYPES } from '@wardline/contract';
import { seedScaleLedger } from './seed-scale-ledger';

export const SCALE = { hackers: 100_000, companies: 17_000, projects: 50_000, enrolmentsPerHacker: 10, reports: 2_000_000 } as const;

/** Reports to make: `SCALE_REPORTS` (e.g. 20000, the small set the 2M figures are compared with), else SCALE.reports. */
export function reportsWanted(): number {
  const wanted = Number(process.env.SCALE_REPORTS ?? SCALE.reports);
  if (!Number.isInteger(wanted) || wanted < 0) throw new Error('SCALE_REPORTS must be a whole number');
  return wanted;
}
/** Every scale account signs in with this password (phones 19xxxxxxxxx for hackers, 18xxxxxxxxx for companies). */
export const SCALE_PASSWORD = 'Scale#2026';

/**
 * A project's state by its number: every state of the lifecycle, most of them open to the
 * public as on a living platform (g % 20: 1 unaudited, 1 failed, 1 paused, 1 audited,
 * 4 enrolling, 6 running, 3 in settlement, 3 ended).
 */
const STATE_OF = `(array['unaudited','failed','pause','audited','apply','apply','apply','apply','doing','doing','doing','doing','doing','doing','settlement','settlement','settlement','stop','stop','stop'])[g % 20 + 1]`;

const SUB_TYPES = `array[${PROJECT_SUB_TYPES.map((s) => `'${s}'`).join(',')}]`;

async function step(db: Database, label: string, query: string): Promise<void> {
  const started = performance.now();
  await db.execute(sql.raw(query));
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function count(db: Database, table: string): Promise<number> {
  return Number(rowsOf<{ n: string }>(await db.execute(sql.raw(`select count(*)::text as n from ${table}`)))[0]!.n);
}

export async function seedScale(db: Database): Promise<void> {
  if ((await count(db, 'projects')) >= SCALE.projects) {
    console.log('The database already holds platform-scale projects: only reports are added if missing (use a fresh database to seed again).');
  } else {
    await seedAccountsAndProjects(db);
  }
  await seedScaleReports(db, reportsWanted());
  await seedScaleLedger(db);
  await (await import('./seed-scale-reputation')).seedScaleReputation(db);
}

async function seedAccountsAndProjects(db: Database): Promise<void> {
  const passwordHash = (await hashPassword(SCALE_PASSWORD)).replaceAll("'", "''");
  // A bulk load: nothing here must survive a crash half-way (the run is simply repeated on a fresh database).
  await db.execute(sql.raw('set synchronous_commit = off'));

  await step(
    db,
    `${SCALE.hackers.toLocaleString('en')} hackers`,
    `insert into users (phone, nickname, password_hash, usertype, status, role, person_level, language, created_at, updated_at)
     select '19' || lpad(g::text, 9, '0'), '白帽' || g, '${passwordHash}', 'hacker',
            (array['certification','certification','certification','certification','certification','certification','credible','credible','unauthorized','progressCredible'])[g % 10 + 1],
            'user', (array[0,0,0,1,1,1,2,2,3,4])[(g * 7) % 10 + 1], case when g % 4 = 0 then 'en' else 'zh' end,
            now() - ((g % 1500) || ' days')::interval, now()
     from generate_series(1, ${SCALE.hackers}) g`,
  );
  await step(
    db,
    `${SCALE.companies.toLocaleString('en')} companies`,
    `insert into users (phone, nickname, password_hash, usertype, status, role, language, created_at, updated_at)
     select '18' || lpad(g::text, 9, '0'), '厂商' || g, '${passwordHash}', 'company',
            case when g % 25 = 0 then 'companyFileUploaded' else 'certification' end, 'user', 'zh',
            now() - ((g % 1500) || ' days')::interval, now()
     from generate_series(1, ${SCALE.companies}) g`,
  );
  // The companies in order, numbered from 0, and each one's authorisation letter (a reference only: no bytes are stored).
  await step(db, 'company numbering', `create temporary table scale_companies as select row_number() over (order by id) - 1 as n, id from users where phone like '18%' and usertype = 'company' and nickname like '厂商%'`);
  await step(
    db,
    'authorisation files',
    `insert into private_files (id, owner_id, kind, content_type, byte_size, sha256, storage_key)
     select 'pf_scale_' || id, id, 'projectAuthorizationFile', 'application/pdf', 102400, repeat('0', 64), 'scale/' || id from scale_companies`,
  );
  await step(
    db,
    `${SCALE.projects.toLocaleString('en')} projects`,
    `insert into projects (company_id, state, project_type, sub_type, company_name, hide_company_name, name, start_at, end_at,
                           reward_pool_fen, hide_reward_pool, currency, paid_fen, low_reward_fen, high_reward_fen,
                           introduction, test_rule, test_range, author_file_ref, tester_cap, verify_type, person_type, person_level,
                           bug_audit, vpn, vpn_user_name, sms_notice, retest, difficulty, reject_reason, pause_reason,
                           submitted_at, approved_at, created_at, updated_at)
     select c.id, p.state, p.type, (${SUB_TYPES})[g % ${PROJECT_SUB_TYPES.length} + 1], '厂商' || (c.n + 1), g % 15 = 0,
            case when g % 3 = 0 then 'Project ' || g || ' security testing' else '项目 ' || g || ' 众测' end,
            p.start_at, p.end_at, p.pool, g % 10 = 0, case when g % 12 = 0 then 'dollar' else 'rmb' end,
            case when p.state in ('settlement', 'stop') then p.pool * (g % 50) / 100 else 0 end, p.pool / 100, p.pool / 10,
            '项目简介 ' || g, '测试规则：仅限授权范围内测试，禁止拒绝服务与社会工程。', 'https://p' || g || '.example.com', 'pf_scale_' || c.id,
            case when p.type = 'bugbounty' and g % 4 <> 0 then 30 + (g % 8) * 5 end,
            case when g % 3 = 0 then 1 else 0 end,
            case when p.type = 'SecurityResponse' then 0 when g % 10 < 7 then 1 else 2 end,
            case when p.type = 'SecurityResponse' then 0 else (array[0,0,0,0,1,1,2,3])[g % 8 + 1] end,
            p.type = 'bugbounty' and g % 2 = 0, p.type = 'bugbounty' and g % 7 = 0, case when p.type = 'bugbounty' and g % 7 = 0 then 'tester' || g end,
            g % 5 = 0, g % 6 = 0, g % 3 + 1,
            case when p.state = 'failed' then '授权文件与测试范围不一致' end, case when p.state = 'pause' then '厂商系统维护' end,
            p.start_at - interval '10 days', case when p.state not in ('unaudited', 'failed') then p.start_at - interval '5 days' end,
            p.start_at - interval '10 days', now()
     from generate_series(1, ${SCALE.projects}) g
     join scale_companies c on c.n = (g * 7919) % ${SCALE.companies}
     cross join lateral (
       select s.state,
              case when g % 5 = 0 then 'SecurityResponse' else 'bugbounty' end as type,
              case when g % 5 = 0 then 0::bigint else ((g * 7919) % 1000 + 1)::bigint * 100000 end as pool,
              t.start_at, t.start_at + case when g % 5 = 0 then interval '30 days' else ((g % 60 + 20) || ' days')::interval end as end_at
       from (select ${STATE_OF} as state) s
       cross join lateral (
         select case
           when s.state in ('unaudited', 'failed', 'audited', 'apply') then now() + ((g % 30 + 1) || ' days')::interval
           when s.state in ('doing', 'pause') then now() - ((g % 15 + 1) || ' days')::interval
           when s.state = 'settlement' then now() - ((g % 10 + 90) || ' days')::interval
           else now() - ((g % 700 + 120) || ' days')::interval
         end as start_at
       ) t
     ) p`,
  );
  await step(
    db,
    'hole levels (4 per project)',
    `insert into project_hole_levels (project_id, hole_code, name, money_fen, description, weight, color)
     select p.id, l.code, l.name, case when p.project_type = 'bugbounty' then l.share * p.high_reward_fen / 10 else 0 end, l.description, l.weight, l.color
     from projects p
     cross join (values ('urgent', '严重', 10, '可直接获取服务器权限、核心数据的漏洞', 40, 'purple'),
                        ('high', '高危', 5, '可获取敏感信息或越权操作的漏洞', 30, 'red'),
                        ('middle', '中危', 2, '需交互或有限影响的漏洞', 20, 'orange'),
                        ('low', '低危', 1, '影响轻微的信息泄露等问题', 10, 'blue')) as l(code, name, share, description, weight, color)
     where p.company_id in (select id from scale_companies)`,
  );
  // Enrolments: each hacker in 5 projects that are enrolling or running (the five-project
  // limit holds) and 5 that have ended. Strides spread them so no pair repeats.
  await step(
    db,
    'open and closed project numbering',
    `create temporary table scale_open as select row_number() over (order by id) - 1 as n, id, verify_type, company_id from projects where state in ('apply', 'doing');
     create temporary table scale_closed as select row_number() over (order by id) - 1 as n, id, verify_type, company_id from projects where state in ('settlement', 'stop');
     create unique index on scale_open (n); create unique index on scale_closed (n)`,
  );
  const half = SCALE.enrolmentsPerHacker / 2;
  await step(
    db,
    `${(SCALE.hackers * SCALE.enrolmentsPerHacker).toLocaleString('en')} enrolments`,
    `with hackers as (select row_number() over (order by id) - 1 as h, id from users where phone like '19%' and usertype = 'hacker' and nickname like '白帽%'),
          sizes as (select (select count(*) from scale_open) as open_n, (select count(*) from scale_closed) as closed_n),
          picks as (
            select hk.id as user_id, k, hk.h,
                   case when k < ${half} then (select id from scale_open o where o.n = (hk.h * 37 + k * (sz.open_n / ${half})) % sz.open_n)
                        else (select id from scale_closed c where c.n = (hk.h * 37 + (k - ${half}) * (sz.closed_n / ${half})) % sz.closed_n) end as project_id
            from hackers hk cross join sizes sz cross join generate_series(0, ${SCALE.enrolmentsPerHacker - 1}) k
          )
     insert into project_enrolments (project_id, user_id, state, reason, decided_at, created_at)
     select pk.project_id, pk.user_id, e.state, case when e.state = 'refuse' then '技能方向与项目不匹配' end,
            case when e.state <> 'apply' then now() - ((pk.h % 30) || ' days')::interval end,
            now() - ((pk.h % 30 + pk.k) || ' days')::interval
     from picks pk join projects p on p.id = pk.project_id
     cross join lateral (select case when p.verify_type = 0 or (pk.h + pk.k) % 10 < 7 then 'normal' when (pk.h + pk.k) % 10 < 9 then 'apply' else 'refuse' end as state) e`,
  );
  await step(
    db,
    'places taken',
    `update projects p set taken_places = c.n, tester_cap = case when p.tester_cap is null then null else greatest(p.tester_cap, ((c.n + 4) / 5) * 5) end
     from (select project_id, count(*) filter (where state = 'normal') as n from project_enrolments group by project_id) c
     where c.project_id = p.id`,
  );
  // What autovacuum would do after a bulk load: statistics for the planner and the visibility map for index-only scans.
  await step(db, 'vacuum analyze', 'vacuum analyze users, projects, project_hole_levels, project_enrolments, private_files');
  const totals = await Promise.all(['users', 'projects', 'project_hole_levels', 'project_enrolments'].map(async (table) => `${table} ${(await count(db, table)).toLocaleString('en')}`));
  console.log(`Done: ${totals.join(', ')}. Listed states: ${HALL_PROJECT_STATES.join(', ')}. Accounts sign in with ${SCALE_PASSWORD}.`);
}

/**
 * A report's state by its number, as on a living platform: most reports closed, a steady
 * flow in triage and confirmation, some duplicates and refusals (g % 40).
 */
const REPORT_STATE_OF = `(array['verifying','verifying','confirming','confirming','confirming','appeal','arbitrationing','paying','paying','paid','paid','paid',
  'end','end','end','end','end','end','end','end','end','end','end','end','end','end','end','end',
  'repeat','repeat','repeat','ignore','ignore','refuse','refuse','recheck','pass','pass','restore','end'])[g % 40 + 1]`;

/**
 * Reports with their histories (issue 9 §7): `wanted` reports by hackers approved into
 * running or ended bug bounty and SRC projects, spread over every state, each with the
 * history rows its state implies (submit, triage, confirmation…), numbered and chained
 * per project as submissions are. Only the rows the database lacks are added.
 */
export async function seedScaleReports(db: Database, wanted: number): Promise<void> {
  const have = await count(db, 'bugs');
  if (have >= wanted) {
    console.log(`${have.toLocaleString('en')} reports already: none added.`);
    return;
  }
  await db.execute(sql.raw('set synchronous_commit = off'));
  await step(
    db,
    'reporters (approved enrolments in running and ended projects)',
    `drop table if exists scale_reporters;
     create temporary table scale_reporters as
       select row_number() over (order by e.id) - 1 as n, e.user_id, e.project_id, p.company_id, p.public_id as project_public_id, p.start_at, p.bug_audit
       from project_enrolments e join projects p on p.id = e.project_id
       where e.state = 'normal' and p.state in ('doing', 'settlement', 'stop');
     create unique index on scale_reporters (n)`,
  );
  const reporters = await count(db, 'scale_reporters');
  const lastIdBefore = Number(rowsOf<{ id: string }>(await db.execute(sql.raw('select coalesce(max(id), 0)::text as id from bugs')))[0]!.id);
  if (reporters === 0) throw new Error('No approved enrolments in running or ended projects: run the accounts and projects part first');
  await step(
    db,
    `${(wanted - have).toLocaleString('en')} reports`,
    `insert into bugs (hole_number, project_id, company_id, reporter_id, state, state_entered_at, title, self_grade, judge_basis, bug_type, url,
                       description, danger, detail, repair_suggestion, audit_grade, confirm_grade, end_grade, grade_reason, is_turn, duplicate_of_id,
                       appeal_deadline, reward_fen, version, digest, prev_digest, created_at, updated_at)
     select 'WL-S' || lpad(g::text, 8, '0'), r.project_id, r.company_id, r.user_id,
            -- A duplicate needs its original: it is marked in the next step, once the project's first report exists.
            case when s.state = 'repeat' then 'ignore' else s.state end, t.created_at + interval '2 days',
            case when g % 3 = 0 then 'Stored XSS in comment field #' || g else '评论功能存储型XSS #' || g end,
            l.code, '可执行任意脚本，影响所有访问者', (array['stored-xss','sqli','idor','ssrf','sensitive-data-exposure','csrf','file-upload','payment-logic'])[g % 8 + 1],
            'https://p' || r.project_id || '.example.com/api/v' || (g % 3 + 1) || '/items?id',
            '在评论处提交的脚本会在其他用户浏览时执行', '可窃取会话、冒充用户操作',
            '<p>复现步骤：</p><ol><li>登录后打开 /items/' || g || '</li><li>提交评论 &lt;svg onload=alert(1)&gt;</li></ol>',
            '<p>对输出进行上下文相关的编码，并设置内容安全策略。</p>',
            case when s.state not in ('verifying', 'ignore', 'refuse', 'repeat') then l.code end,
            case when s.state not in ('verifying', 'confirming', 'ignore', 'refuse', 'repeat') then l.code end,
            case when s.state not in ('verifying', 'confirming', 'appeal', 'arbitrationing', 'ignore', 'refuse', 'repeat') then l.code end,
            case when s.state in ('ignore', 'refuse', 'repeat') then '不在测试范围内或已有相同报告' end,
            0, null, case when s.state = 'appeal' then now() + interval '2 days' end,
            case when s.state in ('paying', 'paid', 'end', 'recheck', 'pass', 'restore') then (g % 5 + 1) * 50000 end,
            1, encode(sha256(convert_to('scale-report-' || g, 'UTF8')), 'hex'), encode(sha256(convert_to('scale-report-' || (g - 1), 'UTF8')), 'hex'),
            t.created_at, t.created_at + interval '3 days'
     from generate_series(${have + 1}, ${wanted}) g
     join scale_reporters r on r.n = (g::bigint * 7919) % ${reporters}
     cross join lateral (select ${REPORT_STATE_OF} as state) s
     cross join lateral (select (array['urgent','high','middle','low'])[g % 4 + 1] as code) l
     cross join lateral (select least(now() - interval '1 hour', r.start_at + ((g % 90) || ' hours')::interval + ((g % 600) || ' minutes')::interval) as created_at) t`,
  );
  // A duplicate points at its project's first report (so never at itself or a later one).
  await step(
    db,
    'duplicates linked',
    `update bugs b set state = 'repeat', duplicate_of_id = f.first_id
     from (select project_id, min(id) as first_id from bugs group by project_id) f
     where b.project_id = f.project_id and b.id > ${lastIdBefore} and b.id <> f.first_id
       and substring(b.hole_number from 5)::int % 40 in (28, 29, 30)`,
  );
  await step(
    db,
    'report numbers per project',
    `update projects p set bug_count = c.n, last_bug_digest = c.last_digest
     from (select project_id, count(*) as n, (array_agg(digest order by id desc))[1] as last_digest from bugs group by project_id) c
     where c.project_id = p.id`,
  );
  // The history each state implies: submitted, then triaged (past verifying), then confirmed (past confirming).
  await step(
    db,
    'report histories',
    `insert into state_transitions (machine, subject_id, action, from_state, to_state, actor_id, job, reason, occurred_at)
     select 'bug', b.id::text, 'submit', 'verifying', 'verifying', b.reporter_id, null, null, b.created_at from bugs b where b.id > ${lastIdBefore}
     union all
     select 'bug', b.id::text, case b.state when 'repeat' then 'markRepeat' when 'ignore' then 'ignore' when 'refuse' then 'refuse' else 'accept' end,
            'verifying', case when b.state in ('repeat', 'ignore', 'refuse') then b.state else 'confirming' end, null, null, '平台审核结论', b.created_at + interval '1 day'
       from bugs b where b.state <> 'verifying' and b.id > ${lastIdBefore}
     union all
     select 'bug', b.id::text, 'confirm', 'confirming', 'appeal', b.company_id, null, '确认等级', b.created_at + interval '2 days'
       from bugs b where b.state not in ('verifying', 'confirming', 'repeat', 'ignore', 'refuse') and b.id > ${lastIdBefore}`,
  );
  await step(db, 'vacuum analyze reports', 'vacuum analyze bugs, state_transitions, projects');
  console.log(`Reports: ${(await count(db, 'bugs')).toLocaleString('en')}, history rows: ${(await count(db, 'state_transitions')).toLocaleString('en')}.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    console.error('Set DATABASE_URL to the PostgreSQL database to fill (e.g. postgres://postgres@127.0.0.1:5432/wardline_scale).');
    process.exit(1);
  }
  const started = performance.now();
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    await seedScale(database.db);
  } finally {
    await database.close();
  }
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}
