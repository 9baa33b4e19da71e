import type { UseCaseOptions } from '../../../platform/use-case';
import { sendVerificationCode } from '../../../verification/send-code';
import { checkCaptcha } from '../captcha/check-captcha';
import type { Caller } from '../caller';
import { CODE_PURPOSES } from '../code-purposes';
import { isPhoneRegistered } from '../users/find-user';
import { composeCodeMessage } from './code-texts';

export type SendRegisterCodeInput = { phone: string; photoCode: string; captchaToken: string };

/**
 * POST /phoneRegister/sendSms: behind the captcha, the same answer whether the phone has an
 * account or not; a registered phone receives "you already have an account" instead of a
 * code, so only its owner learns it (no enumeration).
 */
export async function sendRegisterCode({ ctx, actor, input }: UseCaseOptions<SendRegisterCodeInput, Caller>): Promise<void> {
  await checkCaptcha(ctx, { token: input.captchaToken, answer: input.photoCode, field: 'photoCode' });
  const registered = await isPhoneRegistered(ctx.db, input.phone);
  await sendVerificationCode(ctx, {
    purpose: CODE_PURPOSES.register,
    channel: 'sms',
    to: input.phone,
    clientIp: actor.clientIp,
    locale: actor.locale,
    compose: composeCodeMessage(registered ? 'registerHasAccount' : 'register'),
  });
}
