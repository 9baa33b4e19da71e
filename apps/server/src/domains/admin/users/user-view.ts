import type { AdminUserSummary } from '@wardline/contract';
import { maskRecipient } from '../../../messaging/mask';
import type { users } from '../../identity/identity.tables';

type UserRow = typeof users.$inferSelect;

/** A list row: phone and email masked, as a list is looked at over shoulders and in screenshots. */
export function toAdminUserSummary(row: UserRow, { mask }: { mask: boolean }): AdminUserSummary {
  return {
    id: row.publicId,
    phone: row.phone && mask ? maskRecipient(row.phone) : row.phone,
    email: row.email && mask ? maskRecipient(row.email) : row.email,
    nickname: row.nickname,
    usertype: row.usertype,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a user around a status change: never secrets. */
export function userStatusSnapshot(row: Pick<UserRow, 'publicId' | 'status' | 'nickname'>, extra: Record<string, unknown> = {}) {
  return { id: row.publicId, nickname: row.nickname, status: row.status, ...extra };
}
