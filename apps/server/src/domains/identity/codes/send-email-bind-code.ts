import type { UseCaseOptions } from '../../../platform/use-case';
import { sendVerificationCode } from '../../../verification/send-code';
import { checkCaptcha, type CaptchaAnswer } from '../captcha/check-captcha';
import type { Caller } from '../caller';
import { CODE_PURPOSES } from '../code-purposes';
import { composeCodeMessage } from './code-texts';

export type SendEmailBindCodeInput = {
  email: string;
  /** Required when the caller is not signed in (GET /portal/emailcode), so mail cannot be sent by a script. */
  captcha?: Omit<CaptchaAnswer, 'field'>;
};

/**
 * A 6-character code proving an email before it is bound to an account (POST
 * /portal/sendEmailCode in the account centre, GET /portal/emailcode on the third-party
 * completion screens). Whether the email is free is decided by the binding call, not
 * here, so this call tells nothing about which emails have accounts.
 */
export async function sendEmailBindCode({ ctx, actor, input: { email, captcha } }: UseCaseOptions<SendEmailBindCodeInput, Caller>): Promise<void> {
  if (captcha) await checkCaptcha(ctx, { ...captcha, field: 'photoCode' });
  await sendVerificationCode(ctx, {
    purpose: CODE_PURPOSES.emailBind,
    channel: 'email',
    to: email.toLowerCase(),
    clientIp: actor.clientIp,
    locale: actor.locale,
    compose: composeCodeMessage('emailBind'),
  });
}
