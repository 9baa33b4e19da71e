import { and, eq, sql } from 'drizzle-orm';
import { TEAM_APPLICATION_RESULTS, type teamApplyConfirmBody } from '@wardline/contract';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { UserActor } from '../../platform/actor';
import { recordEvent } from '../../platform/events/event-bus';
import { enforce } from '../../platform/policy/policy';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { users } from '../identity/identity.tables';
import { isUniqueViolation } from '../third-party/unique-violation';
import { teamActivities, teamApplications, teamMembers, teams } from './teams.tables';
import { teamApplicationDecided, teamJoined } from './teams.events';
import { captainRefusal } from './teams-policy';
import { lockTeam, teamStandingOf } from './team-standing';

/**
 * POST /team/apply/confirm: a captain approves (3) or rejects (2) an application to their
 * team. The team row is locked first, then the applicant's account; the application moves
 * only from `pending` (of two captains deciding at once one wins), an approval adds the
 * member and the count in the same transaction, and the applicant is told either way.
 * Another team's application is not found.
 */
export async function reviewTeamApplication({ ctx, actor, input }: UseCaseOptions<z.output<typeof teamApplyConfirmBody>, UserActor>): Promise<null> {
  const userId = actor.user.id;
  const approved = input.status === TEAM_APPLICATION_RESULTS.approved;
  return inTransaction(ctx, async (tx) => {
    const standing = await teamStandingOf(tx.db, userId);
    enforce(captainRefusal(standing));
    const team = await lockTeam(tx.db, standing.membership!.teamId);
    // Still a captain once the team is ours to change (a captain leaving meanwhile is done by now).
    enforce(captainRefusal(await teamStandingOf(tx.db, userId)));
    const [application] = await tx.db
      .select()
      .from(teamApplications)
      .where(and(eq(teamApplications.publicId, input.id), eq(teamApplications.teamId, team.id)))
      .limit(1);
    if (!application) throw new AppError('teamApplicationNotFound');
    if (application.state !== 'pending') throw new AppError('teamApplicationDecided');
    const now = tx.clock.now();
    await tx.db.select({ id: users.id }).from(users).where(eq(users.id, application.userId)).for('update');
    const [decided] = await tx.db
      .update(teamApplications)
      .set({ state: approved ? 'approved' : 'rejected', decidedAt: now, decidedBy: userId })
      .where(and(eq(teamApplications.id, application.id), eq(teamApplications.state, 'pending')))
      .returning({ id: teamApplications.id });
    if (!decided) throw new AppError('teamApplicationDecided');
    if (approved) {
      await tx.db
        .insert(teamMembers)
        .values({ userId: application.userId, teamId: team.id, role: 'member', joinedAt: now })
        .catch((err: unknown) => {
          throw isUniqueViolation(err) ? new AppError('teamApplicantTaken') : err;
        });
      await tx.db.update(teams).set({ memberCount: sql`${teams.memberCount} + 1`, updatedAt: now }).where(eq(teams.id, team.id));
      await tx.db.insert(teamActivities).values({ teamId: team.id, userId: application.userId, actorId: userId, kind: 'joined', occurredAt: now });
      await recordEvent(tx, teamJoined, { subjectId: team.id, actorId: userId, payload: { teamId: team.id, teamName: team.name, userId: application.userId } });
    }
    await recordEvent(tx, teamApplicationDecided, { subjectId: team.id, actorId: userId, payload: { teamId: team.id, teamName: team.name, applicantId: application.userId, approved } });
    return null;
  });
}
