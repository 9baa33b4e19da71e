import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  BUG_PAYABLE_STATES,
  fenToYuan,
  type AdminPayableReport,
  type AdminPayout,
  type AdminSettlementBatch,
  type AdminSettlementBatchDetail,
  type Page,
} from '@wardline/contract';
import type { Database } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { enforce } from '../../../platform/policy/policy';
import type { UseCaseOptions } from '../../../platform/use-case';
import { asPolicyActor, type StaffActor } from '../../audit/staff-actor';
import { bugs } from '../../bugs/bugs.tables';
import { users } from '../../identity/identity.tables';
import { projects } from '../../projects/projects.tables';
import { bugPayments, payouts, settlementBatches, type PayoutRow } from '../money.tables';
import { financeRefusal } from '../money-policy';

const creator = alias(users, 'creator');

/** A batch with its counts and sums (one grouped read of its payouts). */
export async function batchSummary(db: Database, batchId: number): Promise<AdminSettlementBatch | null> {
  const [batch] = await db
    .select({ batch: settlementBatches, createdBy: creator.nickname })
    .from(settlementBatches)
    .leftJoin(creator, eq(creator.id, settlementBatches.createdBy))
    .where(eq(settlementBatches.id, batchId))
    .limit(1);
  if (!batch) return null;
  const [sums] = await db
    .select({
      payouts: count(),
      paid: sql<number>`count(*) filter (where ${payouts.state} = 'paid')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${payouts.state} = 'failed')`.mapWith(Number),
      gross: sql<string>`coalesce(sum(${payouts.grossFen}) filter (where ${payouts.state} <> 'failed'), 0)`,
      tax: sql<string>`coalesce(sum(${payouts.taxFen}) filter (where ${payouts.state} <> 'failed'), 0)`,
      net: sql<string>`coalesce(sum(${payouts.netFen}) filter (where ${payouts.state} <> 'failed'), 0)`,
    })
    .from(payouts)
    .where(eq(payouts.batchId, batchId));
  const [unpaid] = await db.select({ n: count() }).from(bugPayments).where(eq(bugPayments.state, 'unpaid'));
  return {
    id: batch.batch.publicId,
    kind: batch.batch.kind,
    period: batch.batch.period,
    createdAt: batch.batch.createdAt.toISOString(),
    createdBy: batch.createdBy,
    payouts: sums?.payouts ?? 0,
    paid: sums?.paid ?? 0,
    failed: sums?.failed ?? 0,
    unpaidReports: unpaid?.n ?? 0,
    gross: fenToYuan(Number(sums?.gross ?? 0)),
    tax: fenToYuan(Number(sums?.tax ?? 0)),
    net: fenToYuan(Number(sums?.net ?? 0)),
  };
}

/** Payouts as the console shows them, with their hacker and the reports each carries. */
export async function payoutViews(db: Database, rows: PayoutRow[]): Promise<AdminPayout[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [hackers, carried, batches, parents] = await Promise.all([
    db.select({ id: users.id, publicId: users.publicId, nickname: users.nickname }).from(users).where(inArray(users.id, [...new Set(rows.map((r) => r.hackerId))])),
    db
      .select({ payoutId: bugPayments.payoutId, payment: bugPayments, publicId: bugs.publicId, holeNumber: bugs.holeNumber, title: bugs.title, state: bugs.state, projectName: projects.name })
      .from(bugPayments)
      .innerJoin(bugs, eq(bugs.id, bugPayments.bugId))
      .innerJoin(projects, eq(projects.id, bugPayments.projectId))
      .where(inArray(bugPayments.payoutId, ids))
      .orderBy(asc(bugPayments.bugId)),
    db.select({ id: settlementBatches.id, publicId: settlementBatches.publicId }).from(settlementBatches).where(inArray(settlementBatches.id, [...new Set(rows.map((r) => r.batchId))])),
    db.select({ id: payouts.id, publicId: payouts.publicId }).from(payouts).where(inArray(payouts.id, rows.flatMap((r) => (r.retryOf ? [r.retryOf] : [-1])))),
  ]);
  return rows.map((row) => {
    const hacker = hackers.find((h) => h.id === row.hackerId);
    return {
      id: row.publicId,
      batchId: batches.find((b) => b.id === row.batchId)?.publicId ?? '',
      hacker: { id: hacker?.publicId ?? '', nickname: hacker?.nickname ?? '' },
      currency: row.currency,
      gross: fenToYuan(row.grossFen),
      tax: fenToYuan(row.taxFen),
      net: fenToYuan(row.netFen),
      state: row.state,
      payee: { name: row.payeeName, cardMasked: row.cardMasked, bankName: row.bankName },
      provider: row.provider,
      providerRef: row.providerRef,
      attempts: row.attempts,
      lastError: row.lastError,
      retryOf: parents.find((p) => p.id === row.retryOf)?.publicId ?? null,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      // A failed payout's reports were sent again or are owed again: what it carried is its own gross.
      reports: carried
        .filter((c) => c.payoutId === row.id)
        .map((c) => ({
          id: c.publicId,
          holeNumber: c.holeNumber,
          title: c.title,
          projectName: c.projectName,
          gross: fenToYuan(c.payment.grossFen),
          tax: fenToYuan(row.state === 'failed' ? 0 : c.payment.taxFen),
          net: fenToYuan(row.state === 'failed' ? 0 : c.payment.netFen),
          state: c.state,
        })),
    };
  });
}

