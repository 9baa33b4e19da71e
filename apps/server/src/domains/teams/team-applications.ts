import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { teamIdBody, teamJoinBody, TeamApplication } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import type { UserActor } from '../../platform/actor';
import { recordEvent } from '../../platform/events/event-bus';
import { enforce } from '../../platform/policy/policy';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { users } from '../identity/identity.tables';
import { isUniqueViolation } from '../third-party/unique-violation';
import { teamApplications, teams } from './teams.tables';
import { teamApplied } from './teams.events';
import { applyRefusal, captainRefusal, hackerRefusal } from './teams-policy';
import { liveTeamByPublicId, teamStandingOf } from './team-standing';

/**
 * POST /team/apply/join: an application with its reason; the team's captains are told. One
 * application waits at a time (the partial unique index holds it even against a race), and
 * none from a member of a team.
 */
export async function applyToTeam({ ctx, actor, input }: UseCaseOptions<z.output<typeof teamJoinBody>, UserActor>): Promise<null> {
  const userId = actor.user.id;
  enforce(hackerRefusal(actor.user));
  return inTransaction(ctx, async (tx) => {
    enforce(applyRefusal(await teamStandingOf(tx.db, userId, { lock: true })));
    const team = await liveTeamByPublicId(tx.db, input.teamId);
    await tx.db
      .insert(teamApplications)
      .values({ teamId: team.id, userId, remark: input.remark, createdAt: tx.clock.now() })
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? new AppError('teamApplicationPending') : err;
      });
    await recordEvent(tx, teamApplied, { subjectId: team.id, actorId: userId, payload: { teamId: team.id, teamName: team.name, applicantId: userId, applicantName: actor.user.nickname } });
    return null;
  });
}

/** POST /team/apply/delete: withdraws the caller's waiting application to that team (404 when there is none). */
export async function cancelTeamApplication({ ctx, actor, input }: UseCaseOptions<z.output<typeof teamIdBody>, UserActor>): Promise<null> {
  const userId = actor.user.id;
  return inTransaction(ctx, async (tx) => {
    const standing = await teamStandingOf(tx.db, userId, { lock: true });
    const [team] = await tx.db.select({ id: teams.id }).from(teams).where(eq(teams.publicId, input.teamId)).limit(1);
    if (!team || standing.pendingTeamId !== team.id) throw new AppError('teamApplicationNotFound');
    await tx.db
      .update(teamApplications)
      .set({ state: 'cancelled', decidedAt: tx.clock.now(), decidedBy: userId })
      .where(and(eq(teamApplications.userId, userId), eq(teamApplications.teamId, team.id), eq(teamApplications.state, 'pending')));
    return null;
  });
}

/** GET /team/apply/next: the applications waiting at the caller's team, oldest first (captains only). */
export async function listTeamApplications({ ctx, actor }: UseCaseOptions<undefined, UserActor>): Promise<{ list: TeamApplication[]; total: number }> {
  const standing = await teamStandingOf(ctx.db, actor.user.id);
  enforce(captainRefusal(standing));
  const rows = await ctx.db
    .select({ id: teamApplications.publicId, nickname: users.nickname, logo: users.logo, remark: teamApplications.remark, createdAt: teamApplications.createdAt })
    .from(teamApplications)
    .innerJoin(users, eq(users.id, teamApplications.userId))
    .where(and(eq(teamApplications.teamId, standing.membership!.teamId), eq(teamApplications.state, 'pending')))
    .orderBy(asc(teamApplications.id));
  return { list: rows.map(({ createdAt, ...row }) => ({ ...row, createTime: createdAt.toISOString() })), total: rows.length };
}
