import type { LoginResult, TotpChallengeResult } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { checkVerificationCode } from '../../../verification/send-code';
import { CODE_PURPOSES } from '../code-purposes';
import { findUserByPhone } from '../users/find-user';
import { checkLoginAllowed, recordLoginSuccess } from './login-throttle';
import type { ClientInfo } from './open-session';
import { openSessionUnlessTotp } from '../../../auth/totp/totp-sign-in';

export type LoginWithPhoneOptions = { phone: string; msgCode: string; client: ClientInfo };

/**
 * POST /phone/login: the SMS code proves the phone. The lockout check comes first, so a
 * locked account cannot even spend a code; a wrong code counts as a failed sign-in.
 */
export async function loginWithPhone(ctx: AppContext, { phone, msgCode, client }: LoginWithPhoneOptions): Promise<LoginResult | TotpChallengeResult> {
  const account = `phone:${phone}`;
  await checkLoginAllowed(ctx, account, client.clientIp);
  await checkVerificationCode(ctx, CODE_PURPOSES.login, phone, msgCode, 'msgCode');
  const user = await findUserByPhone(ctx.db, phone);
  // Only the owner of the phone gets this far, so naming the missing account tells nobody else anything.
  if (!user) throw new AppError('accountNotFound');
  if (user.status === 'foriben') throw new AppError('accountDisabled');
  await recordLoginSuccess(ctx, account, client.clientIp);
  // Staff with two-step sign-in on get a challenge for POST /portal/login/totp instead of a session.
  return openSessionUnlessTotp(ctx, user, client);
}
