import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AuditEntry, Page } from '@wardline/contract';
import type { UseCaseOptions } from '../../platform/use-case';
import type { StaffActor } from './staff-actor';
import { auditLog } from './audit.tables';

export type AuditLogFilters = {
  page: number;
  size: number;
  staffId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
};

type AuditRow = typeof auditLog.$inferSelect;

/** An entry as staff see it, named by its public id. */
export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.publicId,
    staffId: row.staffId,
    staffNickname: row.staffNickname || null,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    at: row.at.toISOString(),
    clientIp: row.clientIp,
  };
}

/** GET /admin/audit-log: newest first, filtered by who, what, which target and when. */
export async function listAuditLog({ ctx, input: filters }: UseCaseOptions<AuditLogFilters, StaffActor>): Promise<Page<AuditEntry>> {
  const db = ctx.db;
  const conditions: (SQL | undefined)[] = [
    filters.staffId === undefined ? undefined : eq(auditLog.staffId, filters.staffId),
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.targetType ? eq(auditLog.targetType, filters.targetType) : undefined,
    filters.targetId ? eq(auditLog.targetId, filters.targetId) : undefined,
    filters.from ? gte(auditLog.at, new Date(filters.from)) : undefined,
    filters.to ? lte(auditLog.at, new Date(filters.to)) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filters.size)
      .offset((filters.page - 1) * filters.size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { total: Number(total?.n ?? 0), data: rows.map(toAuditEntry) };
}
