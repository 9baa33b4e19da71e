import { createHash } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AccountSession, EndedSessionsResult } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import type { UseCaseOptions } from '../../../platform/use-case';
import type { UserActor } from '../../../platform/actor';
import { revokeAllSessions } from '../../../auth/revoke-all-sessions';
import { liveSessionCondition } from '../../../auth/session-activity';
import { sessions } from '../identity.tables';
import { deviceSummary, maskAddress } from './device-summary';

/**
 * The handle a session is shown and ended by: derived from the stored hash, so neither the
 * token nor the row's key ever reaches a page, and no column is needed.
 */
export function sessionHandle(sessionId: string): string {
  return createHash('sha256').update(`session-handle\0${sessionId}`).digest('hex').slice(0, 32);
}

/** The live sessions of a user (not revoked, within their 8 hours, used within the idle limit), latest activity first. */
async function liveSessionsOf(ctx: AppContext, userId: number) {
  return ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveSessionCondition(ctx)))
    .orderBy(desc(sessions.lastActiveAt));
}

export type CurrentSession = { sessionId: string | null };

/** GET /user/sessions: the caller's live sessions for the account centre (issue 12 item 15). */
export async function listAccountSessions({ ctx, actor, input }: UseCaseOptions<CurrentSession, UserActor>): Promise<AccountSession[]> {
  const rows = await liveSessionsOf(ctx, actor.user.id);
  return rows.map((row) => ({
    id: sessionHandle(row.id),
    device: deviceSummary(row.userAgent, actor.locale),
    clientIp: maskAddress(row.clientIp),
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    current: row.id === input.sessionId,
  }));
}

/** DELETE /user/sessions/{id}: ends one of the caller's own sessions; another person's handle is a 404. */
export async function endAccountSession({ ctx, actor, input }: UseCaseOptions<{ handle: string }, UserActor>): Promise<EndedSessionsResult> {
  const target = (await liveSessionsOf(ctx, actor.user.id)).find((row) => sessionHandle(row.id) === input.handle);
  if (!target) throw new AppError('notFound');
  const ended = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(sessions.id, target.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  // Open event streams of that session close at their next heartbeat's recheck; other tabs of this one stay.
  return { ended: ended.length };
}

/** POST /user/sessions/end-others: every session of the caller's account but this one. */
export async function endOtherAccountSessions({ ctx, actor, input }: UseCaseOptions<CurrentSession, UserActor>): Promise<EndedSessionsResult> {
  return { ended: await revokeAllSessions(ctx, actor.user.id, input.sessionId) };
}
