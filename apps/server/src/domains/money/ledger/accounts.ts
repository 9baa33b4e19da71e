import { and, eq, isNull } from 'drizzle-orm';
import type { Currency, LedgerAccountKind } from '@wardline/contract';
import type { Database } from '../../../db/client';
import { ledgerAccounts } from '../money.tables';

/** The platform's own accounts: one per kind and currency, no owner. */
export type PlatformAccountKind = Exclude<LedgerAccountKind, 'companyBalance' | 'hackerEarnings' | 'projectPool'>;

/** Which account: a person's (company balance, hacker earnings), a project's pool, or one of the platform's. */
export type AccountRef =
  | { kind: 'companyBalance' | 'hackerEarnings'; currency: Currency; ownerId: number }
  | { kind: 'projectPool'; currency: Currency; projectId: number; companyId: number }
  | { kind: PlatformAccountKind; currency: Currency };

/** An account named without its currency (a transfer moves one currency: it supplies it). */
export type AccountName = AccountRef extends infer R ? (R extends AccountRef ? Omit<R, 'currency'> : never) : never;

export type LedgerAccount = { id: number; kind: LedgerAccountKind; currency: Currency };

function whereOf(ref: AccountRef) {
  const base = and(eq(ledgerAccounts.kind, ref.kind), eq(ledgerAccounts.currency, ref.currency));
  if (ref.kind === 'projectPool') return and(eq(ledgerAccounts.projectId, ref.projectId), base);
  if (ref.kind === 'companyBalance' || ref.kind === 'hackerEarnings') return and(eq(ledgerAccounts.ownerUserId, ref.ownerId), base, isNull(ledgerAccounts.projectId));
  return and(base, isNull(ledgerAccounts.ownerUserId), isNull(ledgerAccounts.projectId));
}

/** The account of a reference, if it was ever opened (an account opens with its first movement). */
export async function findAccount(db: Database, ref: AccountRef): Promise<(LedgerAccount & { balanceFen: number }) | undefined> {
  const [row] = await db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, currency: ledgerAccounts.currency, balanceFen: ledgerAccounts.balanceFen })
    .from(ledgerAccounts)
    .where(whereOf(ref))
    .limit(1);
  return row;
}

/**
 * The account of a reference, opened on first use. Two transactions opening the same account at
 * once both end with the one row (the unique constraint keeps one; the loser reads it).
 */
export async function accountFor(db: Database, ref: AccountRef, at: Date): Promise<LedgerAccount> {
  const found = await findAccount(db, ref);
  if (found) return found;
  await db
    .insert(ledgerAccounts)
    .values({
      kind: ref.kind,
      currency: ref.currency,
      ownerUserId: ref.kind === 'projectPool' ? ref.companyId : 'ownerId' in ref ? ref.ownerId : null,
      projectId: ref.kind === 'projectPool' ? ref.projectId : null,
      createdAt: at,
    })
    .onConflictDoNothing();
  const opened = await findAccount(db, ref);
  if (!opened) throw new Error(`ledger account ${ref.kind} could not be opened`);
  return opened;
}
