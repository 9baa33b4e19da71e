import type { ProjectEditForm } from '@wardline/contract';
import { fieldCipherOf } from '../../crypto/field-encryption';
import { AppError } from '../../http/app-error';
import { enforce } from '../../platform/policy/policy';
import type { UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import { askerOf, enrolmentOf } from './project-asker';
import { editFormOf, findProject, holeLevelsOf, openVpnPassword } from './project-form';
import { projectRefusal } from './projects-policy';

/** GET /project/getupdateDetail: the owner's project as the wizard's form, with staff's reason when refused. */
export async function getProjectEditForm({ ctx, actor, input }: UseCaseOptions<{ projectId: string }, UserActor>): Promise<ProjectEditForm> {
  const row = await findProject(ctx.db, input.projectId);
  if (!row) throw new AppError('projectNotFound');
  const asker = askerOf(actor);
  enforce(projectRefusal({ ...asker, enrolment: await enrolmentOf(ctx.db, row.id, actor.user.id) }, 'readEditForm', row));
  return editFormOf(row, await holeLevelsOf(ctx.db, row.id), openVpnPassword(await fieldCipherOf(ctx), row));
}
