import { eq } from 'drizzle-orm';
import type { AuditEntry } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import type { UseCaseOptions } from '../../platform/use-case';
import { auditLog } from './audit.tables';
import { toAuditEntry } from './list-audit-log';
import type { StaffActor } from './staff-actor';

/** GET /admin/audit-log/{id}: one entry by public id. */
export async function getAuditEntry({ ctx, input }: UseCaseOptions<{ id: string }, StaffActor>): Promise<AuditEntry> {
  const [row] = await ctx.db.select().from(auditLog).where(eq(auditLog.publicId, input.id)).limit(1);
  if (!row) throw new AppError('notFound');
  return toAuditEntry(row);
}
