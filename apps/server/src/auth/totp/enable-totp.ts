import { eq } from 'drizzle-orm';
import type { TotpStatus } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { inTransaction } from '../../platform/use-case';
import { recordAudit } from '../../domains/audit/record-audit';
import type { StaffActor } from '../../domains/audit/staff-actor';
import { revokeAllSessions } from '../revoke-all-sessions';
import { staffTotp } from './totp.tables';
import { matchTotpStep } from './totp-codes';
import { totpSecretCipher } from './totp-secret-cipher';
import { claimTotpCheck, forgiveTotpChecks } from './totp-attempts';
import { getTotpStatus } from './get-totp-status';

export type EnableTotpOptions = { ctx: AppContext; actor: StaffActor; input: { totp: string; sessionId: string | null } };

/**
 * POST /admin/me/totp/enable: a right code from the pending secret turns two-step sign-in
 * on, and every other session of the account ends (issue 12 item 15): whoever was signed in
 * elsewhere with the first factor alone must now pass the second.
 */
export async function enableTotp({ ctx, actor, input: { totp, sessionId } }: EnableTotpOptions): Promise<TotpStatus> {
  await claimTotpCheck(ctx, actor.staffId);
  const cipher = await totpSecretCipher(ctx);
  await inTransaction(ctx, async (txc) => {
    const tx = txc.db;
    const now = txc.clock.now();
    const [row] = await tx.select().from(staffTotp).where(eq(staffTotp.userId, actor.staffId)).for('update').limit(1);
    if (!row?.pendingCiphertext || row.enabledAt) throw new AppError('stateConflict');
    const step = matchTotpStep(cipher.decrypt(actor.staffId, row.pendingCiphertext), totp, now.getTime());
    if (step === null) throw new AppError('totpInvalid');
    await tx
      .update(staffTotp)
      .set({ secretCiphertext: row.pendingCiphertext, pendingCiphertext: null, enabledAt: now, lastUsedStep: step, updatedAt: now })
      .where(eq(staffTotp.userId, actor.staffId));
    await forgiveTotpChecks(txc, actor.staffId);
    const endedSessions = await revokeAllSessions(txc, actor.staffId, sessionId);
    await recordAudit(tx, {
      actor,
      action: 'totp.enable',
      targetType: 'user',
      targetId: actor.publicId ?? actor.staffId,
      before: { totpEnabled: false },
      after: { totpEnabled: true, endedSessions },
    });
  });
  return getTotpStatus(ctx.db, actor.staffId);
}
