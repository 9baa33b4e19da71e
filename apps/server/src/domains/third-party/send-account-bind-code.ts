import { accountKind } from '@wardline/contract';
import type { UseCaseOptions } from '../../platform/use-case';
import { fieldError } from '../../http/app-error';
import { sendVerificationCode } from '../../verification/send-code';
import { checkCaptcha } from '../identity/captcha/check-captcha';
import { findUserByAccount } from '../identity/users/find-user';
import { BIND_CODE_PURPOSES, composeBindMessage } from './bind-code-texts';
import { readBindTicket } from './bind-ticket';
import type { Caller, SignInBrowser } from './caller';

export type SendAccountBindCodeInput = SignInBrowser & { account: string; photoCode: string; captchaToken: string; idToken: string };

/**
 * POST /user/accountBind/sendSms (the bind screen's "send code"; the spec does not show
 * its path): only with a live bind ticket and behind a captcha, a code to the phone (SMS)
 * or email of the account to bind. An unknown account gets a "no account" message and
 * the caller the same answer, so the call tells nobody who is registered.
 */
export async function sendAccountBindCode({ ctx, actor, input }: UseCaseOptions<SendAccountBindCodeInput, Caller>): Promise<null> {
  const { account, photoCode, captchaToken, idToken, browser } = input;
  const kind = accountKind(account);
  if (!kind) throw fieldError('account', 'account.format');
  await readBindTicket(ctx, { idToken, browser });
  await checkCaptcha(ctx, { token: captchaToken, answer: photoCode, field: 'photoCode' });
  const user = await findUserByAccount(ctx.db, account);
  await sendVerificationCode(ctx, {
    purpose: BIND_CODE_PURPOSES.bindAccount,
    channel: kind === 'email' ? 'email' : 'sms',
    to: account,
    clientIp: actor.clientIp,
    locale: actor.locale,
    compose: composeBindMessage(user ? 'bindAccount' : 'bindNoAccount'),
  });
  return null;
}
