import type { LoginResult, RegistrationContinuation, TotpChallengeResult } from '@wardline/contract';
import { AppError } from '../../../http/app-error';
import { checkVerificationCode } from '../../../verification/send-code';
import type { UseCaseOptions } from '../../../platform/use-case';
import type { CaptchaAnswer } from '../captcha/check-captcha';
import type { Caller } from '../caller';
import { CODE_PURPOSES } from '../code-purposes';
import { findUserByPhone } from '../users/find-user';
import { issueRegistrationTicket } from '../registration/registration-ticket';
import { beginSignInAttempt, recordSignInSuccess } from './sign-in-guard';
import { finishSignIn, type SignInOutcome } from './finish-sign-in';

export type LoginWithPhoneInput = { phone: string; msgCode: string; captcha: Omit<CaptchaAnswer, 'field'> | null; device: string | null };

/**
 * POST /phone/login: the SMS code proves the phone. The failure limits come first (after a
 * few failures from unknown browsers, a captcha), so a locked address cannot even spend a
 * code; a wrong code counts as a failed sign-in. A phone whose registration was never
 * finished (`imperfect`, issue 13 item 24) gets the complete-info ticket instead of a
 * session, and the web app goes on to complete-info (spec 000 §4).
 */
export async function loginWithPhone({
  ctx,
  actor,
  input,
}: UseCaseOptions<LoginWithPhoneInput, Caller>): Promise<SignInOutcome<LoginResult | TotpChallengeResult | RegistrationContinuation>> {
  const counters = await beginSignInAttempt(ctx, { account: `phone:${input.phone}`, clientIp: actor.clientIp, device: input.device, captcha: input.captcha });
  await checkVerificationCode(ctx, CODE_PURPOSES.login, input.phone, input.msgCode, 'msgCode');
  const user = await findUserByPhone(ctx.db, input.phone);
  // Only the owner of the phone gets this far, so what follows tells nobody else anything.
  if (!user) throw new AppError('accountNotFound');
  if (user.status === 'foriben') throw new AppError('accountDisabled');
  await recordSignInSuccess(ctx, counters);
  if (user.status === 'imperfect' && !user.passwordHash) {
    const idToken = await issueRegistrationTicket(ctx, input.phone);
    return { answer: { userStatus: 'imperfect', idToken }, device: null };
  }
  return finishSignIn(ctx, actor, user, input.device);
}
