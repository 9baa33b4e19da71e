import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { teamActivityBody, TeamActivityList } from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import { enforce } from '../../platform/policy/policy';
import type { UseCaseOptions } from '../../platform/use-case';
import { users } from '../identity/identity.tables';
import { pointAwards } from '../reputation/reputation.tables';
import { teamActivities } from './teams.tables';
import { memberRefusal } from './teams-policy';
import { teamStandingOf } from './team-standing';
import { activityText, pointsText } from './team-texts';

type Options = UseCaseOptions<z.output<typeof teamActivityBody>, UserActor>;

async function myTeamId({ ctx, actor }: Options): Promise<number> {
  const standing = await teamStandingOf(ctx.db, actor.user.id);
  enforce(memberRefusal(standing));
  return standing.membership!.teamId;
}

/** POST /team/rankDynamics: the points members earned for the team, newest first, a scroll page at a time. */
export async function listTeamPointActivity(options: Options): Promise<TeamActivityList> {
  const { ctx, actor, input } = options;
  const teamId = await myTeamId(options);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ at: pointAwards.awardedAt, nickname: users.nickname, points: pointAwards.points })
      .from(pointAwards)
      .innerJoin(users, eq(users.id, pointAwards.userId))
      .where(eq(pointAwards.teamId, teamId))
      .orderBy(desc(pointAwards.id))
      .limit(input.limit)
      .offset(input.offset),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(pointAwards).where(eq(pointAwards.teamId, teamId)),
  ]);
  return { list: rows.map((r) => ({ time: r.at.toISOString(), userName: r.nickname, content: pointsText(r.points, actor.locale) })), total: total?.n ?? 0 };
}

/** POST /team/memberDynamics: who created, joined, left, became captain or edited the team, newest first. */
export async function listTeamMemberActivity(options: Options): Promise<TeamActivityList> {
  const { ctx, actor, input } = options;
  const teamId = await myTeamId(options);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ at: teamActivities.occurredAt, nickname: users.nickname, kind: teamActivities.kind })
      .from(teamActivities)
      .innerJoin(users, eq(users.id, teamActivities.userId))
      .where(eq(teamActivities.teamId, teamId))
      .orderBy(desc(teamActivities.id))
      .limit(input.limit)
      .offset(input.offset),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(teamActivities).where(eq(teamActivities.teamId, teamId)),
  ]);
  return { list: rows.map((r) => ({ time: r.at.toISOString(), userName: r.nickname, content: activityText(r.kind, actor.locale) })), total: total?.n ?? 0 };
}
