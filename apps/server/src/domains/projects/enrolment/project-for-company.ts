import { eq } from 'drizzle-orm';
import { LISTED_PROJECT_STATES, type ProjectState } from '@wardline/contract';
import type { AppContext } from '../../../context';
import type { SessionUser } from '../../../auth/load-session-user';
import { AppError } from '../../../http/app-error';
import { projects } from '../projects.tables';
import { participantsRefusal } from './enrolment-policy';

export type OwnedProject = { id: number; name: string; state: ProjectState; companyId: number };

/**
 * The project whose participants the caller reviews, by public id: its own company only.
 * An unlisted project (unaudited, failed, paused) of someone else is a 404 like an unknown
 * id; a listed one is a 403 "no permission" (its existence is public, its people are not).
 */
export async function projectForCompany(ctx: AppContext, user: SessionUser, publicId: string, lock = false): Promise<OwnedProject> {
  const query = ctx.db.select({ id: projects.id, name: projects.name, state: projects.state, companyId: projects.companyId }).from(projects).where(eq(projects.publicId, publicId)).limit(1);
  const [project] = lock ? await query.for('update') : await query;
  if (!project) throw new AppError('projectNotFound');
  const refusal = participantsRefusal(user, project);
  if (refusal) throw (LISTED_PROJECT_STATES as readonly string[]).includes(project.state) ? refusal : new AppError('projectNotFound');
  return project;
}
