import { accountKind, PASSWORD_RESET_CHECK_TTL_SECONDS } from '@wardline/contract';
import { AppError } from '../../../http/app-error';
import { checkVerificationCode } from '../../../verification/send-code';
import { hashOpaqueToken, newOpaqueToken } from '../../../auth/session-token';
import type { UseCaseOptions } from '../../../platform/use-case';
import type { Caller } from '../caller';
import { CODE_PURPOSES } from '../code-purposes';
import { passwordResetTickets } from '../identity.tables';
import { findUserByAccount, isCompleteAccount } from '../users/find-user';

export type IssueResetCheckCodeInput = { account: string; msgCode: string };

/**
 * POST /portal/resetPasswordCheckSmsCode (reset, step 1 → 2): the code sent to the phone
 * or email proves the account; the answer is a check code that lets step 2 set a new
 * password within 15 minutes, once. A newer check code replaces an older one.
 */
export async function issueResetCheckCode({ ctx, input: { account, msgCode } }: UseCaseOptions<IssueResetCheckCodeInput, Caller>): Promise<string> {
  // A code sent by mail is named an email code, never an SMS code (issue 13, item 12).
  await checkVerificationCode(ctx, CODE_PURPOSES.passwordReset, account, msgCode, accountKind(account) === 'email' ? 'emailCode' : 'msgCode');
  const user = await findUserByAccount(ctx.db, account);
  // Unknown accounts were sent a "no account" message, so only their owner can hold a valid code here.
  if (!isCompleteAccount(user)) throw new AppError('accountNotFound');

  const provenWith = accountKind(account) === 'email' ? account.trim().toLowerCase() : account.trim();
  const checkCode = newOpaqueToken();
  const id = hashOpaqueToken(checkCode);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_CHECK_TTL_SECONDS * 1000);
  await ctx.db
    .insert(passwordResetTickets)
    .values({ id, userId: user.id, expiresAt, provenWith, createdAt: now })
    .onConflictDoUpdate({ target: passwordResetTickets.userId, set: { id, expiresAt, provenWith, createdAt: now } });
  return checkCode;
}
