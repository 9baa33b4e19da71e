import { eq } from 'drizzle-orm';
import { loginPasswordSchema, type LoginResult, type TotpChallengeResult } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { checkPasswordRule, decryptPasswordField } from '../../../crypto/password-field';
import { hashPassword, needsRehash, verifyPassword } from '../../../crypto/password-hashing';
import { checkCaptcha } from '../captcha/check-captcha';
import { users } from '../identity.tables';
import { findUserByEmail } from '../users/find-user';
import { checkLoginAllowed, recordLoginSuccess } from './login-throttle';
import type { ClientInfo } from './open-session';
import { openSessionUnlessTotp } from '../../../auth/totp/totp-sign-in';

export type LoginWithEmailOptions = { email: string; password: string; checkcode: string; captchaToken: string; client: ClientInfo };

/**
 * POST /portal/login. Order: the password field must decrypt and follow the login rule
 * (bad input, nothing spent), then the captcha (a script pays for every guess), then the
 * lockout, then the password. An unknown email costs the same argon2 verify and gets
 * the same answer as a wrong password; "disabled" is only said after a right password.
 */
export async function loginWithEmail(ctx: AppContext, { email, password, checkcode, captchaToken, client }: LoginWithEmailOptions): Promise<LoginResult | TotpChallengeResult> {
  const plain = checkPasswordRule(loginPasswordSchema, 'password', await decryptPasswordField(ctx, 'password', password));
  await checkCaptcha(ctx, { token: captchaToken, answer: checkcode, field: 'checkcode' });
  const account = `email:${email}`;
  await checkLoginAllowed(ctx, account, client.clientIp);

  const user = await findUserByEmail(ctx.db, email);
  if (!(await verifyPassword(user?.passwordHash ?? null, plain)) || !user) throw new AppError('wrongCredentials');
  if (user.status === 'foriben') throw new AppError('accountDisabled');
  await recordLoginSuccess(ctx, account, client.clientIp);

  // Hashes made with older cost parameters are upgraded while the plaintext is at hand.
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await ctx.db.update(users).set({ passwordHash: await hashPassword(plain) }).where(eq(users.id, user.id));
  }
  // Staff with two-step sign-in on get a challenge for POST /portal/login/totp instead of a session.
  return openSessionUnlessTotp(ctx, user, client);
}
