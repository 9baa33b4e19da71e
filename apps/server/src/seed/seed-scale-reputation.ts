// `npm run seed:scale`, issue 11 §5: the reputation rows of platform-scale data. Teams with
// their members, activity and waiting applications; the points of every closed valid report
// (the period totals and rank buckets follow by the migration's triggers, as they do for a
// real award); each year's rights levels; the months' top tens; the achievements earned. All of
// it by `INSERT … SELECT` inside PostgreSQL, so 2,000,000 reports take minutes. Run after the
// reports; a second run adds only what is missing. See bench/README.md.
import { sql } from 'drizzle-orm';
import { chinaCalendarOf, POINTS_WEIGHT_CAP } from '@wardline/contract';
import { rowsOf, type Database } from '../db/client';
import { decideRightsLevels } from '../domains/reputation/rights-levels';
import { holdersOf } from '../domains/achievements/achievement-rules';
import { seedDemoAchievements } from './demo-achievements';

/** Hackers per team slot: slot k holds hackers 40k…40k+39, of whom the first 2 + k % 9 are members (2–10 a team). */
const TEAM_SLOT = 40;
const TEAM_LOGOS = `array['/images/teams/red-team.svg','/images/teams/blue-team.svg','/images/teams/research-lab.svg','/images/teams/incident-response.svg']`;
/** Report states that were valid and reached `end` (a retest comes after the end): each earned points once. */
const ENDED_STATES = `('end', 'recheck', 'pass', 'restore')`;

