import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { staffTotp } from './totp.tables';
import { matchTotpStep } from './totp-codes';
import { totpSecretCipher } from './totp-secret-cipher';

/**
 * True once for a right code of the user's enabled secret: the step is recorded with a
 * conditional update, so the same code (or an older one) is refused afterwards, even by
 * a request racing this one. `db` may be a transaction.
 */
export async function consumeTotpCode(ctx: AppContext, db: Database, userId: number, code: string): Promise<boolean> {
  const now = ctx.clock.now().getTime();
  const [row] = await db
    .select({ secret: staffTotp.secretCiphertext })
    .from(staffTotp)
    .where(and(eq(staffTotp.userId, userId), isNotNull(staffTotp.enabledAt)))
    .limit(1);
  if (!row?.secret) return false;
  const cipher = await totpSecretCipher(ctx);
  const step = matchTotpStep(cipher.decrypt(userId, row.secret), code, now);
  if (step === null) return false;
  const claimed = await db
    .update(staffTotp)
    .set({ lastUsedStep: step })
    .where(and(eq(staffTotp.userId, userId), or(isNull(staffTotp.lastUsedStep), lt(staffTotp.lastUsedStep, step))))
    .returning({ userId: staffTotp.userId });
  return claimed.length > 0;
}
