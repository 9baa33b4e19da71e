import type { LoginResult, TotpChallengeResult } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { openSessionUnlessTotp } from '../../../auth/totp/totp-sign-in';
import { newDeviceId } from '../devices/device-cookie';
import { rememberDevice } from '../devices/known-devices';
import type { Caller } from '../caller';
import { clientOf } from '../caller';
import type { UserRow } from '../users/find-user';

/** What a sign-in step answers, and the device id to set as the browser's device cookie (when a session opened). */
export type SignInOutcome<A = LoginResult | TotpChallengeResult> = { answer: A; device: string | null };

/**
 * The end of a proven sign-in: a session (or, for staff with two-step sign-in on, the
 * challenge of the second step). A session makes the browser a known device of the account:
 * its device id (the one it brought, or a new one) is remembered and set as its cookie.
 */
export async function finishSignIn(ctx: AppContext, caller: Caller, user: UserRow, device: string | null): Promise<SignInOutcome> {
  const answer = await openSessionUnlessTotp(ctx, user, clientOf(caller));
  if ('totpRequired' in answer) return { answer, device: null };
  return { answer, device: await knownDeviceFor(ctx, user.id, device) };
}

/** Remembers the device for the account and answers its id (a new one for a browser without a cookie). */
export async function knownDeviceFor(ctx: AppContext, userId: number, device: string | null): Promise<string> {
  const id = device ?? newDeviceId();
  await rememberDevice(ctx, userId, id);
  return id;
}
