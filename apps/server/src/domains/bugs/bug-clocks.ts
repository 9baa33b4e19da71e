import { pastWorkingDays, type BugStatus } from '@wardline/contract';
import type { BugHistoryRow } from './bug-history';

/** The stages with an SLA clock (issue 9 §5) and the project's threshold of each, in working days. */
export type SlaDays = { triageSlaDays: number; confirmSlaDays: number };

const CLOCKED: Partial<Record<BugStatus, keyof SlaDays>> = { verifying: 'triageSlaDays', confirming: 'confirmSlaDays' };

/**
 * What a list row shows: how long the report has waited in its present stage when that stage
 * has a clock, and whether it is past the project's threshold in working days.
 */
export function waitingOf(bug: { state: BugStatus; stateEnteredAt: Date }, sla: SlaDays, now: Date): { waitingMs: number | null; overdue: boolean } {
  const threshold = CLOCKED[bug.state];
  if (!threshold) return { waitingMs: null, overdue: false };
  return { waitingMs: Math.max(0, now.getTime() - bug.stateEnteredAt.getTime()), overdue: pastWorkingDays(bug.stateEnteredAt, sla[threshold], now) };
}

/**
 * The detail's clocks: the whole time the report has spent in triage and in confirmation
 * (a turn back and update may send it through a stage twice), from its history; the last
 * stretch runs until now while the report is still there. Overdue is about the present
 * stretch only: a stage the report has left is no longer anyone's to hurry.
 */
export function bugClocksOf(bug: { state: BugStatus; stateEnteredAt: Date }, history: readonly BugHistoryRow[], sla: SlaDays, now: Date) {
  const spent: Partial<Record<BugStatus, number>> = {};
  history.forEach((line, i) => {
    const next = history[i + 1];
    const end = next ? next.at.getTime() : bug.state === line.to ? now.getTime() : line.at.getTime();
    spent[line.to] = (spent[line.to] ?? 0) + Math.max(0, end - line.at.getTime());
  });
  const present = waitingOf(bug, sla, now);
  return {
    triageMs: spent.verifying ?? null,
    triageOverdue: bug.state === 'verifying' && present.overdue,
    confirmMs: spent.confirming ?? null,
    confirmOverdue: bug.state === 'confirming' && present.overdue,
  };
}