async function step(db: Database, label: string, query: string): Promise<void> {
  const started = performance.now();
  await db.execute(sql.raw(query));
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function countOf(db: Database, query: string): Promise<number> {
  return Number(rowsOf<{ n: string }>(await db.execute(sql.raw(`select (${query})::text as n`)))[0]!.n);
}

export async function seedScaleReputation(db: Database): Promise<void> {
  await db.execute(sql.raw('set synchronous_commit = off'));
  await seedTeams(db);
  await seedPoints(db);
  await seedAchievements(db);
  await step(db, 'vacuum analyze reputation', 'vacuum analyze teams, team_members, team_applications, team_activities, point_awards, point_totals, point_rank_buckets, team_point_totals, user_achievements, rights_levels');
  const figures = await Promise.all(
    ['teams', 'team_members', 'point_awards', 'point_totals', 'user_achievements'].map(async (table) => `${table} ${(await countOf(db, `select count(*) from ${table}`)).toLocaleString('en')}`),
  );
  console.log(`Reputation: ${figures.join(', ')}.`);
}

/**
 * One team per 40 scale hackers (2,500 for 100,000), 2–10 members, its first member the
 * captain (and in every fifth team the second one too), created up to two years ago; members
 * joined after it was made. The hacker at the end of each slot has an application waiting
 * with the next team. Skipped when the scale teams exist.
 */
async function seedTeams(db: Database): Promise<void> {
  if ((await countOf(db, `select count(*) from teams where name like 'Scale %'`)) > 0) {
    console.log('Scale teams already exist: none added.');
    return;
  }
  await step(
    db,
    'team plan',
    `drop table if exists scale_team_plan;
     create temporary table scale_team_plan as
       select h / ${TEAM_SLOT} as k, h % ${TEAM_SLOT} as place, id as user_id
       from (select row_number() over (order by id) - 1 as h, id from users where phone like '19%' and usertype = 'hacker' and nickname like '白帽%') s;
     create index on scale_team_plan (k, place)`,
  );
  await step(
    db,
    'teams',
    `insert into teams (name, description, logo, state, member_count, created_by, created_at, updated_at)
     select 'Scale ' || case when p.k % 2 = 0 then '战队 ' else 'Team ' end || p.k,
            case when p.k % 2 = 0 then '专注 Web 与移动应用安全的白帽团队 #' || p.k else 'White hats on web and mobile security #' || p.k end,
            (${TEAM_LOGOS})[p.k % 4 + 1], 'active', count(*), min(p.user_id) filter (where p.place = 0),
            now() - ((p.k % 700 + 30) || ' days')::interval, now()
     from scale_team_plan p where p.place < 2 + p.k % 9
     group by p.k having bool_or(p.place = 0) and count(*) >= 2`,
  );
  await step(
    db,
    'team members',
    `drop table if exists scale_team_ids;
     create temporary table scale_team_ids as select substring(name from '[0-9]+$')::int as k, id, created_at, created_by from teams where name like 'Scale %';
     insert into team_members (user_id, team_id, role, joined_at)
     select p.user_id, t.id, case when p.place = 0 or (p.place = 1 and p.k % 5 = 0) then 'captain' else 'member' end,
            case when p.place = 0 then t.created_at else least(now(), t.created_at + (p.place * 3 || ' days')::interval) end
     from scale_team_plan p join scale_team_ids t on t.k = p.k where p.place < 2 + p.k % 9`,
  );
  await step(
    db,
    'team activities',
    `insert into team_activities (team_id, user_id, actor_id, kind, occurred_at)
     select m.team_id, m.user_id, case when m.user_id = t.created_by then m.user_id else t.created_by end,
            case when m.user_id = t.created_by then 'created' else 'joined' end, m.joined_at
     from team_members m join scale_team_ids t on t.id = m.team_id order by m.joined_at`,
  );
  await step(
    db,
    'waiting team applications',
    `insert into team_applications (team_id, user_id, remark, state, created_at)
     select t.id, p.user_id, '希望加入，擅长 Web 安全测试', 'pending', now() - ((p.k % 20) || ' days')::interval
     from scale_team_plan p join scale_team_ids t on t.k = (p.k + 1) % (select count(*) from scale_team_ids)
     where p.place = ${TEAM_SLOT - 1}
     on conflict do nothing`,
  );
}

/**
 * The points of every closed valid report not yet awarded: its final level's weight capped
 * as an award caps it, recorded at V1 (no multiplier: the scale platform starts without
 * decided levels), to the team the reporter was in at the end. One statement, so the
 * totals' statement trigger sums the whole load once; then this year's rights levels and the
 * finished months' top tens, as the yearly and monthly jobs would record them.
 */
async function seedPoints(db: Database): Promise<void> {
  await step(
    db,
    'points of ended reports',
    `insert into point_awards (user_id, bug_id, reason, points, weight, rights_level, critical, team_id, awarded_at)
     select b.reporter_id, b.id, 'reportEnded', least(l.weight, ${POINTS_WEIGHT_CAP}), l.weight, 'V1',
            l.hole_code = 'urgent' or l.weight >= ${POINTS_WEIGHT_CAP}, case when m.joined_at <= e.at then m.team_id end, e.at
     from bugs b
     join project_hole_levels l on l.project_id = b.project_id and l.hole_code = coalesce(b.end_grade, b.confirm_grade)
     left join team_members m on m.user_id = b.reporter_id
     cross join lateral (select least(b.state_entered_at, now()) as at) e
     where b.state in ${ENDED_STATES} and l.weight > 0
       and not exists (select 1 from point_awards a where a.bug_id = b.id and a.reason = 'reportEnded')`,
  );
  const started = performance.now();
  await decideRightsLevels(db, chinaCalendarOf(Date.now()).year, new Date());
  console.log(`rights levels of this year: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await step(
    db,
    'finished months’ top tens',
    `insert into monthly_top_tens (month, user_id, ranking, points)
     select start, user_id, ranking, points
     from (select start, user_id, points, row_number() over (partition by start order by points desc, reached_at, user_id) as ranking
           from point_totals where kind = 1 and start < date_trunc('month', (now() at time zone 'UTC') + interval '8 hours')::date) r
     where ranking <= 10
     on conflict do nothing;
     insert into monthly_top_ten_runs (month, recorded_at) select distinct month, now() from monthly_top_tens on conflict do nothing`,
  );
}

/**
 * The demo definitions when there are none, then each enabled one to everyone who meets its
 * rule (the facts are the same SQL the awarding uses); one in ten left unconfirmed, so the
 * reminder after sign-in has something to show.
 */
async function seedAchievements(db: Database): Promise<void> {
  await seedDemoAchievements(db);
  const definitions = rowsOf<{ id: number; rule: Parameters<typeof holdersOf>[0]; target: number }>(
    await db.execute(sql`select id, rule, target from achievements where enabled order by sort_order, id`),
  );
  const started = performance.now();
  for (const definition of definitions) {
    await db.execute(sql`
      insert into user_achievements (user_id, achievement_id, obtained_at, confirmed_at)
      select h.user_id, ${definition.id}, now() - ((h.user_id % 300) || ' days')::interval,
             case when h.user_id % 10 <> 0 then now() - ((h.user_id % 300) || ' days')::interval + interval '1 hour' end
      from (${holdersOf(definition.rule)}) h
      where h.amount >= ${definition.target}
      on conflict do nothing`);
  }
  console.log(`achievements awarded (${definitions.length} definitions): ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
