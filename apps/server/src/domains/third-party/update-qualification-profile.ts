import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CHINA_COUNTRY_CODE, type profectUserBody } from '@wardline/contract';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import { AppError } from '../../http/app-error';
import { users } from '../identity/identity.tables';
import type { ProfectUserAnswer } from './create-by-email';
import { completionProfiles } from './third-party.tables';
import { enforce } from '../../platform/policy/policy';
import { companyNameChangeRefusal } from '../certification/certification-policy';

/** The form of /qualification/hacker, and the caller's own session token, which the spec's answer repeats. */
export type QualificationProfileInput = Omit<Extract<z.output<typeof profectUserBody>, { mode: 'profile' }>, 'mode'> & { sessionToken: string };

/**
 * /portal/profectuser, mode `profile` (/qualification/hacker, signed in): nickname,
 * country, birthday and blog. Leaving China clears province and city; an account that
 * was `imperfect` moves on to choosing its identity (or to certification if it has a type).
 */
export async function updateQualificationProfile({ ctx, actor, input }: UseCaseOptions<QualificationProfileInput, UserActor>): Promise<ProfectUserAnswer> {
  const userId = actor.user.id;
  const outsideChina = input.country !== '' && input.country !== CHINA_COUNTRY_CODE;
  return inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const [current] = await tx.db.select({ usertype: users.usertype, status: users.status, nickname: users.nickname }).from(users).where(eq(users.id, userId)).for('update').limit(1);
    if (!current) throw new AppError('unauthorized');
    // A company's display name is its certified name: renaming goes through certification review.
    if (current.usertype === 'company' && input.username !== current.nickname) enforce(companyNameChangeRefusal(current.status));
    const [user] = await tx.db
      .update(users)
      .set({
        nickname: input.username,
        country: input.country,
        ...(input.birthday ? { birthday: input.birthday } : {}),
        ...(outsideChina ? { province: '', city: '' } : {}),
        status: sql`case when ${users.status} = 'imperfect' then (case when ${users.usertype} is null then 'unIdentityConfirm' else 'unauthorized' end) else ${users.status} end`,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning({ usertype: users.usertype, nickname: users.nickname, status: users.status, country: users.country });
    if (!user) throw new AppError('unauthorized');
    await tx.db
      .insert(completionProfiles)
      .values({ userId, blog: input.blog, updatedAt: now })
      .onConflictDoUpdate({ target: completionProfiles.userId, set: { blog: input.blog, updatedAt: now } });
    return { token: input.sessionToken, usertype: user.usertype, username: user.nickname, userStatus: user.status, country: user.country };
  });
}
