import { and, eq, isNull } from 'drizzle-orm';
import type { UseCaseOptions } from '../../../platform/use-case';
import type { UserActor } from '../../../platform/actor';
import { users } from '../identity.tables';

/**
 * GET /portal/firstlogin → `{ firstLogin }`: true exactly once per account, on the first
 * call after it was created, so the web app can show its welcome and guide once. The
 * conditional update makes two tabs asking at the same time get one true between them.
 */
export async function acknowledgeFirstLogin({ ctx, actor }: UseCaseOptions<undefined, UserActor>): Promise<{ firstLogin: boolean }> {
  const marked = await ctx.db
    .update(users)
    .set({ firstLoginSeenAt: ctx.clock.now() })
    .where(and(eq(users.id, actor.user.id), isNull(users.firstLoginSeenAt)))
    .returning({ id: users.id });
  return { firstLogin: marked.length > 0 };
}