/** A payout by public id, for a staff action; an unknown id is 404. */
export async function payoutByPublicId(db: Database, publicId: string): Promise<PayoutRow> {
  const [row] = await db.select().from(payouts).where(eq(payouts.publicId, publicId)).limit(1);
  if (!row) throw new AppError('notFound');
  return row;
}

/** GET /admin/money/batches: newest first. */
export async function listBatches({ ctx, actor, input }: UseCaseOptions<{ page: number; size: number }, StaffActor>): Promise<Page<AdminSettlementBatch>> {
  enforce(financeRefusal(asPolicyActor(actor)));
  const [rows, [total]] = await Promise.all([
    ctx.db.select({ id: settlementBatches.id }).from(settlementBatches).orderBy(desc(settlementBatches.id)).limit(input.size).offset((input.page - 1) * input.size),
    ctx.db.select({ n: count() }).from(settlementBatches),
  ]);
  const data = await Promise.all(rows.map(async (r) => (await batchSummary(ctx.db, r.id))!));
  return { total: total?.n ?? 0, data };
}

/** GET /admin/money/batches/{id}: the batch, its payouts with their reports, and the reports waiting without a card. */
export async function getBatch({ ctx, actor, input }: UseCaseOptions<{ id: string }, StaffActor>): Promise<AdminSettlementBatchDetail> {
  enforce(financeRefusal(asPolicyActor(actor)));
  const [batch] = await ctx.db.select({ id: settlementBatches.id }).from(settlementBatches).where(eq(settlementBatches.publicId, input.id)).limit(1);
  if (!batch) throw new AppError('notFound');
  const summary = (await batchSummary(ctx.db, batch.id))!;
  const rows = await ctx.db.select().from(payouts).where(eq(payouts.batchId, batch.id)).orderBy(asc(payouts.id));
  const unpaid = await ctx.db
    .select({ publicId: bugs.publicId, holeNumber: bugs.holeNumber, title: bugs.title, hackerId: users.publicId, nickname: users.nickname, currency: bugPayments.currency, grossFen: bugPayments.grossFen })
    .from(bugPayments)
    .innerJoin(bugs, eq(bugs.id, bugPayments.bugId))
    .innerJoin(users, eq(users.id, bugPayments.reporterId))
    .where(eq(bugPayments.state, 'unpaid'))
    .orderBy(asc(bugPayments.bugId))
    .limit(200);
  return {
    ...summary,
    payoutList: await payoutViews(ctx.db, rows),
    unpaidList: unpaid.map((u) => ({ id: u.publicId, holeNumber: u.holeNumber, title: u.title, hacker: { id: u.hackerId, nickname: u.nickname }, currency: u.currency, gross: fenToYuan(u.grossFen) })),
  };
}

/** GET /admin/money/payable: reports whose bounty is owed and not on its way, oldest first (partial index `bug_payments_payable_idx`). */
export async function listPayable({ ctx, actor, input }: UseCaseOptions<{ page: number; size: number }, StaffActor>): Promise<Page<AdminPayableReport>> {
  enforce(financeRefusal(asPolicyActor(actor)));
  const where = and(inArray(bugPayments.state, [...BUG_PAYABLE_STATES]), sql`${bugPayments.grossFen} > 0`);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        payment: bugPayments,
        publicId: bugs.publicId,
        holeNumber: bugs.holeNumber,
        title: bugs.title,
        projectPublicId: projects.publicId,
        projectName: projects.name,
        hackerId: users.publicId,
        nickname: users.nickname,
      })
      .from(bugPayments)
      .innerJoin(bugs, eq(bugs.id, bugPayments.bugId))
      .innerJoin(projects, eq(projects.id, bugPayments.projectId))
      .innerJoin(users, eq(users.id, bugPayments.reporterId))
      .where(where)
      .orderBy(asc(bugPayments.updatedAt), asc(bugPayments.bugId))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    ctx.db.select({ n: count() }).from(bugPayments).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    data: rows.map((r) => ({
      id: r.publicId,
      holeNumber: r.holeNumber,
      title: r.title,
      state: r.payment.state,
      project: { id: r.projectPublicId, name: r.projectName },
      hacker: { id: r.hackerId, nickname: r.nickname },
      currency: r.payment.currency,
      gross: fenToYuan(r.payment.grossFen),
      since: r.payment.updatedAt.toISOString(),
      lastError: r.payment.lastError,
    })),
  };
}
