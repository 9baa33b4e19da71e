import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MyTeam, teamCaptainBody, teamFormBody } from '@wardline/contract';
import { AppError, fieldError } from '../../http/app-error';
import { isOwnPublicFile } from '../../files/check-own-files';
import type { UserActor } from '../../platform/actor';
import { recordEvent } from '../../platform/events/event-bus';
import { enforce } from '../../platform/policy/policy';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { users } from '../identity/identity.tables';
import { isUniqueViolation } from '../third-party/unique-violation';
import { readTeam } from './get-my-team';
import { teamActivities, teamApplications, teamMembers, teams } from './teams.tables';
import { teamCaptainAppointed, teamMemberLeft } from './teams.events';
import { captainRefusal, leaveRefusal } from './teams-policy';
import { lockTeam, teamHeadcount, teamStandingOf } from './team-standing';

/** The caller's team, locked, once they are confirmed a captain of it (checked again under the lock). */
async function captainsTeam(tx: UseCaseOptions['ctx'], userId: number) {
  const standing = await teamStandingOf(tx.db, userId);
  enforce(captainRefusal(standing));
  const team = await lockTeam(tx.db, standing.membership!.teamId);
  enforce(captainRefusal(await teamStandingOf(tx.db, userId)));
  return team;
}

/** POST /team/edit: a captain changes the name, logo and description; a new logo must be their own upload. */
export async function editTeam({ ctx, actor, input }: UseCaseOptions<z.output<typeof teamFormBody>, UserActor>): Promise<MyTeam> {
  const userId = actor.user.id;
  return inTransaction(ctx, async (tx) => {
    const team = await captainsTeam(tx, userId);
    if (input.logo !== team.logo && !(await isOwnPublicFile(tx.db, userId, input.logo))) throw fieldError('logo', 'team.logo.invalid');
    const now = tx.clock.now();
    await tx.db
      .update(teams)
      .set({ name: input.name, description: input.desc, logo: input.logo, updatedAt: now })
      .where(eq(teams.id, team.id))
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? new AppError('teamNameTaken') : err;
      });
    await tx.db.insert(teamActivities).values({ teamId: team.id, userId, actorId: userId, kind: 'edited', occurredAt: now });
    return readTeam(tx.db, team.id, userId);
  });
}

/** POST /team/member/captain: a captain makes another member captain as well (how a team is handed over). */
export async function appointCaptain({ ctx, actor, input }: UseCaseOptions<z.output<typeof teamCaptainBody>, UserActor>): Promise<MyTeam> {
  const userId = actor.user.id;
  return inTransaction(ctx, async (tx) => {
    const team = await captainsTeam(tx, userId);
    const [member] = await tx.db
      .select({ userId: teamMembers.userId, role: teamMembers.role })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(users.publicId, input.userId), eq(teamMembers.teamId, team.id)))
      .limit(1);
    if (!member) throw new AppError('teamNotFound');
    if (member.role !== 'captain') {
      const now = tx.clock.now();
      await tx.db.update(teamMembers).set({ role: 'captain' }).where(eq(teamMembers.userId, member.userId));
      await tx.db.insert(teamActivities).values({ teamId: team.id, userId: member.userId, actorId: userId, kind: 'captain', occurredAt: now });
      await recordEvent(tx, teamCaptainAppointed, { subjectId: team.id, actorId: userId, payload: { teamId: team.id, teamName: team.name, userId: member.userId } });
    }
    return readTeam(tx.db, team.id, userId);
  });
}

/**
 * POST /team/exit: the caller leaves their team (spec 001 §8 confirm: 退出团队后无法获得更多奖金激励).
 * The team is locked and the rule checked under the lock: the only captain of a team with
 * other members is refused; the last member dissolves the team (hidden from the hall and
 * boards; its waiting applications are cancelled). The points already earned stay the team's.
 */
export async function leaveTeam({ ctx, actor }: UseCaseOptions<undefined, UserActor>): Promise<null> {
  const userId = actor.user.id;
  return inTransaction(ctx, async (tx) => {
    const before = await teamStandingOf(tx.db, userId);
    if (!before.membership) throw new AppError('teamNotMember');
    const team = await lockTeam(tx.db, before.membership.teamId);
    const standing = await teamStandingOf(tx.db, userId);
    enforce(leaveRefusal(standing, await teamHeadcount(tx.db, team.id)));
    const now = tx.clock.now();
    await tx.db.delete(teamMembers).where(eq(teamMembers.userId, userId));
    // One update: a team never holds no member while live (the table's check).
    const [after] = await tx.db
      .update(teams)
      .set({
        memberCount: sql`${teams.memberCount} - 1`,
        state: sql`case when ${teams.memberCount} = 1 then 'dissolved' else ${teams.state} end`,
        dissolvedAt: sql`case when ${teams.memberCount} = 1 then ${now.toISOString()}::timestamptz end`,
        updatedAt: now,
      })
      .where(eq(teams.id, team.id))
      .returning({ memberCount: teams.memberCount });
    const dissolved = after!.memberCount === 0;
    await tx.db.insert(teamActivities).values({ teamId: team.id, userId, actorId: userId, kind: dissolved ? 'dissolved' : 'left', occurredAt: now });
    if (dissolved) {
      await tx.db
        .update(teamApplications)
        .set({ state: 'cancelled', decidedAt: now })
        .where(and(eq(teamApplications.teamId, team.id), eq(teamApplications.state, 'pending')));
    }
    await recordEvent(tx, teamMemberLeft, { subjectId: team.id, actorId: userId, payload: { teamId: team.id, teamName: team.name, userId, nickname: actor.user.nickname, dissolved } });
    return null;
  });
}
