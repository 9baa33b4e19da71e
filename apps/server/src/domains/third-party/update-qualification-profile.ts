import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CHINA_COUNTRY_CODE, type profectUserBody } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { users } from '../identity/identity.tables';
import type { ProfectUserAnswer } from './create-by-email';
import { completionProfiles } from './third-party.tables';
import { enforce } from '../../platform/policy/policy';
import { companyNameChangeRefusal } from '../certification/certification-policy';

type ProfileBody = Extract<z.output<typeof profectUserBody>, { mode: 'profile' }>;

/**
 * /portal/profectuser, mode `profile` (/qualification/hacker, signed in): nickname,
 * country, birthday and blog. Leaving China clears province and city; an account that
 * was `imperfect` moves on to choosing its identity (or to certification if it has a type).
 * `token` is the caller's own session token, answered as the spec's ret expects.
 */
export async function updateQualificationProfile(ctx: AppContext, userId: number, token: string, body: ProfileBody): Promise<ProfectUserAnswer> {
  const outsideChina = body.country !== '' && body.country !== CHINA_COUNTRY_CODE;
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ usertype: users.usertype, status: users.status, nickname: users.nickname }).from(users).where(eq(users.id, userId)).for('update').limit(1);
    if (!current) throw new AppError('unauthorized');
    // A company's display name is its certified name: renaming goes through certification review.
    if (current.usertype === 'company' && body.username !== current.nickname) enforce(companyNameChangeRefusal(current.status));
    const [user] = await tx
      .update(users)
      .set({
        nickname: body.username,
        country: body.country,
        ...(body.birthday ? { birthday: body.birthday } : {}),
        ...(outsideChina ? { province: '', city: '' } : {}),
        status: sql`case when ${users.status} = 'imperfect' then (case when ${users.usertype} is null then 'unIdentityConfirm' else 'unauthorized' end) else ${users.status} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning({ usertype: users.usertype, nickname: users.nickname, status: users.status, country: users.country });
    if (!user) throw new AppError('unauthorized');
    await tx
      .insert(completionProfiles)
      .values({ userId, blog: body.blog })
      .onConflictDoUpdate({ target: completionProfiles.userId, set: { blog: body.blog, updatedAt: sql`now()` } });
    return { token, usertype: user.usertype, username: user.nickname, userStatus: user.status, country: user.country };
  });
}
