import { and, asc, eq, sql } from 'drizzle-orm';
import { ALL_TIME_START, RANK_PERIOD_CODES, TEAM_MEMBER_TYPES, type MyTeam } from '@wardline/contract';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { users } from '../identity/identity.tables';
import { teamStandingOf as teamPlaceOf } from '../reputation/period-ranks';
import { teamApplications, teamMembers, teams } from './teams.tables';
import { teamStandingOf } from './team-standing';

/**
 * The team as its member sees it (spec 001 §3): members with their role, person level and
 * the points each earned for the team, captains first; the team's all-time points and place;
 * the applications waiting, for captains.
 */
export async function readTeam(db: Database, teamId: number, viewerId: number): Promise<MyTeam> {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId)).limit(1);
  const [members, earned, place, [pending]] = await Promise.all([
    db
      .select({ userId: teamMembers.userId, role: teamMembers.role, joinedAt: teamMembers.joinedAt, publicId: users.publicId, nickname: users.nickname, logo: users.logo, level: users.personLevel })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.teamId, teamId))
      .orderBy(sql`${teamMembers.role} = 'captain' desc`, asc(teamMembers.joinedAt), asc(teamMembers.userId)),
    db.execute(sql`select user_id, sum(points)::int as points from point_awards where team_id = ${teamId} group by user_id`),
    teamPlaceOf(db, { kind: RANK_PERIOD_CODES.all, start: ALL_TIME_START }, teamId),
    db.select({ n: sql<number>`count(*)::int` }).from(teamApplications).where(and(eq(teamApplications.teamId, teamId), eq(teamApplications.state, 'pending'))),
  ]);
  const pointsOf = new Map(rowsOf<{ user_id: number; points: number }>(earned).map((r) => [r.user_id, Number(r.points)]));
  const viewer = members.find((m) => m.userId === viewerId);
  const captain = viewer?.role === 'captain';
  return {
    id: team!.publicId,
    name: team!.name,
    desc: team!.description,
    logo: team!.logo,
    captainName: members.find((m) => m.role === 'captain')?.nickname ?? '',
    captain,
    ranking: place?.ranking ?? null,
    rank: place?.points ?? 0,
    applyCount: captain ? (pending?.n ?? 0) : 0,
    members: members.map((m) => ({
      userId: m.publicId,
      nickname: m.nickname,
      type: m.role === 'captain' ? TEAM_MEMBER_TYPES.leader : TEAM_MEMBER_TYPES.member,
      level: m.level,
      rank: pointsOf.get(m.userId) ?? 0,
      joinTime: m.joinedAt.toISOString(),
      logo: m.logo,
    })),
  };
}

/** GET /team/member: the caller's team, or null outside one. */
export async function getMyTeam({ ctx, actor }: UseCaseOptions<undefined, UserActor>): Promise<MyTeam | null> {
  const { membership } = await teamStandingOf(ctx.db, actor.user.id);
  return membership ? readTeam(ctx.db, membership.teamId, actor.user.id) : null;
}

/** For /find/userstatus (spec 000 §4): the team menu shows for members; its dot counts the applications a captain has to review. */
export async function readTeamStatus(db: Database, userId: number): Promise<{ teamMenu: boolean; teamApply: number }> {
  const [row] = rowsOf<{ role: string; pending: number }>(
    await db.execute(sql`select m.role, (select count(*)::int from team_applications a where a.team_id = m.team_id and a.state = 'pending') as pending
                         from team_members m where m.user_id = ${userId}`),
  );
  if (!row) return { teamMenu: false, teamApply: 0 };
  return { teamMenu: true, teamApply: row.role === 'captain' ? Number(row.pending) : 0 };
}
