import { and, desc, eq } from 'drizzle-orm';
import { MAX_PROJECT_DRAFTS } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import type { UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import { projectDrafts, projects } from './projects.tables';

const summaryColumns = {
  id: projectDrafts.publicId,
  projectname: projectDrafts.projectName,
  projectype: projectDrafts.projectType,
  errmsg: projectDrafts.errmsg,
  projectId: projects.publicId,
  savedAt: projectDrafts.savedAt,
};

/** GET /project/draft/list: the caller's drafts, newest first (a company's own only; others have none). */
export async function listProjectDrafts({ ctx, actor }: UseCaseOptions<undefined, UserActor>) {
  const rows = await ctx.db
    .select(summaryColumns)
    .from(projectDrafts)
    .leftJoin(projects, eq(projects.id, projectDrafts.projectId))
    .where(eq(projectDrafts.companyId, actor.user.id))
    .orderBy(desc(projectDrafts.savedAt), desc(projectDrafts.id))
    .limit(MAX_PROJECT_DRAFTS);
  return rows.map((r) => ({ ...r, savedAt: r.savedAt.toISOString() }));
}

/** GET /project/draft/detail: one of the caller's drafts with its form; anyone else's is a 404. */
export async function getProjectDraft({ ctx, actor, input }: UseCaseOptions<{ id: string }, UserActor>) {
  const [row] = await ctx.db
    .select({ ...summaryColumns, form: projectDrafts.form })
    .from(projectDrafts)
    .leftJoin(projects, eq(projects.id, projectDrafts.projectId))
    .where(and(eq(projectDrafts.publicId, input.id), eq(projectDrafts.companyId, actor.user.id)))
    .limit(1);
  if (!row) throw new AppError('projectDraftNotFound');
  return { ...row, savedAt: row.savedAt.toISOString() };
}

/** POST /project/draft/delete: discards one of the caller's drafts. */
export async function deleteProjectDraft({ ctx, actor, input }: UseCaseOptions<{ id: string }, UserActor>): Promise<null> {
  const gone = await ctx.db
    .delete(projectDrafts)
    .where(and(eq(projectDrafts.publicId, input.id), eq(projectDrafts.companyId, actor.user.id)))
    .returning({ id: projectDrafts.id });
  if (gone.length === 0) throw new AppError('projectDraftNotFound');
  return null;
}
