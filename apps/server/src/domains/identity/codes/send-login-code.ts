import type { UseCaseOptions } from '../../../platform/use-case';
import { sendVerificationCode } from '../../../verification/send-code';
import { checkCaptcha } from '../captcha/check-captcha';
import type { Caller } from '../caller';
import { CODE_PURPOSES } from '../code-purposes';
import { findUserByPhone } from '../users/find-user';
import { composeCodeMessage } from './code-texts';

export type SendLoginCodeInput = { phone: string; photoCode: string; captchaToken: string };

/**
 * POST /phone/login/sendSms, behind the captcha: the number may not be the caller's, and
 * every text costs money (issue 12 item 9). The caller gets the same answer, with the same
 * limits and timing, whether the phone has an account or not; an unknown phone receives a
 * text saying it has no account instead of a code: its owner learns why, the caller
 * nothing. A phone whose registration was never finished gets a code, and signing in with
 * it leads on to complete-info.
 */
export async function sendLoginCode({ ctx, actor, input }: UseCaseOptions<SendLoginCodeInput, Caller>): Promise<void> {
  await checkCaptcha(ctx, { token: input.captchaToken, answer: input.photoCode, field: 'photoCode' });
  const user = await findUserByPhone(ctx.db, input.phone);
  await sendVerificationCode(ctx, {
    purpose: CODE_PURPOSES.login,
    channel: 'sms',
    to: input.phone,
    clientIp: actor.clientIp,
    locale: actor.locale,
    compose: composeCodeMessage(user ? 'login' : 'loginNoAccount'),
  });
}
