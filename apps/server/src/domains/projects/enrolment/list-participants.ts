import { count, eq, sql } from 'drizzle-orm';
import { PERSON_TYPES, personTypeLabels, type Page, type ParticipantView } from '@wardline/contract';
import type { UserActor } from '../../../platform/actor';
import type { UseCaseOptions } from '../../../platform/use-case';
import { users } from '../../identity/identity.tables';
import { projectEnrolments } from '../projects.tables';
import { CERTIFIED_STATUSES } from '../../certification/certification-policy';
import { TRUSTED_STATUSES } from './enrolment-policy';
import { projectForCompany } from './project-for-company';

export type ListParticipantsInput = { id: string; page: number; size: number };

/**
 * GET /project/getjoinperson (spec 002 §2.3, §3.5): the owning company's participants of a
 * project, in enrolment order (the guide favours the first ten), `size` per page. Every
 * field of a participant: avatar (personcard), nickname, person level, points (rank, 0
 * until reports are scored), reputation (projects the person took part in on the platform),
 * labels (certifications) and enterstatus, with when they enrolled and a refusal's reason.
 */
export async function listParticipants({ ctx, actor, input }: UseCaseOptions<ListParticipantsInput, UserActor>): Promise<Page<ParticipantView>> {
  const project = await projectForCompany(ctx, actor.user, input.id);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: projectEnrolments.publicId,
        logo: users.logo,
        nickname: users.nickname,
        status: users.status,
        level: users.personLevel,
        state: projectEnrolments.state,
        reason: projectEnrolments.reason,
        createdAt: projectEnrolments.createdAt,
        // Projects the person took part in (approved enrolments): a reputation anyone can check.
        reputation: sql<number>`(select count(*)::int from ${projectEnrolments} e where e.user_id = ${users.id} and e.state = 'normal')`,
      })
      .from(projectEnrolments)
      .innerJoin(users, eq(users.id, projectEnrolments.userId))
      .where(eq(projectEnrolments.projectId, project.id))
      .orderBy(projectEnrolments.createdAt, projectEnrolments.id)
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    ctx.db.select({ n: count() }).from(projectEnrolments).where(eq(projectEnrolments.projectId, project.id)),
  ]);
  const locale = actor.locale;
  return {
    total: Number(total?.n ?? 0),
    data: rows.map((row) => ({
      id: row.id,
      personcard: row.logo,
      nickname: row.nickname,
      level: row.level,
      rank: 0,
      reputationValue: Number(row.reputation),
      userLabel: [
        ...(CERTIFIED_STATUSES.includes(row.status) ? [personTypeLabels[PERSON_TYPES.realName][locale]] : []),
        ...(TRUSTED_STATUSES.includes(row.status) ? [personTypeLabels[PERSON_TYPES.trusted][locale]] : []),
      ],
      enterstatus: row.state,
      createtime: row.createdAt.toISOString(),
      reason: row.reason,
    })),
  };
}
