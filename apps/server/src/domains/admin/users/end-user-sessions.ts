import type { EndedSessionsResult } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../platform/use-case';
import { enforce } from '../../../platform/policy/policy';
import { revokeAllSessions } from '../../../auth/revoke-all-sessions';
import { recordAudit } from '../../audit/record-audit';
import { asPolicyActor, type StaffActor } from '../../audit/staff-actor';
import { userAdminRefusal } from './user-policy';
import { targetUser } from './target-user';

export type EndUserSessionsOptions = { ctx: AppContext; actor: StaffActor; input: { publicId: string } };

/**
 * POST /admin/users/{id}/end-sessions (issue 12 item 15): staff end every live session of
 * an account at once — a lost phone, a shared computer, a suspected takeover — without
 * disabling it; the person signs in again. Audited in the same transaction; the account's
 * open event streams close at once. Staff accounts need staff administration too, and
 * nobody ends their own this way (the account centre does that).
 */
export async function endUserSessions({ ctx, actor, input: { publicId } }: EndUserSessionsOptions): Promise<EndedSessionsResult> {
  const result = await inTransaction(ctx, async (txc) => {
    const user = await targetUser(txc.db, publicId);
    enforce(userAdminRefusal(asPolicyActor(actor), 'endSessions', user));
    const ended = await revokeAllSessions(txc, user.id);
    await recordAudit(txc.db, { actor, action: 'user.endSessions', targetType: 'user', targetId: publicId, before: null, after: { endedSessions: ended } });
    return { userId: user.id, ended };
  });
  await ctx.live.sessionsEnded([result.userId]);
  return { ended: result.ended };
}
