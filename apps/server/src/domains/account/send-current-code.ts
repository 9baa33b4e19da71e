import type { z } from 'zod';
import type { sendCurrentCodeBody } from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { enforce } from '../../platform/policy/policy';
import { AppError } from '../../http/app-error';
import { sendVerificationCode } from '../../verification/send-code';
import { CODE_PURPOSES } from '../identity/code-purposes';
import { accountRefusal } from './account-policy';
import { boundAddressesOf } from './bound-addresses';
import { composeAccountCode } from './account-codes';

/**
 * POST /user/sendVerifyCode: a code to the phone or email the account has now, which a change
 * of that address must show as `oldCode` (issue 10 §3: a code to the new address and to the
 * old one), so a stolen session alone cannot move the account to another phone or mailbox.
 * The address comes from the account, never from the body; the send limits are the usual ones.
 */
export async function sendCurrentCode({ ctx, actor, input }: UseCaseOptions<z.output<typeof sendCurrentCodeBody>, UserActor>): Promise<null> {
  const phone = input.type === 'telephone';
  enforce(accountRefusal(actor.user, phone ? 'phone' : 'email'));
  const addresses = await boundAddressesOf(ctx.db, actor.user.id);
  const to = phone ? addresses.phone : addresses.email;
  if (!to) throw new AppError(phone ? 'noBoundAddress' : 'stateConflict');
  await sendVerificationCode(ctx, {
    purpose: phone ? CODE_PURPOSES.currentPhone : CODE_PURPOSES.currentEmail,
    channel: phone ? 'sms' : 'email',
    to,
    clientIp: actor.clientIp,
    locale: actor.locale,
    compose: composeAccountCode(phone ? 'currentPhone' : 'currentEmail'),
  });
  return null;
}
