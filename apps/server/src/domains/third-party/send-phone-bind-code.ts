import type { Locale } from '@wardline/contract';
import type { AppContext } from '../../context';
import { sendVerificationCode } from '../../verification/send-code';
import { findUserByPhone } from '../identity/users/find-user';
import { BIND_CODE_PURPOSES, composeBindMessage } from './bind-code-texts';

/**
 * POST /phone/sendSms (/qualification/tel, signed in): a code to the phone the user adds
 * to an account that has none. The limits come first and the answer is the same for a
 * phone of another account, whose owner is told instead of sent a code (no enumeration).
 */
export async function sendPhoneBindCode(ctx: AppContext, { userId, phone, clientIp, locale }: { userId: number; phone: string; clientIp: string; locale: Locale }): Promise<void> {
  const owner = await findUserByPhone(ctx.db, phone);
  const taken = owner !== undefined && owner.id !== userId;
  await sendVerificationCode(ctx, { purpose: BIND_CODE_PURPOSES.phoneBind, channel: 'sms', to: phone, clientIp, locale, compose: composeBindMessage(taken ? 'phoneBindTaken' : 'phoneBind') });
}
