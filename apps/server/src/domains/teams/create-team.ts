import type { z } from 'zod';
import type { MyTeam, teamFormBody } from '@wardline/contract';
import { AppError, fieldError } from '../../http/app-error';
import { isOwnPublicFile } from '../../files/check-own-files';
import type { UserActor } from '../../platform/actor';
import { recordEvent } from '../../platform/events/event-bus';
import { enforce } from '../../platform/policy/policy';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { isUniqueViolation } from '../third-party/unique-violation';
import { readTeam } from './get-my-team';
import { teamActivities, teamMembers, teams } from './teams.tables';
import { teamJoined } from './teams.events';
import { createRefusal, hackerRefusal } from './teams-policy';
import { teamStandingOf } from './team-standing';

/**
 * POST /team/add: a new team with the caller as its captain. The logo must be the caller's own
 * public upload; two live teams never share a name. Refused in a team or with an application
 * waiting; the caller's account row is locked so two racing creations make one team.
 */
export async function createTeam({ ctx, actor, input }: UseCaseOptions<z.output<typeof teamFormBody>, UserActor>): Promise<MyTeam> {
  const userId = actor.user.id;
  enforce(hackerRefusal(actor.user));
  if (!(await isOwnPublicFile(ctx.db, userId, input.logo))) throw fieldError('logo', 'team.logo.invalid');
  return inTransaction(ctx, async (tx) => {
    enforce(createRefusal(await teamStandingOf(tx.db, userId, { lock: true })));
    const now = tx.clock.now();
    const [team] = await tx.db
      .insert(teams)
      .values({ name: input.name, description: input.desc, logo: input.logo, memberCount: 1, createdBy: userId, createdAt: now, updatedAt: now })
      .returning()
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? new AppError('teamNameTaken') : err;
      });
    await tx.db.insert(teamMembers).values({ userId, teamId: team!.id, role: 'captain', joinedAt: now });
    await tx.db.insert(teamActivities).values({ teamId: team!.id, userId, actorId: userId, kind: 'created', occurredAt: now });
    await recordEvent(tx, teamJoined, { subjectId: team!.id, actorId: userId, payload: { teamId: team!.id, teamName: team!.name, userId } });
    return readTeam(tx.db, team!.id, userId);
  });
}
