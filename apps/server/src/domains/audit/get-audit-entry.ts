import { eq } from 'drizzle-orm';
import type { AuditEntry } from '@wardline/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { auditLog } from './audit.tables';
import { toAuditEntry } from './list-audit-log';

export async function getAuditEntry(db: Database, id: number): Promise<AuditEntry> {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id)).limit(1);
  if (!row) throw new AppError('notFound');
  return toAuditEntry(row);
}
