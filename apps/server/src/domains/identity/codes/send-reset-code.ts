import { accountKind, type Locale } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { fieldError } from '../../../http/app-error';
import { sendVerificationCode } from '../../../verification/send-code';
import { checkCaptcha } from '../captcha/check-captcha';
import { CODE_PURPOSES } from '../code-purposes';
import { findUserByAccount } from '../users/find-user';
import { composeCodeMessage } from './code-texts';

export type SendResetCodeOptions = { account: string; photoCode: string; captchaToken: string; clientIp: string; locale: Locale };

/**
 * POST /portal/sendSms (password reset, step 1): behind a captcha, a 6-digit SMS code to
 * a phone or a 6-character code to an email. Like the sign-in code, an unknown account
 * gets a "no account" message and the caller the same answer.
 */
export async function sendResetCode(ctx: AppContext, { account, photoCode, captchaToken, clientIp, locale }: SendResetCodeOptions): Promise<void> {
  const kind = accountKind(account);
  if (!kind) throw fieldError('account', 'account.format');
  await checkCaptcha(ctx, { token: captchaToken, answer: photoCode, field: 'photoCode' });
  const user = await findUserByAccount(ctx.db, account);
  await sendVerificationCode(ctx, {
    purpose: CODE_PURPOSES.passwordReset,
    channel: kind === 'email' ? 'email' : 'sms',
    to: account,
    clientIp,
    locale,
    compose: composeCodeMessage(user ? 'reset' : 'resetNoAccount'),
  });
}
