import { sql } from 'drizzle-orm';
import { fenToYuan, type AccountFigures } from '@wardline/contract';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';

type FiguresRow = Record<
  | 'rmb_balance' | 'rmb_waiting' | 'rmb_owed' | 'rmb_paid_company' | 'rmb_paid_out'
  | 'dollar_balance' | 'dollar_waiting' | 'dollar_owed' | 'dollar_paid_company' | 'dollar_paid_out',
  string | number | null
>;

/**
 * The money of a person's account header (spec 001 §3 "Account detail", issue 10 §3), in one
 * round trip over indexes: their ledger accounts (`ledger_accounts_owner_idx`: a company's
 * balance and its projects' pools, a hacker's earnings owed), what left a company's pools for
 * hackers (`projects.paid_fen` by `projects_company_idx`), and what reached or is on its way to a
 * hacker's card (`payouts` by hacker). A hacker's bonus is the net paid or on its way plus the
 * gross still owed; a company's waiting money is what is left in its pools. For the account
 * centre's header (`/user/personalCenter`) and `POST /user/getBonus`.
 */
export async function getAccountFigures(db: Database, userId: number): Promise<AccountFigures> {
  const [row] = rowsOf<FiguresRow>(
    await db.execute(sql`
      SELECT
        coalesce(sum(a.balance_fen) FILTER (WHERE a.kind = 'companyBalance' AND a.currency = 'rmb'), 0) AS rmb_balance,
        coalesce(sum(a.balance_fen) FILTER (WHERE a.kind = 'projectPool' AND a.currency = 'rmb'), 0) AS rmb_waiting,
        coalesce(sum(a.balance_fen) FILTER (WHERE a.kind = 'hackerEarnings' AND a.currency = 'rmb'), 0) AS rmb_owed,
        coalesce(sum(a.balance_fen) FILTER (WHERE a.kind = 'companyBalance' AND a.currency = 'dollar'), 0) AS dollar_balance,
        coalesce(sum(a.balance_fen) FILTER (WHERE a.kind = 'projectPool' AND a.currency = 'dollar'), 0) AS dollar_waiting,
        coalesce(sum(a.balance_fen) FILTER (WHERE a.kind = 'hackerEarnings' AND a.currency = 'dollar'), 0) AS dollar_owed,
        (SELECT coalesce(sum(p.paid_fen) FILTER (WHERE p.currency = 'rmb'), 0) FROM projects p WHERE p.company_id = ${userId}) AS rmb_paid_company,
        (SELECT coalesce(sum(p.paid_fen) FILTER (WHERE p.currency = 'dollar'), 0) FROM projects p WHERE p.company_id = ${userId}) AS dollar_paid_company,
        (SELECT coalesce(sum(o.net_fen) FILTER (WHERE o.currency = 'rmb'), 0) FROM payouts o
          WHERE o.hacker_id = ${userId} AND (o.state = 'paid' OR (o.state IN ('queued', 'sent') AND NOT o.advance))) AS rmb_paid_out,
        (SELECT coalesce(sum(o.net_fen) FILTER (WHERE o.currency = 'dollar'), 0) FROM payouts o
          WHERE o.hacker_id = ${userId} AND (o.state = 'paid' OR (o.state IN ('queued', 'sent') AND NOT o.advance))) AS dollar_paid_out
      FROM ledger_accounts a
      WHERE a.owner_user_id = ${userId}`),
  );
  const n = (key: keyof FiguresRow) => Number(row?.[key] ?? 0);
  return {
    rmbTotalBonus: fenToYuan(n('rmb_paid_out') + n('rmb_owed')),
    dollarTotalBonus: fenToYuan(n('dollar_paid_out') + n('dollar_owed')),
    rmbPendingBonus: fenToYuan(n('rmb_owed')),
    dollarPendingBonus: fenToYuan(n('dollar_owed')),
    rmbAccountBalance: fenToYuan(n('rmb_balance')),
    rmbWaitBalance: fenToYuan(n('rmb_waiting')),
    rmbPaidBalance: fenToYuan(n('rmb_paid_company')),
    dollarAccountBalance: fenToYuan(n('dollar_balance')),
    dollarWaitBalance: fenToYuan(n('dollar_waiting')),
    dollarPaidBalance: fenToYuan(n('dollar_paid_company')),
  };
}

/** POST /user/getBonus (spec 001 §7): the caller's own figures. */
export function getBonus({ ctx, actor }: UseCaseOptions<undefined, UserActor>): Promise<AccountFigures> {
  return getAccountFigures(ctx.db, actor.user.id);
}
