import { eq } from 'drizzle-orm';
import type { AdminMe } from '@wardline/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { users } from '../identity/identity.tables';
import { getTotpStatus } from '../../auth/totp/get-totp-status';

/** GET /admin/me: the console's header and its "is this person staff" check (answered 403 otherwise by the guard). */
export async function getAdminMe(db: Database, userId: number): Promise<AdminMe> {
  const [row] = await db.select({ id: users.id, nickname: users.nickname, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('unauthorized');
  return { ...row, totpEnabled: (await getTotpStatus(db, userId)).enabled };
}
