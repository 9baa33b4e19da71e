import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { PersonInfo, settingPersonalInfoBody } from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { enforce } from '../../platform/policy/policy';
import { AppError } from '../../http/app-error';
import { users } from '../identity/identity.tables';
import { latestCertification } from '../certification/latest-certification';
import { accountRefusal } from './account-policy';
import { personInfos } from './account.tables';

/**
 * GET /getpersoninfo (spec 001 §3 "Person info"; not for companies): country, area (province
 * and city) and birthday as registration stored them, the website, shipping address (`address`)
 * and team saved here, and `companyname`, the certified company of a supplier (empty for hackers).
 */
export async function getPersonInfo({ ctx, actor }: UseCaseOptions<undefined, UserActor>): Promise<PersonInfo> {
  enforce(accountRefusal(actor.user, 'personalInfo'));
  const [row] = await ctx.db
    .select({ country: users.country, province: users.province, city: users.city, birthday: users.birthday, info: personInfos })
    .from(users)
    .leftJoin(personInfos, eq(personInfos.userId, users.id))
    .where(eq(users.id, actor.user.id))
    .limit(1);
  if (!row) throw new AppError('unauthorized');
  const supplier = actor.user.usertype === 'supplier' ? await latestCertification(ctx.db, actor.user.id, 'supplier', 'approved') : undefined;
  return {
    companyname: supplier?.companyName ?? '',
    country: row.country,
    address: row.info?.shippingAddress ?? '',
    team: row.info?.team ?? '',
    birthday: row.birthday ?? '',
    area: [row.province, row.city].filter(Boolean).join(' '),
    website: row.info?.website ?? '',
  };
}

/** POST /user/settingPersonalInfo: website, shipping address, team and birthday, in one transaction. */
export async function settingPersonalInfo({ ctx, actor, input }: UseCaseOptions<z.output<typeof settingPersonalInfoBody>, UserActor>): Promise<null> {
  enforce(accountRefusal(actor.user, 'personalInfo'));
  await inTransaction(ctx, async ({ db, clock }) => {
    const now = clock.now();
    const values = { website: input.officialWebsite, shippingAddress: input.shippingAddress, team: input.team, updatedAt: now };
    await db.insert(personInfos).values({ userId: actor.user.id, ...values }).onConflictDoUpdate({ target: personInfos.userId, set: values });
    await db.update(users).set({ birthday: input.birthday === '' ? null : input.birthday, updatedAt: now }).where(eq(users.id, actor.user.id));
  });
  return null;
}
