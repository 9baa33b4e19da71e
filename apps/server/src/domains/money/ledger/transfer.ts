import { asc, eq, sql } from 'drizzle-orm';
import { LEDGER_KINDS_ALLOWED_NEGATIVE, type Currency, type LedgerAccountKind, type LedgerTransferKind } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { rowsOf } from '../../../db/client';
import { inTransaction } from '../../../platform/use-case';
import { ledgerEntries, ledgerTransfers } from '../money.tables';
import { accountFor, type AccountName, type AccountRef } from './accounts';

export type TransferEntry = { account: AccountName; amountFen: number };

export type TransferOptions = {
  /** Makes the transfer happen once: a second call with the key finds the first (`created: false`). */
  key: string;
  kind: LedgerTransferKind;
  currency: Currency;
  /** Signed amounts adding up to zero; zero amounts are left out. */
  entries: TransferEntry[];
  memo?: string;
  refs?: { projectId?: number | null; bugId?: number | null; payoutId?: number | null };
  /** The person who caused it (staff recording a deposit); null for the platform. */
  createdBy?: number | null;
};

export type TransferResult = {
  transferId: number;
  /** False when the key had been used: nothing moved now. */
  created: boolean;
  entries: { accountId: number; amountFen: number; balanceAfterFen: number }[];
};

/**
 * A debit an account could not cover: the transfer (and the transaction or savepoint it ran
 * in) is rolled back; nothing moved. `shortFen` is what was missing.
 */
export class InsufficientFunds extends Error {
  constructor(
    readonly kind: LedgerAccountKind,
    readonly accountId: number,
    readonly shortFen: number,
  ) {
    super(`ledger account ${accountId} (${kind}) is short by ${shortFen} fen`);
    this.name = 'InsufficientFunds';
  }
}

const MAY_GO_NEGATIVE = new Set<LedgerAccountKind>(LEDGER_KINDS_ALLOWED_NEGATIVE);

/**
 * Moves money (issue 10 §1): one transfer row keyed for idempotency, then per account — in
 * account-id order, so concurrent transfers lock accounts in one order and cannot deadlock —
 * one UPDATE: a debit of an account that must stay ≥ 0 is conditional (`WHERE balance_fen +
 * amount >= 0 RETURNING`), and when it finds no row the transfer is refused with
 * `InsufficientFunds`; then the entries with the balances the updates returned. Never a
 * read-then-write: the database decides in the update whether the money is there. Runs in the
 * caller's transaction (as a savepoint), so a refusal undoes only the transfer.
 */
export async function transfer(ctx: AppContext, options: TransferOptions): Promise<TransferResult> {
  const entries = options.entries.filter((e) => e.amountFen !== 0);
  for (const e of entries) if (!Number.isSafeInteger(e.amountFen)) throw new RangeError(`ledger amount must be whole fen: ${e.amountFen}`);
  if (entries.reduce((sum, e) => sum + e.amountFen, 0) !== 0) throw new Error(`transfer ${options.key} does not balance`);
  if (entries.length < 2) throw new Error(`transfer ${options.key} moves nothing`);

  return inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const [inserted] = await tx.db
      .insert(ledgerTransfers)
      .values({
        idempotencyKey: options.key,
        kind: options.kind,
        currency: options.currency,
        memo: options.memo ?? '',
        projectId: options.refs?.projectId ?? null,
        bugId: options.refs?.bugId ?? null,
        payoutId: options.refs?.payoutId ?? null,
        createdBy: options.createdBy ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
      .returning({ id: ledgerTransfers.id });
    if (!inserted) return existingTransfer(tx, options.key);

    const resolved = [];
    for (const entry of entries) resolved.push({ account: await accountFor(tx.db, { ...entry.account, currency: options.currency } as AccountRef, now), amountFen: entry.amountFen });
    resolved.sort((a, b) => a.account.id - b.account.id);

    const applied: TransferResult['entries'] = [];
    for (const { account, amountFen } of resolved) {
      const guarded = amountFen < 0 && !MAY_GO_NEGATIVE.has(account.kind);
      const result = await tx.db.execute(sql`
        UPDATE ledger_accounts SET balance_fen = balance_fen + ${amountFen}
        WHERE id = ${account.id} ${guarded ? sql`AND balance_fen + ${amountFen} >= 0` : sql``}
        RETURNING balance_fen`);
      const [row] = rowsOf<{ balance_fen: string | number }>(result);
      if (!row) {
        const [current] = rowsOf<{ balance_fen: string | number }>(await tx.db.execute(sql`SELECT balance_fen FROM ledger_accounts WHERE id = ${account.id}`));
        throw new InsufficientFunds(account.kind, account.id, -amountFen - Number(current?.balance_fen ?? 0));
      }
      applied.push({ accountId: account.id, amountFen, balanceAfterFen: Number(row.balance_fen) });
    }
    await tx.db.insert(ledgerEntries).values(applied.map((e) => ({ transferId: inserted.id, ...e, createdAt: now })));
    return { transferId: inserted.id, created: true, entries: applied };
  });
}

/** The transfer a key already made, with its entries (a repeated request's answer). */
async function existingTransfer(ctx: AppContext, key: string): Promise<TransferResult> {
  const [row] = await ctx.db.select({ id: ledgerTransfers.id }).from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, key)).limit(1);
  if (!row) throw new Error(`transfer ${key} vanished`);
  const entries = await ctx.db
    .select({ accountId: ledgerEntries.accountId, amountFen: ledgerEntries.amountFen, balanceAfterFen: ledgerEntries.balanceAfterFen })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transferId, row.id))
    .orderBy(asc(ledgerEntries.id));
  return { transferId: row.id, created: false, entries };
}
