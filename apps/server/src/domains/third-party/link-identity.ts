import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { ExternalIdentity } from './external-identity';
import { userIdentities } from './third-party.tables';
import { isUniqueViolation } from './unique-violation';

/**
 * Binds an identity to an account, inside the caller's transaction (`tx`: its context). The
 * identity must be free and the account must not have another identity of the same provider;
 * the unique indexes settle a race between two binds, which then gets the same refusal.
 * `boundWith` is the phone or email whose code proved it (see resetPassword).
 */
export async function linkIdentity(tx: Pick<AppContext, 'db' | 'clock'>, userId: number, identity: ExternalIdentity, boundWith: string): Promise<void> {
  const [taken] = await tx.db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, identity.provider), eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)))
    .limit(1);
  if (taken) throw new AppError('identityAlreadyBound');
  const [sameProvider] = await tx.db
    .select({ id: userIdentities.id })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, identity.provider)))
    .limit(1);
  if (sameProvider) throw new AppError('providerAlreadyBound');
  try {
    const now = tx.clock.now();
    await tx.db.insert(userIdentities).values({ userId, ...identity, boundWith, createdAt: now, lastLoginAt: now });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('identityAlreadyBound');
    throw err;
  }
}

/** How an account the user typed is kept in `boundWith`: emails in lower case, phones as they are. */
export function normalizedAccount(account: string): string {
  const trimmed = account.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed;
}
