import { sql } from 'drizzle-orm';
import { LEADERBOARD_TOP, type Locale, type PersonalRankRow, type RankResult, type rankBody, type TeamRankResult, type TeamRankRow, type teamRankBody } from '@wardline/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import type { ClientActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { achievementsOfUsers } from '../achievements/achievements-of-users';
import { boardPeriod } from './leaderboard-period';
import { standingOf, teamStandingOf, type PeriodKey } from './period-ranks';

type PersonRow = { user_id: number; public_id: string; nickname: string; logo: string | null; person_level: number; usertype: string | null; points: number; team: string | null };

const personColumns = sql`u.id as user_id, u.public_id, u.nickname, u.logo, u.person_level, u.usertype, t.points, tm.name as team`;
const personJoins = sql`join users u on u.id = t.user_id left join team_members m on m.user_id = t.user_id left join teams tm on tm.id = m.team_id`;

async function toRows(db: Database, rows: { row: PersonRow; ranking: number }[], locale: Locale): Promise<PersonalRankRow[]> {
  const achievements = await achievementsOfUsers(db, rows.map(({ row }) => row.user_id), locale);
  return rows.map(({ row, ranking }) => ({
    userId: row.public_id,
    ranking,
    personcard: row.logo,
    nickname: row.nickname,
    level: row.usertype === 'hacker' ? row.person_level : -1,
    rank: Number(row.points),
    team: row.team,
    achievementList: achievements.get(row.user_id) ?? [],
  }));
}

/**
 * POST /rank: the first ten hackers of a period in the board's order (points, then who got
 * there first), each with their team and achievements, and the caller's own row. Reads the
 * period totals by index: no sum over awards.
 */
export async function listLeaderboard({ ctx, actor, input }: UseCaseOptions<z.output<typeof rankBody>, ClientActor>): Promise<RankResult> {
  const period = boardPeriod(input.radio, input.startTime, ctx.clock.now().getTime());
  const top = rowsOf<PersonRow>(
    await ctx.db.execute(sql`
      select ${personColumns} from point_totals t ${personJoins}
      where t.kind = ${period.kind} and t.start = ${period.start}::date
      order by t.points desc, t.reached_at, t.user_id limit ${Math.min(input.size, LEADERBOARD_TOP)}`),
  );
  const ranked = top.map((row, i) => ({ row, ranking: i + 1 }));
  const mine = actor.kind === 'user' ? await myRow(ctx.db, period, actor.user.id, ranked) : null;
  const data = await toRows(ctx.db, mine && !ranked.some(({ row }) => row.user_id === mine.row.user_id) ? [...ranked, mine] : ranked, actor.locale);
  return { data: data.slice(0, ranked.length), total: ranked.length, mine: mine ? data.find((r) => r.userId === mine.row.public_id)! : null };
}

async function myRow(db: Database, period: PeriodKey, userId: number, top: { row: PersonRow; ranking: number }[]) {
  const inTop = top.find(({ row }) => row.user_id === userId);
  if (inTop) return inTop;
  const standing = await standingOf(db, period, userId);
  if (!standing) return null;
  const [row] = rowsOf<PersonRow>(
    await db.execute(sql`select ${personColumns} from point_totals t ${personJoins} where t.kind = ${period.kind} and t.start = ${period.start}::date and t.user_id = ${userId}`),
  );
  return row ? { row, ranking: standing.ranking } : null;
}

type TeamRow = { team_id: number; public_id: string; name: string; logo: string | null; member_count: number; points: number };

const teamRow = (row: TeamRow, index: number): TeamRankRow => ({ index, id: row.public_id, name: row.name, logo: row.logo, teamMemberCount: row.member_count, rank: Number(row.points) });

/** POST /team/rank: the first ten live teams of a period by the points their members earned for them, and the caller's team. */
export async function listTeamLeaderboard({ ctx, actor, input }: UseCaseOptions<z.output<typeof teamRankBody>, ClientActor>): Promise<TeamRankResult> {
  const period = boardPeriod(input.radio, input.startTime, ctx.clock.now().getTime());
  const select = sql`select tm.id as team_id, tm.public_id, tm.name, tm.logo, tm.member_count, t.points
                     from team_point_totals t join teams tm on tm.id = t.team_id and tm.state = 'active'
                     where t.kind = ${period.kind} and t.start = ${period.start}::date`;
  const top = rowsOf<TeamRow>(await ctx.db.execute(sql`${select} order by t.points desc, t.reached_at, t.team_id limit ${LEADERBOARD_TOP}`));
  const data = top.map((row, i) => teamRow(row, i + 1));
  let mine: TeamRankRow | null = null;
  if (actor.kind === 'user') {
    const [own] = rowsOf<{ team_id: number }>(await ctx.db.execute(sql`select team_id from team_members where user_id = ${actor.user.id}`));
    const index = own ? top.findIndex((row) => row.team_id === own.team_id) : -1;
    if (index >= 0) mine = data[index]!;
    else if (own) {
      const standing = await teamStandingOf(ctx.db, period, own.team_id);
      const [row] = standing ? rowsOf<TeamRow>(await ctx.db.execute(sql`${select} and t.team_id = ${own.team_id}`)) : [];
      mine = row && standing ? teamRow(row, standing.ranking) : null;
    }
  }
  return { data, total: data.length, mine };
}
