import { and, asc, eq } from 'drizzle-orm';
import type { BugHistoryEntry, BugStatus } from '@wardline/contract';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { stateTransitions } from '../../platform/transitions/transitions.tables';
import type { BugRow } from './bugs.tables';

/** The name of the report machine in `state_transitions`; `subject_id` is the report's serial id as text. */
export const BUG_MACHINE = 'bug';

/**
 * Writes a history line that no machine move makes: the submission itself (from = to =
 * the entry state), so the history starts where the report did.
 */
export async function recordBugHistory(tx: AppContext, line: { bugId: number; action: string; from: BugStatus; to: BugStatus; actorId: number | null; reason?: string | null; at: Date }): Promise<void> {
  await tx.db.insert(stateTransitions).values({
    machine: BUG_MACHINE,
    subjectId: String(line.bugId),
    action: line.action,
    fromState: line.from,
    toState: line.to,
    actorId: line.actorId,
    reason: line.reason ?? null,
    occurredAt: line.at,
  });
}

export type BugHistoryRow = { action: string; from: BugStatus; to: BugStatus; at: Date; actorId: number | null; reason: string | null };

/** Every line of a report's history, oldest first. */
export async function bugHistoryRows(db: Database, bugId: number): Promise<BugHistoryRow[]> {
  const rows = await db
    .select({ action: stateTransitions.action, from: stateTransitions.fromState, to: stateTransitions.toState, at: stateTransitions.occurredAt, actorId: stateTransitions.actorId, reason: stateTransitions.reason })
    .from(stateTransitions)
    .where(and(eq(stateTransitions.machine, BUG_MACHINE), eq(stateTransitions.subjectId, String(bugId))))
    .orderBy(asc(stateTransitions.id));
  return rows as BugHistoryRow[];
}

/** Who made a move, as every party may read it: the reporter, the company, staff or the platform (a job) — never a staff member's name. */
export function historyEntryOf(row: BugHistoryRow, bug: Pick<BugRow, 'reporterId' | 'companyId'>): BugHistoryEntry {
  const by = row.actorId === null ? 'platform' : row.actorId === bug.reporterId ? 'hacker' : row.actorId === bug.companyId ? 'company' : 'staff';
  return { action: row.action, from: row.from, to: row.to, at: row.at.toISOString(), by, reason: row.reason };
}
