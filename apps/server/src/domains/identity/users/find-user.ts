import { eq } from 'drizzle-orm';
import { accountKind } from '@wardline/contract';
import type { Database } from '../../../db/client';
import { users } from '../identity.tables';

export type UserRow = typeof users.$inferSelect;

export async function findUserByPhone(db: Database, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

/** Emails are stored lower-cased; the lookup lower-cases too, whatever the caller passed. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

/** The account field of the reset and bind screens: an email when it has an @, else a phone. */
export async function findUserByAccount(db: Database, account: string): Promise<UserRow | undefined> {
  const kind = accountKind(account);
  if (kind === 'email') return findUserByEmail(db, account);
  if (kind === 'phone') return findUserByPhone(db, account.trim());
  return undefined;
}

/**
 * True when the phone belongs to an account that went past "complete info". An
 * `imperfect` row (left by an abandoned third-party sign-up) does not block the phone.
 */
export async function isPhoneRegistered(db: Database, phone: string): Promise<boolean> {
  const row = await findUserByPhone(db, phone);
  return row !== undefined && row.status !== 'imperfect';
}

/**
 * True when the row is an account someone can sign in to with a password or reset one
 * for: not the `imperfect` row of a registration that was never finished.
 */
export function isCompleteAccount(user: Pick<UserRow, 'status' | 'passwordHash'> | undefined): user is UserRow {
  return user !== undefined && !(user.status === 'imperfect' && !user.passwordHash);
}

/** True when `account` (phone or email, as the user typed it) is one of this user's identifiers. */
export function userOwnsAccount(user: Pick<UserRow, 'phone' | 'email'>, account: string): boolean {
  const kind = accountKind(account);
  if (kind === 'email') return user.email === account.trim().toLowerCase();
  return kind === 'phone' && user.phone === account.trim();
}
