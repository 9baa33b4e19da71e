import { and, eq, gt, ne } from 'drizzle-orm';
import { registrationPasswordSchema } from '@wardline/contract';
import { AppError } from '../../../http/app-error';
import { decryptNewPassword } from '../../../crypto/password-field';
import { hashPassword } from '../../../crypto/password-hashing';
import { hashOpaqueToken } from '../../../auth/session-token';
import { revokeAllSessions } from '../../../auth/revoke-all-sessions';
import { inTransaction, type UseCaseOptions } from '../../../platform/use-case';
import type { Caller } from '../caller';
import { passwordResetTickets, users } from '../identity.tables';
import { userOwnsAccount } from '../users/find-user';
import { forgiveSignInFailures } from '../login/sign-in-guard';
import { userIdentities } from '../../third-party/third-party.tables';

export type ResetPasswordInput = {
  /** The account of step 1; absent on POST /changepassword, where the check code alone names the user. */
  account?: string;
  checkCode: string;
  newPassword: string;
  rePassword: string;
};

/**
 * POST /user/resetPassword and POST /changepassword: sets a new argon2id hash and ends
 * every session of the user, in one transaction with spending the check code; a reset
 * proven by email also ends the third-party bindings that email did not make. A refusal
 * (bad password, wrong account) rolls back, so the check code can be used again.
 */
export async function resetPassword({ ctx, input: { account, checkCode, newPassword, rePassword } }: UseCaseOptions<ResetPasswordInput, Caller>): Promise<void> {
  const password = await decryptNewPassword(ctx, registrationPasswordSchema, {
    password: ['newPassword', newPassword],
    repeat: ['rePassword', rePassword],
  });
  const passwordHash = await hashPassword(password);

  const user = await inTransaction(ctx, async (txc) => {
    const tx = txc.db;
    const now = txc.clock.now();
    const [ticket] = await tx
      .delete(passwordResetTickets)
      .where(and(eq(passwordResetTickets.id, hashOpaqueToken(checkCode)), gt(passwordResetTickets.expiresAt, now)))
      .returning({ userId: passwordResetTickets.userId, provenWith: passwordResetTickets.provenWith });
    if (!ticket) throw new AppError('checkCodeInvalid', [{ field: 'checkCode', rule: 'checkCode.required' }]);
    const [owner] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, ticket.userId))
      .returning({ id: users.id, phone: users.phone, email: users.email });
    if (!owner || (account !== undefined && !userOwnsAccount(owner, account))) {
      throw new AppError('checkCodeInvalid', [{ field: 'checkCode', rule: 'checkCode.required' }]);
    }
    await revokeAllSessions(txc, owner.id);
    // Proven by the mailbox: third-party sign-ins that this email did not bind end (issue 12, item 8),
    // so whoever attached them to "her" account keeps no way in.
    if (ticket.provenWith.includes('@')) {
      await tx.delete(userIdentities).where(and(eq(userIdentities.userId, owner.id), ne(userIdentities.boundWith, ticket.provenWith)));
    }
    return owner;
  });

  // Whoever reset the password owns the account again: earlier failed guesses no longer ask for a captcha.
  if (user.phone) await forgiveSignInFailures(ctx, `phone:${user.phone}`);
  if (user.email) await forgiveSignInFailures(ctx, `email:${user.email}`);
}
