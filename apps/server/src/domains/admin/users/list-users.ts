import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminUserSummary, Page, UserRole, UserStatus } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { users } from '../../identity/identity.tables';
import { toAdminUserSummary } from './user-view';

export type ListUsersOptions = { page: number; size: number; keyword?: string; usertype?: UserRole; status?: UserStatus };

/** `%` and `_` typed by staff are matched literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** User search for staff: part of a phone, email or nickname; by type (or staff) and status; newest first. */
export async function listUsers({ ctx, input: { page, size, keyword, usertype, status } }: { ctx: AppContext; input: ListUsersOptions }): Promise<Page<AdminUserSummary>> {
  const { db } = ctx;
  const pattern = keyword ? likePattern(keyword) : undefined;
  const conditions: (SQL | undefined)[] = [
    pattern ? or(ilike(users.phone, pattern), ilike(users.email, pattern), ilike(users.nickname, pattern)) : undefined,
    usertype === 'staff' ? eq(users.role, 'staff') : usertype ? and(eq(users.role, 'user'), eq(users.usertype, usertype)) : undefined,
    status ? eq(users.status, status) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.id)).limit(size).offset((page - 1) * size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { total: Number(total?.n ?? 0), data: rows.map((row) => toAdminUserSummary(row, { mask: true })) };
}
