import { aliasedTable, and, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AdminUserDetail } from '@wardline/contract';
import type { Database } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { sessions, users } from '../../identity/identity.tables';
import { staffTotp } from '../../../auth/totp/totp.tables';
import { userDisablements } from '../admin.tables';
import { toAdminUserSummary } from './user-view';
import { permissionsOf } from './set-staff-permissions';

/** One user in full for staff: contact details unmasked, live sessions, two-step status, why disabled. */
export async function getUser(db: Database, id: number): Promise<AdminUserDetail> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new AppError('notFound');
  const disabler = aliasedTable(users, 'disabler');
  const [[live], [disablement], [totp]] = await Promise.all([
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`))),
    db
      .select({ d: userDisablements, by: disabler.nickname })
      .from(userDisablements)
      .leftJoin(disabler, eq(disabler.id, userDisablements.disabledBy))
      .where(eq(userDisablements.userId, id))
      .limit(1),
    db.select({ id: staffTotp.userId }).from(staffTotp).where(and(eq(staffTotp.userId, id), isNotNull(staffTotp.enabledAt))).limit(1),
  ]);
  return {
    ...toAdminUserSummary(row, { mask: false }),
    country: row.country,
    province: row.province,
    city: row.city,
    birthday: row.birthday,
    logo: row.logo,
    updatedAt: row.updatedAt.toISOString(),
    totpEnabled: totp !== undefined,
    permissions: row.role === 'staff' ? await permissionsOf(db, id) : [],
    liveSessions: Number(live?.n ?? 0),
    // A disablement row outlives nothing: it only counts while the account is still disabled.
    disablement:
      disablement && row.status === 'foriben'
        ? {
            reason: disablement.d.reason,
            previousStatus: disablement.d.previousStatus,
            disabledAt: disablement.d.disabledAt.toISOString(),
            disabledBy: disablement.d.disabledBy,
            disabledByNickname: disablement.by,
          }
        : null,
  };
}
