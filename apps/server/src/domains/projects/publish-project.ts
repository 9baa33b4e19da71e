import { and, eq } from 'drizzle-orm';
import { projectStartIssue, type ProjectFormOutput, type ProjectType } from '@wardline/contract';
import { fieldCipherOf } from '../../crypto/field-encryption';
import { AppError, fieldError } from '../../http/app-error';
import { checkOwnPrivateFiles } from '../../files/check-own-files';
import { recordEvent } from '../../platform/events/event-bus';
import { enforce } from '../../platform/policy/policy';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import type { AppContext } from '../../context';
import { askerOf } from './project-asker';
import { projectColumns, replaceHoleLevels } from './project-form';
import { projectStateChanged } from './projects.events';
import { publishRefusal } from './projects-policy';
import { projectDrafts, projects } from './projects.tables';

export type PublishInput = { form: ProjectFormOutput; via: ProjectType };

/**
 * The rules a checked form must still pass against the world: the call fits the type
 * (publish vs src/publish), the start is later than now (server clock), and the
 * authorisation file is the caller's own upload.
 */
export async function checkFormAgainstWorld(ctx: AppContext, userId: number, { form, via }: PublishInput): Promise<void> {
  if (form.projectype !== via) throw new AppError('projectTypeMismatch');
  const past = projectStartIssue(form.startime, ctx.clock.now());
  if (past) throw fieldError('startime', past);
  const issues = await checkOwnPrivateFiles(ctx.db, userId, [{ field: 'authorfile', ref: form.authorfile, kinds: ['projectAuthorizationFile'] }]);
  if (issues.length > 0) throw fieldError('authorfile', 'project.authorfile.invalid');
}

/**
 * POST /project/publish and /project/src/publish: a certified company publishes a project,
 * which waits for the platform's audit (`unaudited`). The draft it came from, if any, is
 * discarded; the company is told it was received.
 */
export async function publishProject({ ctx, actor, input }: UseCaseOptions<PublishInput, UserActor>): Promise<{ id: string; states: 'unaudited' }> {
  enforce(publishRefusal(askerOf(actor)));
  const companyId = actor.user.id;
  await checkFormAgainstWorld(ctx, companyId, input);
  const cipher = await fieldCipherOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const [row] = await tx.db
      .insert(projects)
      .values({ ...projectColumns(input.form, cipher, companyId, now), companyId, state: 'unaudited', createdAt: now })
      .returning({ id: projects.id, publicId: projects.publicId, name: projects.name });
    await replaceHoleLevels(tx.db, row!.id, input.form);
    if (input.form.draftId) {
      await tx.db.delete(projectDrafts).where(and(eq(projectDrafts.publicId, input.form.draftId), eq(projectDrafts.companyId, companyId)));
    }
    await recordEvent(tx, projectStateChanged, {
      subjectId: row!.id,
      actorId: companyId,
      payload: { projectId: row!.id, publicId: row!.publicId, name: row!.name, companyId, action: 'publish', from: null, to: 'unaudited', reason: null },
    });
    return { id: row!.publicId, states: 'unaudited' as const };
  });
}
