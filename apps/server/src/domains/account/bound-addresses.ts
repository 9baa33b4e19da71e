import { eq } from 'drizzle-orm';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import type { Database } from '../../db/client';
import { enforce } from '../../platform/policy/policy';
import { AppError } from '../../http/app-error';
import { users } from '../identity/identity.tables';
import { maskPhone } from '../certification/mask-numbers';
import { accountRefusal } from './account-policy';

/** a***@example.com: the first character of the mailbox, stars, the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** The phone, email and DingTalk phone of an account, as stored (plain, for the server only). */
export async function boundAddressesOf(db: Database, userId: number) {
  const [row] = await db.select({ phone: users.phone, email: users.email, dingtalkPhone: users.dingtalkPhone }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('unauthorized');
  return row;
}

/** GET /findtelephone: the bound phone, masked. */
export async function findTelephone({ ctx, actor }: UseCaseOptions<undefined, UserActor>) {
  enforce(accountRefusal(actor.user, 'phone'));
  const { phone } = await boundAddressesOf(ctx.db, actor.user.id);
  return { telephone: phone ? maskPhone(phone) : null };
}

/** GET /findemail: the bound email, masked, and whether there is one. */
export async function findEmail({ ctx, actor }: UseCaseOptions<undefined, UserActor>) {
  enforce(accountRefusal(actor.user, 'email'));
  const { email } = await boundAddressesOf(ctx.db, actor.user.id);
  return emailView(email);
}

export const emailView = (email: string | null) => ({ email: email ? maskEmail(email) : null, status: email ? (1 as const) : (0 as const) });

/** GET /findDingTalk: the phone of the bound DingTalk account, masked (not for companies). */
export async function findDingTalk({ ctx, actor }: UseCaseOptions<undefined, UserActor>) {
  enforce(accountRefusal(actor.user, 'dingTalk'));
  const { dingtalkPhone } = await boundAddressesOf(ctx.db, actor.user.id);
  return { dingTalk: dingtalkPhone ? maskPhone(dingtalkPhone) : null };
}
