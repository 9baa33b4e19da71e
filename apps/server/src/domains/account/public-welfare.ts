import { eq } from 'drizzle-orm';
import type { PublicWelfareDetail } from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { enforce } from '../../platform/policy/policy';
import { AppError } from '../../http/app-error';
import { users } from '../identity/identity.tables';
import { latestCertification } from '../certification/latest-certification';
import { publicWelfareRefusal } from './account-policy';

/**
 * GET /company/publicWelfare/authentication/detail: whether a company is certified as a
 * public-welfare organisation (spec 001 §3 statuses publicWelfareAuthorizing and
 * publicWelfareAuthorized; spec 002 §6: such vendors see related reports for free). The state
 * is the account status, which staff set; `none` for every other status.
 */
export async function getPublicWelfareDetail({ ctx, actor }: UseCaseOptions<undefined, UserActor>): Promise<PublicWelfareDetail> {
  enforce(publicWelfareRefusal(actor.user));
  const [account] = await ctx.db.select({ status: users.status }).from(users).where(eq(users.id, actor.user.id)).limit(1);
  if (!account) throw new AppError('unauthorized');
  const record = await latestCertification(ctx.db, actor.user.id, 'company', 'approved');
  const state = account.status === 'publicWelfareAuthorizing' || account.status === 'publicWelfareAuthorized' ? account.status : 'none';
  return { state, status: account.status, companyName: record?.companyName ?? '' };
}
