import type { Locale } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { sendVerificationCode } from '../../verification/send-code';
import { checkCaptcha } from '../identity/captcha/check-captcha';
import { isPhoneRegistered } from '../identity/users/find-user';
import { BIND_CODE_PURPOSES, composeBindMessage } from './bind-code-texts';

export type SendBindPerfectCodeOptions = { phone: string; photoCode: string; captchaToken: string; clientIp: string; locale: Locale };

/** POST /user/accountBindPerfect/sendSms: behind a captcha, a code to the phone of the account to create; a registered phone is refused. */
export async function sendBindPerfectCode(ctx: AppContext, { phone, photoCode, captchaToken, clientIp, locale }: SendBindPerfectCodeOptions): Promise<void> {
  await checkCaptcha(ctx, { token: captchaToken, answer: photoCode, field: 'photoCode' });
  if (await isPhoneRegistered(ctx.db, phone)) throw new AppError('phoneRegistered', [{ field: 'phone', rule: 'phone.registered' }]);
  await sendVerificationCode(ctx, {
    purpose: BIND_CODE_PURPOSES.bindPerfect,
    channel: 'sms',
    to: phone,
    clientIp,
    locale,
    compose: composeBindMessage('bindPerfect'),
  });
}
