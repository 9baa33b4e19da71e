import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { ENROLLING_PROJECT_STATES, LISTED_PROJECT_STATES, MAX_CONCURRENT_PROJECTS, VERIFY_TYPES, type EnterStatus, type HackerProjectOperation } from '@wardline/contract';
import { AppError } from '../../../http/app-error';
import type { UserActor } from '../../../platform/actor';
import { recordEvent } from '../../../platform/events/event-bus';
import { inTransaction, type UseCaseOptions } from '../../../platform/use-case';
import { users } from '../../identity/identity.tables';
import { projectEnrolments, projects } from '../projects.tables';
import { enrolmentRefusal, requirementRefusal } from './enrolment-policy';
import { enrolmentRequested } from './enrolment.events';
import { takePlace } from './take-place';
import { hackerOperation } from '../hacker-operation';

/** Project states in which an enrolment still counts towards the five concurrent projects. */
const LIVE_PROJECT_STATES = ['audited', 'apply', 'doing', 'pause'] as const;

/** A lock number space of our own: one hacker's enrolments run one at a time. */
const ENROL_LOCK_SPACE = 727_274_200;

/**
 * GET /project/hacker/signProject (BRIEF §4): enrols the caller in a project that is in
 * `apply` or `doing`, when they meet its `persontype` and `personlevel`, hold fewer than
 * five live projects and a place is left. `verifytype` 0 approves at once and takes the
 * place with one conditional update on the project (never overbooked, whatever arrives at
 * once); 1 waits for the company, which takes the place when it approves. The caller's
 * enrolments are serialised by an advisory lock, so two at once cannot pass the limit of five.
 */
export async function enrolInProject({ ctx, actor, input }: UseCaseOptions<{ id: string }, UserActor>): Promise<{ enterstatus: EnterStatus; operation: HackerProjectOperation }> {
  const refusal = enrolmentRefusal(actor.user);
  if (refusal) throw refusal;
  return inTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(${ENROL_LOCK_SPACE}, ${actor.user.id})`);
    const [project] = await tx.db
      .select({ id: projects.id, state: projects.state, companyId: projects.companyId, verifyType: projects.verifyType, personType: projects.personType, personLevel: projects.personLevel, testerCap: projects.testerCap, takenPlaces: projects.takenPlaces })
      .from(projects)
      .where(eq(projects.publicId, input.id))
      .limit(1);
    // Unaudited, failed and paused projects do not exist for anyone but their company.
    if (!project || !(LISTED_PROJECT_STATES as readonly string[]).includes(project.state)) throw new AppError('projectNotFound');
    if (!(ENROLLING_PROJECT_STATES as readonly string[]).includes(project.state)) throw new AppError('enrolClosed');

    const [existing] = await tx.db.select({ id: projectEnrolments.id }).from(projectEnrolments).where(and(eq(projectEnrolments.projectId, project.id), eq(projectEnrolments.userId, actor.user.id))).limit(1);
    if (existing) throw new AppError('enrolAlreadyApplied');

    // The session's status may be a minute old; the account row is the truth for certification and level.
    const [person] = await tx.db.select({ status: users.status, personLevel: users.personLevel }).from(users).where(eq(users.id, actor.user.id)).limit(1);
    const unmet = requirementRefusal(person!, project);
    if (unmet) throw unmet;

    const [live] = await tx.db
      .select({ n: count() })
      .from(projectEnrolments)
      .innerJoin(projects, eq(projects.id, projectEnrolments.projectId))
      .where(and(eq(projectEnrolments.userId, actor.user.id), inArray(projectEnrolments.state, ['apply', 'normal']), inArray(projects.state, [...LIVE_PROJECT_STATES])));
    if (Number(live?.n ?? 0) >= MAX_CONCURRENT_PROJECTS) throw new AppError('enrolTooManyProjects');

    const automatic = project.verifyType === VERIFY_TYPES.automatic;
    if (automatic) {
      await takePlace(tx, project.id);
    } else if (project.testerCap !== null && project.takenPlaces >= project.testerCap) {
      // Nothing to wait for: the company could not approve it.
      throw new AppError('enrolNoPlaces');
    }
    const now = tx.clock.now();
    const state: EnterStatus = automatic ? 'normal' : 'apply';
    const [enrolment] = await tx.db
      .insert(projectEnrolments)
      .values({ projectId: project.id, userId: actor.user.id, state, decidedAt: automatic ? now : null, createdAt: now })
      .returning({ id: projectEnrolments.id, publicId: projectEnrolments.publicId });
    await recordEvent(tx, enrolmentRequested, {
      subjectId: enrolment!.id,
      actorId: actor.user.id,
      payload: { projectId: project.id, companyId: project.companyId, userId: actor.user.id, state },
    });
    // Enrolling needs a hacker or supplier, so there is always an operation.
    return { enterstatus: state, operation: hackerOperation({ kind: 'user', role: actor.user.role, usertype: actor.user.usertype }, project.state, state)! };
  });
}
