import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { BugStatus, UserType } from '@wardline/contract';
import type { Database } from '../../db/client';
import { bugs } from '../bugs/bugs.tables';

/** The money figures of the account centre's header, in fen. */
export type MoneyFigures = {
  /** A hacker's bounties earned (waiting and paid); a company's bounties awarded. */
  totalBonusFen: number;
  /** Awarded bounties not paid out yet (a company's "pending"). */
  waitingFen: number;
  /** Bounties paid out. */
  paidFen: number;
  /** A company's balance on the platform. */
  balanceFen: number;
};

const WAITING: readonly BugStatus[] = ['paying', 'inPayment', 'paymentFailed', 'unpaid'];
const PAID: readonly BugStatus[] = ['paid', 'advancePayment', 'end', 'recheck', 'pass', 'restore'];

/**
 * THE seam between the account centre and the money ledger (issue 10 §1, domains/money,
 * built beside this on another branch): at merge this one function is replaced by the
 * ledger's `getAccountFigures(userId)`. Until then it reads what exists: the bounties the
 * reports of the account carry (`bugs.reward_fen`, set when grading ends), split by whether
 * they are paid; the balance is 0 because no deposit is recorded anywhere before the ledger.
 */
export async function moneyFiguresOf(db: Database, userId: number, usertype: UserType | null): Promise<MoneyFigures> {
  if (usertype !== 'hacker' && usertype !== 'company') return { totalBonusFen: 0, waitingFen: 0, paidFen: 0, balanceFen: 0 };
  const owner = usertype === 'hacker' ? eq(bugs.reporterId, userId) : eq(bugs.companyId, userId);
  const [row] = await db
    .select({
      waiting: sql<string>`coalesce(sum(${bugs.rewardFen}) filter (where ${inArray(bugs.state, [...WAITING])}), 0)`,
      paid: sql<string>`coalesce(sum(${bugs.rewardFen}) filter (where ${inArray(bugs.state, [...PAID])}), 0)`,
    })
    .from(bugs)
    .where(and(owner, isNotNull(bugs.rewardFen), inArray(bugs.state, [...WAITING, ...PAID])));
  const waitingFen = Number(row?.waiting ?? 0);
  const paidFen = Number(row?.paid ?? 0);
  return { totalBonusFen: waitingFen + paidFen, waitingFen, paidFen, balanceFen: 0 };
}
