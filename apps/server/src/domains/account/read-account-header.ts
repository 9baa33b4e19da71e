import { eq } from 'drizzle-orm';
import { fenToYuan, hasAccountSection, type AccountHeader } from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { enforce } from '../../platform/policy/policy';
import { AppError } from '../../http/app-error';
import { users } from '../identity/identity.tables';
import { latestAttempt } from '../trusted-auth/latest-attempt';
import { stepOf } from '../trusted-auth/trusted-auth-policy';
import { accountRefusal } from './account-policy';
import { moneyFiguresOf } from './account-money';

/**
 * GET /user/personalCenter: the header (spec 001 §3 "Account detail"). Points and ranks come
 * with the leaderboards (issue 11, not built): 0 points and no rank (null) until then. The
 * money comes from `moneyFiguresOf`, the one seam to the ledger; the company figures only
 * for companies.
 */
export async function readAccountHeader({ ctx, actor }: UseCaseOptions<undefined, UserActor>): Promise<AccountHeader> {
  enforce(accountRefusal(actor.user));
  const [account] = await ctx.db
    .select({ nickname: users.nickname, logo: users.logo, usertype: users.usertype, status: users.status })
    .from(users)
    .where(eq(users.id, actor.user.id))
    .limit(1);
  if (!account) throw new AppError('unauthorized');
  const [attempt, money] = await Promise.all([
    account.usertype === 'hacker' ? latestAttempt(ctx.db, actor.user.id) : Promise.resolve(null),
    moneyFiguresOf(ctx.db, actor.user.id, account.usertype),
  ]);
  const header: AccountHeader = {
    userName: account.nickname,
    userPicture: account.logo,
    usertype: account.usertype,
    status: account.status,
    step: stepOf(attempt),
    integral: 0,
    rmbTotalBonus: fenToYuan(money.totalBonusFen),
    yearRanking: null,
    ranking: null,
  };
  if (!hasAccountSection(account.usertype, 'companyFigures')) return header;
  return { ...header, rmbAccountBalance: fenToYuan(money.balanceFen), rmbWaitBalance: fenToYuan(money.waitingFen), rmbPaidBalance: fenToYuan(money.paidFen) };
}

