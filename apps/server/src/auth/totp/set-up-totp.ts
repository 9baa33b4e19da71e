import { eq } from 'drizzle-orm';
import type { TotpSetupResult } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { users } from '../../domains/identity/identity.tables';
import { recordAudit } from '../../domains/audit/record-audit';
import type { StaffActor } from '../../domains/audit/staff-actor';
import { staffTotp } from './totp.tables';
import { newTotpSecret, totpUri } from './totp-codes';
import { totpSecretCipher } from './totp-secret-cipher';
import { inTransaction } from '../../platform/use-case';
import { requireFreshAuthentication } from '../fresh-authentication';

export type SetUpTotpOptions = { ctx: AppContext; actor: StaffActor; input: { password: string } };

/**
 * POST /admin/me/totp/setup: after fresh authentication (the current password), a new
 * secret, pending until a code from it is confirmed. The secret leaves the server only in
 * this answer; asking again replaces it. Refused while two-step sign-in is on: turn it off
 * (with a code) first.
 */
export async function setUpTotp({ ctx, actor, input }: SetUpTotpOptions): Promise<TotpSetupResult> {
  await requireFreshAuthentication(ctx, actor.staffId, input.password);
  const cipher = await totpSecretCipher(ctx);
  const secret = newTotpSecret();
  const pendingCiphertext = cipher.encrypt(actor.staffId, secret);
  const [user] = await ctx.db.select({ email: users.email, phone: users.phone, nickname: users.nickname }).from(users).where(eq(users.id, actor.staffId));
  const label = user?.email ?? user?.phone ?? user?.nickname ?? String(actor.staffId);

  await inTransaction(ctx, async ({ db: tx, clock }) => {
    const [row] = await tx.select().from(staffTotp).where(eq(staffTotp.userId, actor.staffId)).for('update').limit(1);
    if (row?.enabledAt) throw new AppError('stateConflict');
    await tx
      .insert(staffTotp)
      .values({ userId: actor.staffId, pendingCiphertext })
      .onConflictDoUpdate({ target: staffTotp.userId, set: { pendingCiphertext, updatedAt: clock.now() } });
    await recordAudit(tx, {
      actor,
      action: 'totp.setup',
      targetType: 'user',
      targetId: actor.publicId ?? actor.staffId,
      before: { totpEnabled: false, pending: Boolean(row?.pendingCiphertext) },
      after: { totpEnabled: false, pending: true },
    });
  });
  return { uri: totpUri(secret, label), secret };
}
