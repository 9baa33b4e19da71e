import type { Locale } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { sendVerificationCode } from '../../../verification/send-code';
import { checkCaptcha } from '../captcha/check-captcha';
import { CODE_PURPOSES } from '../code-purposes';
import { isPhoneRegistered } from '../users/find-user';
import { composeCodeMessage } from './code-texts';

export type SendRegisterCodeOptions = { phone: string; photoCode: string; captchaToken: string; clientIp: string; locale: Locale };

/**
 * POST /phoneRegister/sendSms: the captcha first (so a script cannot probe which phones
 * are registered), then the refusal of a phone that already has an account, then the code.
 */
export async function sendRegisterCode(ctx: AppContext, { phone, photoCode, captchaToken, clientIp, locale }: SendRegisterCodeOptions): Promise<void> {
  await checkCaptcha(ctx, { token: captchaToken, answer: photoCode, field: 'photoCode' });
  if (await isPhoneRegistered(ctx.db, phone)) throw new AppError('phoneRegistered', [{ field: 'phone', rule: 'phone.registered' }]);
  await sendVerificationCode(ctx, {
    purpose: CODE_PURPOSES.register,
    channel: 'sms',
    to: phone,
    clientIp,
    locale,
    compose: composeCodeMessage('register'),
  });
}
