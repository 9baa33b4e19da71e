import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/client';
import { subscribe } from '../../platform/events/define-event';
import { inTransaction } from '../../platform/use-case';
import { projectStateChanged } from '../projects/projects.events';
import { projects } from '../projects/projects.tables';
import { findAccount } from './ledger/accounts';
import { transfer } from './ledger/transfer';

/**
 * A stopped project returns what is left of its pool to the company's balance (issue 10 §1,
 * `refund:<projectId>`). The pool row is locked while its balance is read; the key makes a
 * repeated run move nothing. Answers the fen returned (0 when the pool was spent or never held).
 */
export async function refundPool(ctx: AppContext, projectId: number): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const [project] = await tx.db.select({ state: projects.state, currency: projects.currency, companyId: projects.companyId, name: projects.name }).from(projects).where(eq(projects.id, projectId)).limit(1);
    if (!project || project.state !== 'stop') return 0;
    const pool = await findAccount(tx.db, { kind: 'projectPool', projectId, companyId: project.companyId, currency: project.currency });
    if (!pool) return 0;
    const [locked] = rowsOf<{ balance_fen: string | number }>(await tx.db.execute(sql`SELECT balance_fen FROM ledger_accounts WHERE id = ${pool.id} FOR UPDATE`));
    const left = Number(locked!.balance_fen);
    if (left <= 0) return 0;
    const moved = await transfer(tx, {
      key: `refund:${projectId}`,
      kind: 'refund',
      currency: project.currency,
      memo: project.name,
      refs: { projectId },
      entries: [
        { account: { kind: 'projectPool', projectId, companyId: project.companyId }, amountFen: -left },
        { account: { kind: 'companyBalance', ownerId: project.companyId }, amountFen: left },
      ],
    });
    return moved.created ? left : 0;
  });
}

/** A project reaching `stop` gives the rest of its pool back. */
export const refundPoolOnStop = subscribe({
  name: 'money.refund-pool',
  event: projectStateChanged,
  async handle({ ctx, event }) {
    if (event.payload.to === 'stop') await refundPool(ctx, event.payload.projectId);
  },
});
