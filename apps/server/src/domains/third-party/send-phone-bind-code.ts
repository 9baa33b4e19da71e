import type { UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import { sendVerificationCode } from '../../verification/send-code';
import { checkCaptcha } from '../identity/captcha/check-captcha';
import { findUserByPhone } from '../identity/users/find-user';
import { BIND_CODE_PURPOSES, composeBindMessage } from './bind-code-texts';

export type SendPhoneBindCodeInput = { phone: string; photoCode: string; captchaToken: string };

/**
 * POST /phone/sendSms (/qualification/tel, signed in): a code to the phone the user adds
 * to an account that has none. Behind the image captcha like every other send: a signed-in
 * account costs nothing to make, and the number may be anyone's (issue 12 item 9). The
 * limits and the hourly SMS budget come next, and the answer is the same for a phone of
 * another account, whose owner is told instead of sent a code (no enumeration).
 */
export async function sendPhoneBindCode({ ctx, actor, input }: UseCaseOptions<SendPhoneBindCodeInput, UserActor>): Promise<null> {
  await checkCaptcha(ctx, { token: input.captchaToken, answer: input.photoCode, field: 'photoCode' });
  const owner = await findUserByPhone(ctx.db, input.phone);
  const taken = owner !== undefined && owner.id !== actor.user.id;
  await sendVerificationCode(ctx, {
    purpose: BIND_CODE_PURPOSES.phoneBind,
    channel: 'sms',
    to: input.phone,
    clientIp: actor.clientIp,
    locale: actor.locale,
    compose: composeBindMessage(taken ? 'phoneBindTaken' : 'phoneBind'),
  });
  return null;
}
