import { eq } from 'drizzle-orm';
import type { EnterStatus } from '@wardline/contract';
import { enrolmentMachine } from '@wardline/contract';
import { AppError } from '../../../http/app-error';
import type { UserActor } from '../../../platform/actor';
import { transition } from '../../../platform/transitions/transition';
import { inTransaction, type UseCaseOptions } from '../../../platform/use-case';
import { projectEnrolments, projects } from '../projects.tables';
import { enrolmentDecided } from './enrolment.events';
import { participantsRefusal } from './enrolment-policy';
import { takePlace } from './take-place';

export type ExamineParticipantInput = { id: string; enterstatus: 'normal' | 'refuse'; reason?: string | undefined };

/**
 * POST /project/examinejoinperson (spec 002 §2.3): the owning company approves a
 * participant (from `apply` or `refuse`; spec: review is allowed unless `normal`) or refuses
 * a pending one with a reason. An approval takes a place with one conditional update in the
 * same transaction, so approvals racing each other and automatic enrolments never overbook.
 * The move is recorded (who, when, from, to, reason) and the hacker is told by the
 * `enrolment.decided` event. A participant of another company's project is a 404.
 */
export async function examineParticipant({ ctx, actor, input }: UseCaseOptions<ExamineParticipantInput, UserActor>): Promise<{ id: string; enterstatus: EnterStatus }> {
  return inTransaction(ctx, async (tx) => {
    const [found] = await tx.db
      .select({ id: projectEnrolments.id, projectId: projectEnrolments.projectId, userId: projectEnrolments.userId, companyId: projects.companyId })
      .from(projectEnrolments)
      .innerJoin(projects, eq(projects.id, projectEnrolments.projectId))
      .where(eq(projectEnrolments.publicId, input.id))
      .limit(1);
    // Whether the id exists at all is no business of anyone but the project's company.
    if (!found || participantsRefusal(actor.user, found)) throw new AppError('notFound');

    const approve = input.enterstatus === 'normal';
    const reason = approve ? null : (input.reason ?? null);
    const now = tx.clock.now();
    // The participant first (so a decided one is a 409 before any place is touched), then the place.
    await transition(tx, {
      machine: enrolmentMachine,
      table: projectEnrolments,
      idColumn: projectEnrolments.id,
      stateColumn: projectEnrolments.state,
      id: found.id,
      action: approve ? 'approve' : 'refuse',
      actorId: actor.user.id,
      reason,
      set: { reason, decidedBy: actor.user.id, decidedAt: now },
      conflict: 'participantDecided',
      event: { definition: enrolmentDecided, payload: () => ({ projectId: found.projectId, userId: found.userId, state: input.enterstatus, reason }) },
    });
    if (approve) await takePlace(tx, found.projectId);
    return { id: input.id, enterstatus: input.enterstatus };
  });
}
