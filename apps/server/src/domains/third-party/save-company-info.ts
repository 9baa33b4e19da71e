import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { profectUserBody } from '@wardline/contract';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import { AppError } from '../../http/app-error';
import { checkOwnPrivateFiles } from '../../files/check-own-files';
import { users } from '../identity/identity.tables';
import type { ProfectUserAnswer } from './create-by-email';
import { enforce } from '../../platform/policy/policy';
import { companyNameChangeRefusal } from '../certification/certification-policy';
import { completionProfiles } from './third-party.tables';

/** The form of /qualification/company, and the caller's own session token, which the spec's answer repeats. */
export type CompanyInfoInput = Omit<Extract<z.output<typeof profectUserBody>, { mode: 'company' }>, 'mode'> & { sessionToken: string };

/**
 * /portal/profectuser, mode `company` (/qualification/company, signed in as a company):
 * the company name becomes the account's display name; the licence reference (from the
 * private upload call) is kept for the company certification that follows. Once a
 * certification is under review or approved the name is locked (certification policy).
 */
export async function saveCompanyInfo({ ctx, actor, input }: UseCaseOptions<CompanyInfoInput, UserActor>): Promise<ProfectUserAnswer> {
  const userId = actor.user.id;
  const [current] = await ctx.db.select({ usertype: users.usertype, status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  if (current?.usertype !== 'company') throw new AppError('forbidden');
  enforce(companyNameChangeRefusal(current.status));
  // Only the caller's own licence upload may be named: never someone else's reference.
  const issues = await checkOwnPrivateFiles(ctx.db, userId, [{ field: 'businessLicenseFile', ref: input.businessLicenseFile, kinds: ['businessLicenseFile'] }]);
  if (issues.length > 0) throw new AppError('validationFailed', issues);
  return inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const [user] = await tx.db
      .update(users)
      .set({ nickname: input.companyName.slice(0, 30), updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.usertype, 'company'), eq(users.status, current.status)))
      .returning({ usertype: users.usertype, nickname: users.nickname, status: users.status, country: users.country });
    if (!user) throw new AppError('forbidden');
    const values = { companyName: input.companyName, businessLicenseRef: input.businessLicenseFile, updatedAt: now };
    await tx.db.insert(completionProfiles).values({ userId, ...values }).onConflictDoUpdate({ target: completionProfiles.userId, set: values });
    return { token: input.sessionToken, usertype: user.usertype, username: user.nickname, userStatus: user.status, country: user.country };
  });
}
