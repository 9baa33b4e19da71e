import type { Locale } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { sendVerificationCode } from '../../../verification/send-code';
import { checkCaptcha, type CaptchaAnswer } from '../captcha/check-captcha';
import { CODE_PURPOSES } from '../code-purposes';
import { composeCodeMessage } from './code-texts';

export type SendEmailBindCodeOptions = {
  email: string;
  clientIp: string;
  locale: Locale;
  /** Required when the caller is not signed in (GET /portal/emailcode), so mail cannot be sent by a script. */
  captcha?: Omit<CaptchaAnswer, 'field'>;
};

/**
 * A 6-character code proving an email before it is bound to an account (POST
 * /portal/sendEmailCode in the account centre, GET /portal/emailcode on the third-party
 * completion screens). Whether the email is free is decided by the binding call, not
 * here, so this call tells nothing about which emails have accounts.
 */
export async function sendEmailBindCode(ctx: AppContext, { email, clientIp, locale, captcha }: SendEmailBindCodeOptions): Promise<void> {
  if (captcha) await checkCaptcha(ctx, { ...captcha, field: 'photoCode' });
  await sendVerificationCode(ctx, {
    purpose: CODE_PURPOSES.emailBind,
    channel: 'email',
    to: email.toLowerCase(),
    clientIp,
    locale,
    compose: composeCodeMessage('emailBind'),
  });
}
