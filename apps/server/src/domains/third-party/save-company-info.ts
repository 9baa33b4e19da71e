import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { profectUserBody } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { checkOwnPrivateFiles } from '../../files/check-own-files';
import { users } from '../identity/identity.tables';
import type { ProfectUserAnswer } from './create-by-email';
import { enforce } from '../../platform/policy/policy';
import { companyNameChangeRefusal } from '../certification/certification-policy';
import { completionProfiles } from './third-party.tables';

type CompanyBody = Extract<z.output<typeof profectUserBody>, { mode: 'company' }>;

/**
 * /portal/profectuser, mode `company` (/qualification/company, signed in as a company):
 * the company name becomes the account's display name; the licence reference (from the
 * private upload call) is kept for the company certification that follows. Once a
 * certification is under review or approved the name is locked (certification policy).
 */
export async function saveCompanyInfo(ctx: AppContext, userId: number, token: string, body: CompanyBody): Promise<ProfectUserAnswer> {
  const [current] = await ctx.db.select({ usertype: users.usertype, status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  if (current?.usertype !== 'company') throw new AppError('forbidden');
  enforce(companyNameChangeRefusal(current.status));
  // Only the caller's own licence upload may be named: never someone else's reference.
  const issues = await checkOwnPrivateFiles(ctx.db, userId, [{ field: 'businessLicenseFile', ref: body.businessLicenseFile, kinds: ['businessLicenseFile'] }]);
  if (issues.length > 0) throw new AppError('validationFailed', issues);
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ nickname: body.companyName.slice(0, 30), updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), eq(users.usertype, 'company'), eq(users.status, current.status)))
      .returning({ usertype: users.usertype, nickname: users.nickname, status: users.status, country: users.country });
    if (!user) throw new AppError('forbidden');
    const values = { companyName: body.companyName, businessLicenseRef: body.businessLicenseFile };
    await tx
      .insert(completionProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: completionProfiles.userId, set: { ...values, updatedAt: sql`now()` } });
    return { token, usertype: user.usertype, username: user.nickname, userStatus: user.status, country: user.country };
  });
}
