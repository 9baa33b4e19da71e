import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { decryptPasswordField } from '../crypto/password-field';
import { verifyPassword } from '../crypto/password-hashing';
import { users } from '../domains/identity/identity.tables';

/** Wrong passwords a session may try per 15 minutes before fresh authentication is refused for a while. */
const MAX_WRONG_PASSWORDS = 5;
const WINDOW_SECONDS = 15 * 60;

/**
 * Fresh authentication (issue 12 item 15): before a change to the account's second factor,
 * the signed-in person types their current password again (RSA-OAEP encrypted and used once,
 * like every password field), so a session left open on a shared computer, or stolen, cannot
 * set up or remove two-step sign-in by itself. Wrong passwords are limited per account.
 */
export async function requireFreshAuthentication(ctx: AppContext, userId: number, encryptedPassword: string): Promise<void> {
  const plain = await decryptPasswordField(ctx, 'password', encryptedPassword);
  const key = `reauth:${userId}`;
  if ((await ctx.limiter.peek(key)) >= MAX_WRONG_PASSWORDS) throw new AppError('rateLimited');
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (await verifyPassword(user?.passwordHash ?? null, plain)) return;
  await ctx.limiter.hit(key, MAX_WRONG_PASSWORDS, WINDOW_SECONDS);
  throw new AppError('reauthenticationFailed', [{ field: 'password', rule: 'currentPassword.wrong' }]);
}
