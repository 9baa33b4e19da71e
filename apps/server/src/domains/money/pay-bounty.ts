import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/client';
import { subscribe } from '../../platform/events/define-event';
import { recordEvent } from '../../platform/events/event-bus';
import { afterCommit, inTransaction } from '../../platform/use-case';
import { bugStateChanged } from '../bugs/bug-moves.events';
import { lockBugWhere } from '../bugs/bug-moves-load';
import { moveBug } from '../bugs/move-bug';
import { bugs } from '../bugs/bugs.tables';
import { projects } from '../projects/projects.tables';
import { findAccount } from './ledger/accounts';
import { transfer } from './ledger/transfer';
import { bugPayments } from './money.tables';
import { bountyCredited } from './money.events';

/** Why a report in `paying` ended with nothing: its project's pool was spent first (kept in its history). */
export const POOL_SPENT_REASON = '项目奖金池已用完，本漏洞无可发放奖金 / The project’s pool was spent: no bounty is left for this report';

export type PaidBounty = { grossFen: number; created: boolean };

/**
 * Pays a report that entered `paying` (issue 10 §1): the bounty of its final level, capped at
 * what is left of the pool, moves from the project's pool to the hacker's earnings
 * (`bounty:<bugId>`), `paid_fen` follows, and a `bug_payments` row records the gross. The pool
 * row is locked while the cap is read and the debit is conditional anyway, so whatever runs at
 * once no pool goes below zero; the key and the payment row make a second call (a retried job,
 * a second process) pay nothing more. When nothing is left the report ends with 0 paid and
 * the reason in its history. The hacker is told either way.
 */
export async function payBounty(ctx: AppContext, bugId: number): Promise<PaidBounty | null> {
  return inTransaction(ctx, async (tx) => {
    const bug = await lockBugWhere(tx, eq(bugs.id, bugId));
    if (!bug || bug.state !== 'paying') return null;
    const [existing] = await tx.db.select({ grossFen: bugPayments.grossFen }).from(bugPayments).where(eq(bugPayments.bugId, bugId)).limit(1);
    if (existing) return { grossFen: existing.grossFen, created: false };

    const [project] = await tx.db.select({ currency: projects.currency, companyId: projects.companyId }).from(projects).where(eq(projects.id, bug.projectId)).limit(1);
    const currency = project!.currency;
    const pool = await findAccount(tx.db, { kind: 'projectPool', projectId: bug.projectId, companyId: project!.companyId, currency });
    let left = 0;
    if (pool) {
      const [locked] = rowsOf<{ balance_fen: string | number }>(await tx.db.execute(sql`SELECT balance_fen FROM ledger_accounts WHERE id = ${pool.id} FOR UPDATE`));
      left = Number(locked!.balance_fen);
    }
    const grossFen = Math.max(0, Math.min(bug.rewardFen ?? 0, left));
    const now = tx.clock.now();
    if (grossFen > 0) {
      await transfer(tx, {
        key: `bounty:${bug.id}`,
        kind: 'bounty',
        currency,
        memo: bug.holeNumber,
        refs: { projectId: bug.projectId, bugId: bug.id },
        entries: [
          { account: { kind: 'projectPool', projectId: bug.projectId, companyId: project!.companyId }, amountFen: -grossFen },
          { account: { kind: 'hackerEarnings', ownerId: bug.reporterId }, amountFen: grossFen },
        ],
      });
      await tx.db.update(projects).set({ paidFen: sql`${projects.paidFen} + ${grossFen}` }).where(eq(projects.id, bug.projectId));
    }
    await tx.db.insert(bugPayments).values({
      bugId: bug.id,
      reporterId: bug.reporterId,
      projectId: bug.projectId,
      currency,
      grossFen,
      state: grossFen > 0 ? 'paying' : 'end',
      note: grossFen > 0 ? null : POOL_SPENT_REASON,
      createdAt: now,
      updatedAt: now,
    });
    if (grossFen === 0) await moveBug(tx, { bug, action: 'closeUnfunded', actorId: null, job: 'money.pay-bounty', reason: POOL_SPENT_REASON });
    await recordEvent(tx, bountyCredited, {
      subjectId: bug.id,
      actorId: null,
      payload: { bugId: bug.id, reporterId: bug.reporterId, holeNumber: bug.holeNumber, title: bug.title, currency, grossFen },
    });
    afterCommit(tx, () => tx.publicCache.changed());
    return { grossFen, created: true };
  });
}

/** A report entering `paying` (arbitration, a closed appeal window) is paid from its pool. */
export const payBountyOnPaying = subscribe({
  name: 'money.pay-bounty',
  event: bugStateChanged,
  async handle({ ctx, event }) {
    if (event.payload.to === 'paying') await payBounty(ctx, event.payload.bugId);
  },
});
