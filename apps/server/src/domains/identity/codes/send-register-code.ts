import type { Locale } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { sendVerificationCode } from '../../../verification/send-code';
import { checkCaptcha } from '../captcha/check-captcha';
import { CODE_PURPOSES } from '../code-purposes';
import { isPhoneRegistered } from '../users/find-user';
import { composeCodeMessage } from './code-texts';

export type SendRegisterCodeOptions = { phone: string; photoCode: string; captchaToken: string; clientIp: string; locale: Locale };

/**
 * POST /phoneRegister/sendSms: behind the captcha, the same answer whether the phone has an
 * account or not; a registered phone receives "you already have an account" instead of a
 * code, so only its owner learns it (no enumeration).
 */
export async function sendRegisterCode(ctx: AppContext, { phone, photoCode, captchaToken, clientIp, locale }: SendRegisterCodeOptions): Promise<void> {
  await checkCaptcha(ctx, { token: captchaToken, answer: photoCode, field: 'photoCode' });
  const registered = await isPhoneRegistered(ctx.db, phone);
  await sendVerificationCode(ctx, {
    purpose: CODE_PURPOSES.register,
    channel: 'sms',
    to: phone,
    clientIp,
    locale,
    compose: composeCodeMessage(registered ? 'registerHasAccount' : 'register'),
  });
}
