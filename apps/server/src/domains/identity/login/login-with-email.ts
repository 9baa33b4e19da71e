import { eq } from 'drizzle-orm';
import { loginPasswordSchema } from '@wardline/contract';
import { AppError } from '../../../http/app-error';
import { checkPasswordRule, decryptPasswordField } from '../../../crypto/password-field';
import { hashPassword, needsRehash, verifyPassword } from '../../../crypto/password-hashing';
import type { UseCaseOptions } from '../../../platform/use-case';
import { checkCaptcha } from '../captcha/check-captcha';
import type { Caller } from '../caller';
import { users } from '../identity.tables';
import { findUserByEmail } from '../users/find-user';
import { beginSignInAttempt, recordSignInSuccess } from './sign-in-guard';
import { finishSignIn, type SignInOutcome } from './finish-sign-in';

export type LoginWithEmailInput = { email: string; password: string; checkcode: string; captchaToken: string; device: string | null };

/**
 * POST /portal/login. Order: the password field must decrypt and follow the login rule
 * (bad input, nothing spent), then the captcha (a script pays for every guess), then the
 * failure limits (sign-in-guard.ts), then the password. An unknown email costs the same
 * argon2 verify and gets the same answer as a wrong password; "disabled" is only said after
 * a right password.
 */
export async function loginWithEmail({ ctx, actor, input }: UseCaseOptions<LoginWithEmailInput, Caller>): Promise<SignInOutcome> {
  const plain = checkPasswordRule(loginPasswordSchema, 'password', await decryptPasswordField(ctx, 'password', input.password));
  await checkCaptcha(ctx, { token: input.captchaToken, answer: input.checkcode, field: 'checkcode' });
  const counters = await beginSignInAttempt(ctx, { account: `email:${input.email}`, clientIp: actor.clientIp, device: input.device, captchaAlwaysChecked: true });

  const user = await findUserByEmail(ctx.db, input.email);
  if (!(await verifyPassword(user?.passwordHash ?? null, plain)) || !user) throw new AppError('wrongCredentials');
  if (user.status === 'foriben') throw new AppError('accountDisabled');
  await recordSignInSuccess(ctx, counters);

  // Hashes made with older cost parameters are upgraded while the plaintext is at hand.
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await ctx.db.update(users).set({ passwordHash: await hashPassword(plain) }).where(eq(users.id, user.id));
  }
  return finishSignIn(ctx, actor, user, input.device);
}
