import { aliasedTable, and, count, eq, isNotNull } from 'drizzle-orm';
import type { AdminUserDetail } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { liveSessionCondition } from '../../../auth/session-activity';
import { sessions, users } from '../../identity/identity.tables';
import { targetUser } from './target-user';
import { staffTotp } from '../../../auth/totp/totp.tables';
import { userDisablements } from '../admin.tables';
import { toAdminUserSummary } from './user-view';
import { permissionsOf } from './set-staff-permissions';

export type GetUserOptions = { ctx: AppContext; input: { publicId: string } };

/** One user in full for staff: contact details unmasked, live sessions, two-step status, why disabled. */
export async function getUser({ ctx, input }: GetUserOptions): Promise<AdminUserDetail> {
  const { db } = ctx;
  const row = await targetUser(db, input.publicId);
  const id = row.id;
  const disabler = aliasedTable(users, 'disabler');
  const [[live], [disablement], [totp]] = await Promise.all([
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, id), liveSessionCondition(ctx))),
    db
      .select({ d: userDisablements, by: disabler.nickname, byPublicId: disabler.publicId })
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
            disabledBy: disablement.byPublicId,
            disabledByNickname: disablement.by,
          }
        : null,
  };
}
