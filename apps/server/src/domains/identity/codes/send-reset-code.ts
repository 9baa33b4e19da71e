import { accountKind } from '@wardline/contract';
import { fieldError } from '../../../http/app-error';
import type { UseCaseOptions } from '../../../platform/use-case';
import { sendVerificationCode } from '../../../verification/send-code';
import { checkCaptcha } from '../captcha/check-captcha';
import type { Caller } from '../caller';
import { CODE_PURPOSES } from '../code-purposes';
import { findUserByAccount, isCompleteAccount } from '../users/find-user';
import { composeCodeMessage } from './code-texts';

export type SendResetCodeInput = { account: string; photoCode: string; captchaToken: string };

/**
 * POST /portal/sendSms (password reset, step 1): behind a captcha, a 6-digit SMS code to
 * a phone or a 6-character code to an email. Like the sign-in code, an unknown account
 * gets a "no account" message and the caller the same answer.
 */
export async function sendResetCode({ ctx, actor, input: { account, photoCode, captchaToken } }: UseCaseOptions<SendResetCodeInput, Caller>): Promise<void> {
  const kind = accountKind(account);
  if (!kind) throw fieldError('account', 'account.format');
  await checkCaptcha(ctx, { token: captchaToken, answer: photoCode, field: 'photoCode' });
  const user = await findUserByAccount(ctx.db, account);
  await sendVerificationCode(ctx, {
    purpose: CODE_PURPOSES.passwordReset,
    channel: kind === 'email' ? 'email' : 'sms',
    to: account,
    clientIp: actor.clientIp,
    locale: actor.locale,
    compose: composeCodeMessage(isCompleteAccount(user) ? 'reset' : 'resetNoAccount'),
  });
}
