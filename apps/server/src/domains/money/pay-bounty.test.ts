import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { bugRow, buildBugWorld, callAs, historyOf, insertBug, noticesTo, type BugWorld } from '../bugs/bug-moves-test-support';
import { buildProject } from '../projects/enrolment/enrolment-test-support';
import { findProject } from '../projects/project-form';
import { projects } from '../projects/projects.tables';
import { rowsOf } from '../../db/client';
import { transfer } from './ledger/transfer';
import { bugPayments, ledgerTransfers } from './money.tables';
import { balanceOf, fundCompany, ledgerProblems } from './money-test-support';
import { payBounty, POOL_SPENT_REASON } from './pay-bounty';
import { refundPool } from './refund-pool';

describe('paying a report from its pool, refunding the rest at stop (issue 10 §1)', () => {
  let t: TestApp;
  let w: BugWorld;
  beforeAll(async () => {
    t = await buildTestApp();
    w = await buildBugWorld(t);
  });
  afterAll(() => t.close());

  it('a report entering paying moves its bounty from the pool to the hacker’s earnings once, and the hacker is told', async () => {
    const project = (await findProject(t.db, w.bounty))!;
    const pool = { kind: 'projectPool' as const, projectId: project.id, companyId: project.companyId, currency: 'rmb' as const };
    expect(await balanceOf(t, pool)).toBe(1_000_000);
    const bug = await insertBug(t, w.bounty, w.hacker, { state: 'arbitrationing', confirmGrade: 'high' });
    const decided = await callAs(t, w.staff, 'POST', `/admin/bugs/${bug.publicId}/arbitrate`, { grade: 'high', reason: '维持高危' });
    expect(decided.body.ret).toMatchObject({ holestatus: 'paying' });
    await t.jobs.drain();

    expect(await balanceOf(t, pool)).toBe(800_000);
    expect(await balanceOf(t, { kind: 'hackerEarnings', ownerId: w.hacker.id, currency: 'rmb' })).toBe(200_000);
    const [payment] = await t.db.select().from(bugPayments).where(eq(bugPayments.bugId, bug.id));
    expect(payment).toMatchObject({ grossFen: 200_000, state: 'paying', reporterId: w.hacker.id, currency: 'rmb' });
    expect((await findProject(t.db, w.bounty))!.paidFen).toBe(200_000);
    expect(await noticesTo(t, w.hacker.id)).toContain('money.bountyCredited');
    // What is left shows on the detail and the card.
    const detail = await callAs<{ remainingBonus: string; progress: number }>(t, w.hacker, 'GET', `/project/getProjectdetail?id=${w.bounty}`);
    expect(detail.body.ret).toMatchObject({ remainingBonus: '8000.00', progress: 20 });

    // A retried job or a second process pays nothing more.
    expect(await payBounty(t.ctx, bug.id)).toEqual({ grossFen: 200_000, created: false });
    expect(await balanceOf(t, pool)).toBe(800_000);
    expect((await bugRow(t, bug.id)).state).toBe('paying');
  });

  it('50 reports paid at once against a pool of 10 bounties pay 10; the rest end with nothing and say why', async () => {
    const row = await buildProject(t, w.company.id, { state: 'doing', rewardPoolFen: 1_000, lowRewardFen: 100, highRewardFen: 100, name: '小奖金池项目' });
    await fundCompany(t, w.company.id, 1_000);
    await transfer(t.ctx, {
      key: `escrow:${row.id}`,
      kind: 'escrow',
      currency: 'rmb',
      entries: [{ account: { kind: 'companyBalance', ownerId: w.company.id }, amountFen: -1_000 }, { account: { kind: 'projectPool', projectId: row.id, companyId: w.company.id }, amountFen: 1_000 }],
    });
    const reports = [];
    for (let i = 0; i < 50; i++) reports.push(await insertBug(t, row.publicId, i % 2 ? w.hacker : w.otherHacker, { state: 'paying', endGrade: 'low', rewardFen: 100 }));
    const paid = await Promise.all(reports.map((b) => payBounty(t.ctx, b.id)));
    expect(paid.filter((p) => p!.grossFen === 100)).toHaveLength(10);
    expect(paid.filter((p) => p!.grossFen === 0)).toHaveLength(40);
    expect(await balanceOf(t, { kind: 'projectPool', projectId: row.id, companyId: w.company.id, currency: 'rmb' })).toBe(0);
    const [project] = await t.db.select({ paidFen: projects.paidFen }).from(projects).where(eq(projects.id, row.id));
    expect(project!.paidFen).toBe(1_000);
    const ended = reports.filter((_, i) => paid[i]!.grossFen === 0);
    expect((await bugRow(t, ended[0]!.id)).state).toBe('end');
    expect(await historyOf(t, ended[0]!.id)).toEqual([`closeUnfunded paying→end by money.pay-bounty (${POOL_SPENT_REASON})`]);
    expect(await ledgerProblems(t)).toEqual([]);
    await t.jobs.drain();
    expect(await noticesTo(t, w.hacker.id)).toContain('money.bountyNone');
  });

  it('the same report paid twice at once is paid once', async () => {
    const bug = await insertBug(t, w.bounty, w.otherHacker, { state: 'paying', endGrade: 'low', rewardFen: 10_000 });
    const [a, b] = await Promise.all([payBounty(t.ctx, bug.id), payBounty(t.ctx, bug.id)]);
    expect([a!.created, b!.created].sort()).toEqual([false, true]);
    const rows = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'bounty' AND bug_id = ${bug.id}`));
    expect(rows[0]!.n).toBe(1);
  });

  it('a stopped project gives what is left of its pool back to the company, once', async () => {
    const row = await buildProject(t, w.company.id, { state: 'stop', rewardPoolFen: 50_000, highRewardFen: 10_000, name: '已结束的项目' });
    await fundCompany(t, w.company.id, 50_000);
    await transfer(t.ctx, {
      key: `escrow:${row.id}`,
      kind: 'escrow',
      currency: 'rmb',
      entries: [{ account: { kind: 'companyBalance', ownerId: w.company.id }, amountFen: -50_000 }, { account: { kind: 'projectPool', projectId: row.id, companyId: w.company.id }, amountFen: 50_000 }],
    });
    const before = await balanceOf(t, { kind: 'companyBalance', ownerId: w.company.id, currency: 'rmb' });
    const [first, second] = await Promise.all([refundPool(t.ctx, row.id), refundPool(t.ctx, row.id)]);
    expect(first + second).toBe(50_000);
    expect(await balanceOf(t, { kind: 'companyBalance', ownerId: w.company.id, currency: 'rmb' })).toBe(before + 50_000);
    expect(await balanceOf(t, { kind: 'projectPool', projectId: row.id, companyId: w.company.id, currency: 'rmb' })).toBe(0);
    const refunds = await t.db.select().from(ledgerTransfers).where(and(eq(ledgerTransfers.kind, 'refund'), eq(ledgerTransfers.projectId, row.id)));
    expect(refunds).toHaveLength(1);
  });

  it('the lifecycle reaching stop refunds through the event', async () => {
    const project = (await findProject(t.db, w.noRetest))!;
    const pool = { kind: 'projectPool' as const, projectId: project.id, companyId: project.companyId, currency: 'rmb' as const };
    expect(await balanceOf(t, pool)).toBe(1_000_000);
    const before = await balanceOf(t, { kind: 'companyBalance', ownerId: w.company.id, currency: 'rmb' });
    t.clock.advance(40 * 24 * 3600_000);
    await t.jobs.drain();
    expect((await findProject(t.db, w.noRetest))!.state).toBe('stop');
    expect(await balanceOf(t, pool)).toBe(0);
    expect(await balanceOf(t, { kind: 'companyBalance', ownerId: w.company.id, currency: 'rmb' })).toBe(before + 1_000_000);
    expect(await ledgerProblems(t)).toEqual([]);
  });
});
