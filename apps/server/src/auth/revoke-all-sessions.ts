import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sessions } from '../domains/identity/identity.tables';

/**
 * Ends every live session of a user at once (a password reset, account disabling, staff
 * ending them), or every one but `except` (the caller's own, when they turn on two-step
 * sign-in or bind a phone). Returns how many ended. `ctx.db` may be a transaction, so
 * the change that causes it and the revocation commit together.
 */
export async function revokeAllSessions(ctx: Pick<AppContext, 'db' | 'clock'>, userId: number, except?: string | null): Promise<number> {
  const revoked = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except ? ne(sessions.id, except) : undefined))
    .returning({ id: sessions.id });
  return revoked.length;
}
