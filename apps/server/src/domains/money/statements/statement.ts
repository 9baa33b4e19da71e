import { and, desc, eq, lt } from 'drizzle-orm';
import { fenToYuan, type Currency, type StatementLine, type StatementPage } from '@wardline/contract';
import type { Database } from '../../../db/client';
import { fieldError } from '../../../http/app-error';
import type { UserActor } from '../../../platform/actor';
import { enforce } from '../../../platform/policy/policy';
import type { UseCaseOptions } from '../../../platform/use-case';
import { bugs } from '../../bugs/bugs.tables';
import { projects } from '../../projects/projects.tables';
import { findAccount } from '../ledger/accounts';
import { ledgerEntries, ledgerTransfers, payouts } from '../money.tables';
import { statementAccountOf, statementRefusal } from '../money-policy';

/** The page position after an entry: opaque to clients (the entry id never shows as a number). */
export function encodeCursor(entryId: number): string {
  return Buffer.from(`e${entryId}`).toString('base64url');
}

export function decodeCursor(cursor: string): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^e(\d{1,15})$/.exec(text);
  if (!match) throw fieldError('cursor', 'invalid');
  return Number(match[1]);
}

/**
 * One account's movements newest first, from `before` (exclusive), `limit` of them: one read
 * of the index (account, id desc) joined by primary key to each movement's transfer, report,
 * project and payout.
 */
export async function statementLines(db: Database, accountId: number, options: { before?: number; limit: number }): Promise<(StatementLine & { entryId: number })[]> {
  const rows = await db
    .select({
      entryId: ledgerEntries.id,
      amountFen: ledgerEntries.amountFen,
      balanceAfterFen: ledgerEntries.balanceAfterFen,
      at: ledgerEntries.createdAt,
      kind: ledgerTransfers.kind,
      memo: ledgerTransfers.memo,
      projectId: projects.publicId,
      projectName: projects.name,
      bugId: bugs.publicId,
      holeNumber: bugs.holeNumber,
      title: bugs.title,
      payout: { gross: payouts.grossFen, tax: payouts.taxFen, net: payouts.netFen, state: payouts.state },
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .leftJoin(projects, eq(projects.id, ledgerTransfers.projectId))
    .leftJoin(bugs, eq(bugs.id, ledgerTransfers.bugId))
    .leftJoin(payouts, eq(payouts.id, ledgerTransfers.payoutId))
    .where(and(eq(ledgerEntries.accountId, accountId), options.before === undefined ? undefined : lt(ledgerEntries.id, options.before)))
    .orderBy(desc(ledgerEntries.id))
    .limit(options.limit);
  return rows.map((r) => ({
    entryId: r.entryId,
    at: r.at.toISOString(),
    kind: r.kind,
    amount: fenToYuan(r.amountFen),
    balanceAfter: fenToYuan(r.balanceAfterFen),
    memo: r.memo,
    project: r.projectId && r.projectName !== null ? { id: r.projectId, name: r.projectName } : null,
    bug: r.bugId && r.holeNumber !== null && r.title !== null ? { id: r.bugId, holeNumber: r.holeNumber, title: r.title } : null,
    payout:
      r.payout && r.payout.gross !== null && r.payout.state !== null
        ? { gross: fenToYuan(r.payout.gross), tax: fenToYuan(r.payout.tax ?? 0), net: fenToYuan(r.payout.net ?? 0), state: r.payout.state }
        : null,
  }));
}

/** The caller's own account of a currency: a hacker's earnings, a company's balance (null before its first movement). */
export async function ownAccount(db: Database, actor: UserActor, currency: Currency) {
  enforce(statementRefusal(actor.user));
  const kind = statementAccountOf(actor.user)!;
  return { kind, account: await findAccount(db, { kind, ownerId: actor.user.id, currency }) };
}

/**
 * GET /account/statement (designed, issue 10 §2): every movement of the caller's own account,
 * newest first, a keyset page at a time (`cursor` from the previous page), each with its report
 * and project (and, for a payout, gross, tax and net). Staff and accounts without a type have no
 * statement (403).
 */
export async function getStatement({ ctx, actor, input }: UseCaseOptions<{ currency: Currency; cursor?: string; size: number }, UserActor>): Promise<StatementPage> {
  const before = input.cursor ? decodeCursor(input.cursor) : undefined;
  const { kind, account } = await ownAccount(ctx.db, actor, input.currency);
  if (!account) return { account: kind, currency: input.currency, balance: '0.00', data: [], nextCursor: null };
  const lines = await statementLines(ctx.db, account.id, { before, limit: input.size + 1 });
  const page = lines.slice(0, input.size);
  return {
    account: kind,
    currency: input.currency,
    balance: fenToYuan(account.balanceFen),
    data: page.map(({ entryId: _, ...line }) => line),
    nextCursor: lines.length > input.size ? encodeCursor(page[page.length - 1]!.entryId) : null,
  };
}
