import { eq } from 'drizzle-orm';
import type { TotpStatus } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../../domains/audit/record-audit';
import type { StaffActor } from '../../domains/audit/staff-actor';
import { staffTotp, totpChallenges } from './totp.tables';
import { consumeTotpCode } from './consume-totp-code';
import { claimTotpCheck } from './totp-attempts';
import { getTotpStatus } from './get-totp-status';

/** POST /admin/me/totp/disable: a right current code turns two-step sign-in off; a stolen session alone cannot. */
export async function disableTotp(ctx: AppContext, actor: StaffActor, code: string): Promise<TotpStatus> {
  const status = await getTotpStatus(ctx.db, actor.staffId);
  if (!status.enabled) throw new AppError('stateConflict');
  await claimTotpCheck(ctx.db, actor.staffId);
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeTotpCode(ctx, tx, actor.staffId, code))) throw new AppError('totpInvalid');
    await tx.delete(staffTotp).where(eq(staffTotp.userId, actor.staffId));
    await tx.delete(totpChallenges).where(eq(totpChallenges.userId, actor.staffId));
    await recordAudit(tx, {
      actor,
      action: 'totp.disable',
      targetType: 'user',
      targetId: actor.staffId,
      before: { totpEnabled: true },
      after: { totpEnabled: false },
    });
  });
  return getTotpStatus(ctx.db, actor.staffId);
}
