import { eq } from 'drizzle-orm';
import { hasAccountSection, type AccountHeader } from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { enforce } from '../../platform/policy/policy';
import { AppError } from '../../http/app-error';
import { users } from '../identity/identity.tables';
import { getAccountFigures } from '../money';
import { readReputationSummary, type ReputationSummary } from '../reputation/read-reputation-summary';
import { latestAttempt } from '../trusted-auth/latest-attempt';
import { stepOf } from '../trusted-auth/trusted-auth-policy';
import { accountRefusal } from './account-policy';

const NO_STANDING: Pick<ReputationSummary, 'points' | 'yearRanking' | 'ranking'> = { points: 0, yearRanking: null, ranking: null };

/**
 * GET /user/personalCenter: the header (spec 001 §3 "Account detail"). Points and the yearly
 * and all-time places come from reputation (only hackers earn points); the money from the
 * ledger (`getAccountFigures`, the same figures as `POST /user/getBonus`), the company
 * figures only for companies.
 */
export async function readAccountHeader({ ctx, actor }: UseCaseOptions<undefined, UserActor>): Promise<AccountHeader> {
  enforce(accountRefusal(actor.user));
  const [account] = await ctx.db
    .select({ nickname: users.nickname, logo: users.logo, usertype: users.usertype, status: users.status })
    .from(users)
    .where(eq(users.id, actor.user.id))
    .limit(1);
  if (!account) throw new AppError('unauthorized');
  const hacker = account.usertype === 'hacker';
  const [attempt, money, standing] = await Promise.all([
    hacker ? latestAttempt(ctx.db, actor.user.id) : Promise.resolve(null),
    getAccountFigures(ctx.db, actor.user.id),
    hacker ? readReputationSummary(ctx, actor.user.id) : Promise.resolve(NO_STANDING),
  ]);
  const header: AccountHeader = {
    userName: account.nickname,
    userPicture: account.logo,
    usertype: account.usertype,
    status: account.status,
    step: stepOf(attempt),
    integral: standing.points,
    rmbTotalBonus: money.rmbTotalBonus,
    yearRanking: standing.yearRanking,
    ranking: standing.ranking,
  };
  if (!hasAccountSection(account.usertype, 'companyFigures')) return header;
  return { ...header, rmbAccountBalance: money.rmbAccountBalance, rmbWaitBalance: money.rmbWaitBalance, rmbPaidBalance: money.rmbPaidBalance };
}
