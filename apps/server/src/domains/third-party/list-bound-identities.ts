import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { boundIdentity } from '@wardline/contract';
import type { Database } from '../../db/client';
import { userIdentities } from './third-party.tables';

/** GET /binduser: the third-party sign-ins bound to the account (never their subjects). */
export async function listBoundIdentities(db: Database, userId: number): Promise<z.infer<typeof boundIdentity>[]> {
  const rows = await db
    .select({ provider: userIdentities.provider, nickname: userIdentities.nickname, avatar: userIdentities.avatar, createdAt: userIdentities.createdAt })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt));
  return rows.map((r) => ({ provider: r.provider, nickname: r.nickname, avatar: r.avatar, boundAt: r.createdAt.toISOString() }));
}
