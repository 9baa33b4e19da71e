import type { Locale } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { sendVerificationCode } from '../../../verification/send-code';
import { CODE_PURPOSES } from '../code-purposes';
import { findUserByPhone } from '../users/find-user';
import { composeCodeMessage } from './code-texts';

export type SendLoginCodeOptions = { phone: string; clientIp: string; locale: Locale };

/**
 * POST /phone/login/sendSms. The caller gets the same answer, with the same limits and
 * timing, whether the phone has an account or not, so the call cannot be used to find
 * out who is registered. An unknown phone receives a text saying it has no account
 * instead of a code: its owner learns why, the caller learns nothing.
 */
export async function sendLoginCode(ctx: AppContext, { phone, clientIp, locale }: SendLoginCodeOptions): Promise<void> {
  const user = await findUserByPhone(ctx.db, phone);
  await sendVerificationCode(ctx, {
    purpose: CODE_PURPOSES.login,
    channel: 'sms',
    to: phone,
    clientIp,
    locale,
    compose: composeCodeMessage(user ? 'login' : 'loginNoAccount'),
  });
}
