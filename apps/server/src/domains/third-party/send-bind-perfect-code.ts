import type { UseCaseOptions } from '../../platform/use-case';
import { sendVerificationCode } from '../../verification/send-code';
import { checkCaptcha } from '../identity/captcha/check-captcha';
import { isPhoneRegistered } from '../identity/users/find-user';
import { BIND_CODE_PURPOSES, composeBindMessage } from './bind-code-texts';
import type { Caller } from './caller';

export type SendBindPerfectCodeInput = { phone: string; photoCode: string; captchaToken: string };

/**
 * POST /user/accountBindPerfect/sendSms: behind a captcha, a code to the phone of the account
 * to create. A registered phone gets "it already has an account" instead, and the caller the
 * same answer (no enumeration).
 */
export async function sendBindPerfectCode({ ctx, actor, input }: UseCaseOptions<SendBindPerfectCodeInput, Caller>): Promise<null> {
  const { phone, photoCode, captchaToken } = input;
  await checkCaptcha(ctx, { token: captchaToken, answer: photoCode, field: 'photoCode' });
  const registered = await isPhoneRegistered(ctx.db, phone);
  await sendVerificationCode(ctx, {
    purpose: BIND_CODE_PURPOSES.bindPerfect,
    channel: 'sms',
    to: phone,
    clientIp: actor.clientIp,
    locale: actor.locale,
    compose: composeBindMessage(registered ? 'bindPerfectHasAccount' : 'bindPerfect'),
  });
  return null;
}
