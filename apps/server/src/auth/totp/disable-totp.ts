import { eq } from 'drizzle-orm';
import type { TotpStatus } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { inTransaction } from '../../platform/use-case';
import { recordAudit } from '../../domains/audit/record-audit';
import type { StaffActor } from '../../domains/audit/staff-actor';
import { requireFreshAuthentication } from '../fresh-authentication';
import { staffTotp, totpChallenges } from './totp.tables';
import { consumeTotpCode } from './consume-totp-code';
import { claimTotpCheck } from './totp-attempts';
import { getTotpStatus } from './get-totp-status';

export type DisableTotpOptions = { ctx: AppContext; actor: StaffActor; input: { totp: string; password: string } };

/**
 * POST /admin/me/totp/disable: the current password (fresh authentication) and a right
 * current code turn two-step sign-in off; a stolen session alone cannot.
 */
export async function disableTotp({ ctx, actor, input: { totp, password } }: DisableTotpOptions): Promise<TotpStatus> {
  const status = await getTotpStatus(ctx.db, actor.staffId);
  if (!status.enabled) throw new AppError('stateConflict');
  await requireFreshAuthentication(ctx, actor.staffId, password);
  await claimTotpCheck(ctx, actor.staffId);
  await inTransaction(ctx, async (txc) => {
    const tx = txc.db;
    if (!(await consumeTotpCode(ctx, tx, actor.staffId, totp))) throw new AppError('totpInvalid');
    await tx.delete(staffTotp).where(eq(staffTotp.userId, actor.staffId));
    await tx.delete(totpChallenges).where(eq(totpChallenges.userId, actor.staffId));
    await recordAudit(tx, {
      actor,
      action: 'totp.disable',
      targetType: 'user',
      targetId: actor.publicId ?? actor.staffId,
      before: { totpEnabled: true },
      after: { totpEnabled: false },
    });
  });
  return getTotpStatus(ctx.db, actor.staffId);
}
