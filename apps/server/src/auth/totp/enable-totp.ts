import { eq, sql } from 'drizzle-orm';
import type { TotpStatus } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../../domains/audit/record-audit';
import type { StaffActor } from '../../domains/audit/staff-actor';
import { staffTotp } from './totp.tables';
import { matchTotpStep } from './totp-codes';
import { totpSecretCipher } from './totp-secret-cipher';
import { claimTotpCheck, forgiveTotpChecks } from './totp-attempts';
import { getTotpStatus } from './get-totp-status';

/** POST /admin/me/totp/enable: a right code from the pending secret turns two-step sign-in on. */
export async function enableTotp(ctx: AppContext, actor: StaffActor, code: string): Promise<TotpStatus> {
  await claimTotpCheck(ctx.db, actor.staffId);
  const cipher = await totpSecretCipher(ctx);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffTotp).where(eq(staffTotp.userId, actor.staffId)).for('update').limit(1);
    if (!row?.pendingCiphertext || row.enabledAt) throw new AppError('stateConflict');
    const step = matchTotpStep(cipher.decrypt(actor.staffId, row.pendingCiphertext), code);
    if (step === null) throw new AppError('totpInvalid');
    await tx
      .update(staffTotp)
      .set({ secretCiphertext: row.pendingCiphertext, pendingCiphertext: null, enabledAt: sql`now()`, lastUsedStep: step, updatedAt: sql`now()` })
      .where(eq(staffTotp.userId, actor.staffId));
    await forgiveTotpChecks(tx, actor.staffId);
    await recordAudit(tx, {
      actor,
      action: 'totp.enable',
      targetType: 'user',
      targetId: actor.staffId,
      before: { totpEnabled: false },
      after: { totpEnabled: true },
    });
  });
  return getTotpStatus(ctx.db, actor.staffId);
}
