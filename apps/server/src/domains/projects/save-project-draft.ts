import { and, desc, eq, notInArray } from 'drizzle-orm';
import { MAX_PROJECT_DRAFTS } from '@wardline/contract';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import { projectDrafts, projects } from './projects.tables';

/** The body as sent, bounded: a draft keeps what a form can hold, never an arbitrary blob. */
const MAX_DRAFT_BYTES = 200_000;

export type SaveDraftInput = { body: unknown; errmsg: string };

/**
 * Keeps a refused publish or update as a draft the company reopens in the wizard (spec 002
 * §4 "auto-saved as a draft"). Sending the same draft again (its `draftId`) replaces it; a
 * company keeps its newest MAX_PROJECT_DRAFTS. Answers the draft's id, or null when the body
 * is not a form at all (not an object, or too large).
 */
export async function saveProjectDraft({ ctx, actor, input }: UseCaseOptions<SaveDraftInput, UserActor>): Promise<string | null> {
  const body = input.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  if (JSON.stringify(body).length > MAX_DRAFT_BYTES) return null;
  const form = { ...(body as Record<string, unknown>) };
  const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
  const companyId = actor.user.id;
  return inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    let projectId: number | null = null;
    if (typeof form.projectId === 'string') {
      const [own] = await tx.db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.publicId, form.projectId), eq(projects.companyId, companyId)))
        .limit(1);
      projectId = own?.id ?? null;
    }
    const values = { form, projectName: text(form.projectname, 100), projectType: text(form.projectype, 32), errmsg: input.errmsg.slice(0, 1000), projectId, savedAt: now };
    const draftId = typeof form.draftId === 'string' ? form.draftId : null;
    delete form.draftId;
    const [replaced] = draftId
      ? await tx.db
          .update(projectDrafts)
          .set(values)
          .where(and(eq(projectDrafts.publicId, draftId), eq(projectDrafts.companyId, companyId)))
          .returning({ publicId: projectDrafts.publicId })
      : [];
    const [saved] = replaced ? [replaced] : await tx.db.insert(projectDrafts).values({ ...values, companyId }).returning({ publicId: projectDrafts.publicId });
    const keep = tx.db
      .select({ id: projectDrafts.id })
      .from(projectDrafts)
      .where(eq(projectDrafts.companyId, companyId))
      .orderBy(desc(projectDrafts.savedAt), desc(projectDrafts.id))
      .limit(MAX_PROJECT_DRAFTS);
    const kept = (await keep).map((r) => r.id);
    if (kept.length >= MAX_PROJECT_DRAFTS) {
      await tx.db.delete(projectDrafts).where(and(eq(projectDrafts.companyId, companyId), notInArray(projectDrafts.id, kept)));
    }
    return saved!.publicId;
  });
}
