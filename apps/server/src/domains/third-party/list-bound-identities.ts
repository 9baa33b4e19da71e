import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { boundIdentity } from '@wardline/contract';
import type { UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import { userIdentities } from './third-party.tables';

/** GET /binduser: the third-party sign-ins bound to the signed-in account (never their subjects). */
export async function listBoundIdentities({ ctx, actor }: UseCaseOptions<undefined, UserActor>): Promise<z.infer<typeof boundIdentity>[]> {
  const rows = await ctx.db
    .select({ provider: userIdentities.provider, nickname: userIdentities.nickname, avatar: userIdentities.avatar, createdAt: userIdentities.createdAt })
    .from(userIdentities)
    .where(eq(userIdentities.userId, actor.user.id))
    .orderBy(asc(userIdentities.createdAt));
  return rows.map((r) => ({ provider: r.provider, nickname: r.nickname, avatar: r.avatar, boundAt: r.createdAt.toISOString() }));
}
