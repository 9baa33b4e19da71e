import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { enforce } from '../../platform/policy/policy';
import { AppError } from '../../http/app-error';
import { sendVerificationCode } from '../../verification/send-code';
import { bankChangeRefusal } from './account-policy';
import { boundAddressesOf } from './bound-addresses';
import { chinaYearOf, lastBankChange } from './bank-card';
import { ACCOUNT_CODE_PURPOSES, composeAccountCode } from './account-codes';

/**
 * POST /user/changeBank/sendSms: the code a bank card change needs, by SMS to the account's
 * bound phone (the payee proves they hold the account's phone, not just a session). Refused
 * before anything is sent when no change is possible this year.
 */
export async function sendBankChangeCode({ ctx, actor }: UseCaseOptions<undefined, UserActor>): Promise<null> {
  enforce(bankChangeRefusal(actor.user));
  const last = await lastBankChange(ctx.db, actor.user.id);
  if (last && last.year === chinaYearOf(ctx.clock.now())) throw new AppError('bankChangedThisYear');
  const { phone } = await boundAddressesOf(ctx.db, actor.user.id);
  if (!phone) throw new AppError('noBoundAddress');
  await sendVerificationCode(ctx, {
    purpose: ACCOUNT_CODE_PURPOSES.bankChange,
    channel: 'sms',
    to: phone,
    clientIp: actor.clientIp,
    locale: actor.locale,
    compose: composeAccountCode('bankChange'),
  });
  return null;
}
