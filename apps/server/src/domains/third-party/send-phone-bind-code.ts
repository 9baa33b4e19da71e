import type { Locale } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { sendVerificationCode } from '../../verification/send-code';
import { findUserByPhone } from '../identity/users/find-user';
import { BIND_CODE_PURPOSES, composeBindMessage } from './bind-code-texts';

/**
 * POST /phone/sendSms (/qualification/tel, signed in): a code to the phone the user adds
 * to an account that has none. A phone of another account is refused (the caller is a
 * signed-in user, limited like every send).
 */
export async function sendPhoneBindCode(ctx: AppContext, { userId, phone, clientIp, locale }: { userId: number; phone: string; clientIp: string; locale: Locale }): Promise<void> {
  const owner = await findUserByPhone(ctx.db, phone);
  if (owner && owner.id !== userId) throw new AppError('phoneRegistered', [{ field: 'telephone', rule: 'phone.registered' }]);
  await sendVerificationCode(ctx, { purpose: BIND_CODE_PURPOSES.phoneBind, channel: 'sms', to: phone, clientIp, locale, compose: composeBindMessage('phoneBind') });
}
