import { eq } from 'drizzle-orm';
import { STAFF_PERMISSIONS, type AdminMe } from '@wardline/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { StaffAccess } from '../../auth/staff-access';
import { users } from '../identity/identity.tables';

/**
 * GET /admin/me: the console's header, the sections it may show (permissions) and whether
 * it must show the two-step enrolment first. Answered 403 by the guard to anyone but staff.
 */
export async function getAdminMe(db: Database, userId: number, access: StaffAccess): Promise<AdminMe> {
  const [row] = await db.select({ id: users.publicId, nickname: users.nickname, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('unauthorized');
  return { ...row, totpEnabled: access.totpEnabled, permissions: STAFF_PERMISSIONS.filter((p) => access.permissions.has(p)) };
}
