import { sql } from 'drizzle-orm';
import { TEAM_CARD_AVATARS, TEAM_MEMBERSHIP_STATUSES, type TeamHallResult, type teamHallBody } from '@wardline/contract';
import type { z } from 'zod';
import { rowsOf } from '../../db/client';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { containsPattern } from '../projects/admin-project-queue';
import { teamStandingOf } from './team-standing';

type Face = { nickname: string; logo: string | null };
type HallRow = { id: number; public_id: string; name: string; description: string; logo: string; member_count: number; faces: Face[] | string };

/**
 * POST /team/public: live teams, newest first, found by name, a page at a time; each card with
 * its first four members (captains first) and the caller's relation to it. One read for the
 * page (faces gathered per card by index, only for the page's cards: a projection beside an
 * offset would be computed for every skipped team too), one for the count, one for the
 * caller's standing.
 */
export async function listTeamHall({ ctx, actor, input }: UseCaseOptions<z.output<typeof teamHallBody>, UserActor>): Promise<TeamHallResult> {
  const filter = input.name ? sql`and t.name ilike ${containsPattern(input.name)}` : sql``;
  const [rows, [count], standing] = await Promise.all([
    ctx.db.execute(sql`
      select t.id, t.public_id, t.name, t.description, t.logo, t.member_count,
             coalesce((select json_agg(json_build_object('nickname', f.nickname, 'logo', f.logo) order by f.captain desc, f.joined_at, f.user_id)
                       from (select u.nickname, u.logo, m.role = 'captain' as captain, m.joined_at, m.user_id
                             from team_members m join users u on u.id = m.user_id
                             where m.team_id = t.id order by m.role = 'captain' desc, m.joined_at, m.user_id limit ${TEAM_CARD_AVATARS}) f), '[]'::json) as faces
      from (select t.id from teams t where t.state = 'active' ${filter} order by t.id desc limit ${input.limit} offset ${input.offset}) page
      join teams t on t.id = page.id
      order by t.id desc`),
    ctx.db.execute(sql`select count(*)::int as n from teams t where t.state = 'active' ${filter}`),
    teamStandingOf(ctx.db, actor.user.id),
  ]).then(([page, total, mine]) => [rowsOf<HallRow>(page), rowsOf<{ n: number }>(total), mine] as const);
  const statusOf = (teamId: number) =>
    standing.membership?.teamId === teamId ? TEAM_MEMBERSHIP_STATUSES.myTeam : standing.pendingTeamId === teamId ? TEAM_MEMBERSHIP_STATUSES.applying : TEAM_MEMBERSHIP_STATUSES.notJoined;
  return {
    list: rows.map((r) => ({
      id: r.public_id,
      name: r.name,
      desc: r.description,
      logo: r.logo,
      status: statusOf(r.id),
      userLogos: typeof r.faces === 'string' ? (JSON.parse(r.faces) as Face[]) : r.faces,
      memberCount: Number(r.member_count),
    })),
    total: Number(count?.n ?? 0),
  };
}
