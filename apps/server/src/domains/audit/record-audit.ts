import type { AuditTargetType } from '@wardline/contract';
import type { Database } from '../../db/client';
import { auditLog } from './audit.tables';
import type { StaffActor } from './staff-actor';

export type RecordAuditOptions = {
  actor: StaffActor;
  action: string;
  targetType: AuditTargetType;
  targetId: string | number;
  before: unknown;
  after: unknown;
  /** When, from the use case's clock (`ctx.clock.now()`); the database's time when left out. */
  at?: Date;
};

/**
 * Writes one audit row. Pass the transaction of the change (`tx`), never the pool, so
 * the change and its record commit or roll back together.
 */
export async function recordAudit(tx: Database, { actor, action, targetType, targetId, before, after, at }: RecordAuditOptions): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: actor.staffId,
    staffNickname: actor.nickname,
    action,
    targetType,
    targetId: String(targetId),
    before: toJson(before),
    after: toJson(after),
    clientIp: actor.clientIp,
    ...(at ? { at } : {}),
  });
}

/** Dates become ISO strings and undefined fields disappear, as they will when read back. */
function toJson(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}
