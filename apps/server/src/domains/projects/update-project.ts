import { and, eq } from 'drizzle-orm';
import type { ProjectState } from '@wardline/contract';
import { fieldCipherOf } from '../../crypto/field-encryption';
import { AppError } from '../../http/app-error';
import { enforce } from '../../platform/policy/policy';
import { recordEvent } from '../../platform/events/event-bus';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import { askerOf } from './project-asker';
import { findProject, projectColumns, replaceHoleLevels } from './project-form';
import { moveProject } from './move-project';
import { projectStateChanged } from './projects.events';
import { projectRefusal, publishRefusal } from './projects-policy';
import { projectDrafts, projects } from './projects.tables';
import { checkFormAgainstWorld, type PublishInput } from './publish-project';

/**
 * POST /project/updateprojectDetail and /project/updatesrcprojectDetail: the owner edits a
 * project while it is `unaudited` or `failed` (spec 002 §4). A failed one goes back to
 * review (`resubmit`, recorded); the type cannot change through the other call. The row is
 * locked, so an edit racing staff's decision either lands before it or is refused.
 */
export async function updateProject({ ctx, actor, input }: UseCaseOptions<PublishInput & { projectId: string }, UserActor>): Promise<{ id: string; states: ProjectState }> {
  enforce(publishRefusal(askerOf(actor)));
  const companyId = actor.user.id;
  const existing = await findProject(ctx.db, input.projectId);
  if (!existing) throw new AppError('projectNotFound');
  enforce(projectRefusal(askerOf(actor), 'edit', existing));
  if (existing.projectType !== input.via) throw new AppError('projectTypeMismatch');
  await checkFormAgainstWorld(ctx, companyId, input);
  const cipher = await fieldCipherOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const locked = await findProject(tx.db, input.projectId, true);
    if (!locked) throw new AppError('projectNotFound');
    enforce(projectRefusal(askerOf(actor), 'edit', locked));
    const now = tx.clock.now();
    await tx.db.update(projects).set(projectColumns(input.form, cipher, companyId, now)).where(eq(projects.id, locked.id));
    await replaceHoleLevels(tx.db, locked.id, input.form);
    if (input.form.draftId) {
      await tx.db.delete(projectDrafts).where(and(eq(projectDrafts.publicId, input.form.draftId), eq(projectDrafts.companyId, companyId)));
    }
    const payload = { projectId: locked.id, publicId: locked.publicId, name: input.form.projectname, companyId, reason: null };
    if (locked.state === 'failed') {
      await moveProject(tx, {
        project: { id: locked.id, publicId: locked.publicId, name: input.form.projectname, companyId },
        action: 'resubmit',
        actorId: companyId,
        set: { rejectReason: null },
        conflict: 'projectNotEditable',
      });
    } else {
      await recordEvent(tx, projectStateChanged, { subjectId: locked.id, actorId: companyId, payload: { ...payload, action: 'edit', from: 'unaudited', to: 'unaudited' } });
    }
    return { id: locked.publicId, states: 'unaudited' as const };
  });
}
