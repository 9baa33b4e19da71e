import { and, eq, isNull } from 'drizzle-orm';
import type { UseCaseOptions } from '../../../platform/use-case';
import { sessions } from '../identity.tables';

/**
 * GET /portal/signout: ends the caller's session, if it has a live one. Signing out
 * twice, or with a dead token, is not an error: the client clears its state either way.
 */
export async function signOut({ ctx, input: { sessionId } }: UseCaseOptions<{ sessionId: string | null }>): Promise<null> {
  if (!sessionId) return null;
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  return null;
}
