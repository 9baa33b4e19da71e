import type { Locale } from '@wardline/contract';
import type { AppContext } from '../../context';
import { sendVerificationCode } from '../../verification/send-code';
import { checkCaptcha } from '../identity/captcha/check-captcha';
import { isPhoneRegistered } from '../identity/users/find-user';
import { BIND_CODE_PURPOSES, composeBindMessage } from './bind-code-texts';

export type SendBindPerfectCodeOptions = { phone: string; photoCode: string; captchaToken: string; clientIp: string; locale: Locale };

/**
 * POST /user/accountBindPerfect/sendSms: behind a captcha, a code to the phone of the account
 * to create. A registered phone gets "it already has an account" instead, and the caller the
 * same answer (no enumeration).
 */
export async function sendBindPerfectCode(ctx: AppContext, { phone, photoCode, captchaToken, clientIp, locale }: SendBindPerfectCodeOptions): Promise<void> {
  await checkCaptcha(ctx, { token: captchaToken, answer: photoCode, field: 'photoCode' });
  const registered = await isPhoneRegistered(ctx.db, phone);
  await sendVerificationCode(ctx, {
    purpose: BIND_CODE_PURPOSES.bindPerfect,
    channel: 'sms',
    to: phone,
    clientIp,
    locale,
    compose: composeBindMessage(registered ? 'bindPerfectHasAccount' : 'bindPerfect'),
  });
}
