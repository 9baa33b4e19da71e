import { and, desc, eq, gte, inArray, isNull, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import { ENROLLING_PROJECT_STATES, PERSON_TYPES, type ProjectCard } from '@wardline/contract';
import type { UserActor } from '../../../platform/actor';
import type { UseCaseOptions } from '../../../platform/use-case';
import { CERTIFIED_STATUSES } from '../../certification/certification-policy';
import { users } from '../../identity/identity.tables';
import { projectEnrolments, projects } from '../projects.tables';
import { TRUSTED_STATUSES } from '../enrolment/enrolment-policy';
import { cardColumns, cardOf } from '../project-view';

/**
 * GET /project/fetchRecommendProjectList (designed; spec 001 §7 shows no parameters): up to
 * `size` projects the caller could enrol in right now and is not in: enrolling or running,
 * a place left, its `persontype` and `personlevel` met by the account as it stands, newest
 * approval first. A company or staff member enrols in nothing, so gets an empty list.
 */
export async function recommendProjects({ ctx, actor, input }: UseCaseOptions<{ size: number }, UserActor>): Promise<ProjectCard[]> {
  const user = actor.user;
  if (user.role !== 'user' || (user.usertype !== 'hacker' && user.usertype !== 'supplier')) return [];
  const [person] = await ctx.db.select({ status: users.status, personLevel: users.personLevel }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!person) return [];
  const allowedTypes: number[] = [PERSON_TYPES.anyone];
  if (CERTIFIED_STATUSES.includes(person.status)) allowedTypes.push(PERSON_TYPES.realName);
  if (TRUSTED_STATUSES.includes(person.status)) allowedTypes.push(PERSON_TYPES.trusted);
  const eligible: SQL[] = [
    inArray(projects.state, [...ENROLLING_PROJECT_STATES]),
    or(isNull(projects.testerCap), lt(projects.takenPlaces, projects.testerCap))!,
    inArray(projects.personType, allowedTypes),
    gte(sql`${person.personLevel}`, projects.personLevel),
    notExists(ctx.db.select({ one: sql`1` }).from(projectEnrolments).where(and(eq(projectEnrolments.projectId, projects.id), eq(projectEnrolments.userId, user.id)))),
  ];
  const rows = await ctx.db
    .select(cardColumns(projects))
    .from(projects)
    .where(and(...eligible))
    .orderBy(desc(projects.approvedAt), desc(projects.id))
    .limit(input.size);
  const now = ctx.clock.now();
  return rows.map((row) => cardOf(row, { kind: 'user', role: user.role, usertype: user.usertype, userId: user.id }, null, now));
}
