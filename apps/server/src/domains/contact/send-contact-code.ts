import { CODE_TTL_SECONDS, type Locale } from '@wardline/contract';
import type { ClientActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { sendVerificationCode } from '../../verification/send-code';
import { checkCaptcha } from '../identity/captcha/check-captcha';

/** The code purpose of the contact form: a code issued here opens nothing else. */
export const CONTACT_CODE_PURPOSE = 'contact';

/** The SMS text: the product name first, as carriers require, then the code and how long it lasts. */
export function contactCodeText(code: string, locale: Locale): string {
  const minutes = Math.round(CODE_TTL_SECONDS / 60);
  return locale === 'en'
    ? `[Wardline] Your verification code for the contact form is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, please ignore this message.`
    : `【守线众测】您正在提交合作咨询，验证码为 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本短信。`;
}

/**
 * POST /contact/sendVerifySms: the 6-digit SMS code that proves the contact form's phone is
 * the sender's, behind the image captcha: the number may be anyone's, and every text costs
 * (issue 12 item 9).
 */
export async function sendContactCode({
  ctx,
  actor,
  input,
}: UseCaseOptions<{ phone: string; photoCode: string; captchaToken: string; locale: Locale }, ClientActor>): Promise<void> {
  await checkCaptcha(ctx, { token: input.captchaToken, answer: input.photoCode, field: 'photoCode' });
  await sendVerificationCode(ctx, {
    purpose: CONTACT_CODE_PURPOSE,
    channel: 'sms',
    to: input.phone,
    clientIp: actor.clientIp,
    locale: input.locale,
    compose: (code, lang) => ({ text: contactCodeText(code, lang) }),
  });
}
