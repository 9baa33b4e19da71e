import { eq } from 'drizzle-orm';
import { STAFF_PERMISSIONS, type AdminMe } from '@wardline/contract';
import { AppError } from '../../../http/app-error';
import type { UseCaseOptions } from '../../../platform/use-case';
import type { StaffAccess } from '../../../auth/staff-access';
import type { StaffActor } from '../../audit/staff-actor';
import { users } from '../../identity/identity.tables';

/**
 * GET /admin/me: the console's header, the sections it may show (permissions) and whether
 * it must show the two-step enrolment first. Answered 403 by the guard to anyone but staff.
 */
export async function getAdminMe({ ctx, actor, input }: UseCaseOptions<{ access: StaffAccess }, StaffActor>): Promise<AdminMe> {
  const [row] = await ctx.db.select({ id: users.publicId, nickname: users.nickname, email: users.email }).from(users).where(eq(users.id, actor.staffId)).limit(1);
  if (!row) throw new AppError('unauthorized');
  return { ...row, totpEnabled: input.access.totpEnabled, permissions: STAFF_PERMISSIONS.filter((p) => input.access.permissions.has(p)) };
}
