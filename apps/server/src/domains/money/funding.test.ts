import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { errorCatalog, type AdminDepositResult, type AdminFundingItem, type Page } from '@wardline/contract';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { buildStaff, signedIn, type SignedIn } from '../../../test/factories';
import { auditLog } from '../audit/audit.tables';
import { findProject } from '../projects/project-form';
import { bountyForm, buildCast, callAs, DAY_MS, publish, srcForm, uploadAuthorisation, type Cast } from '../projects/projects-test-support';
import { noticesTo } from '../bugs/bug-moves-test-support';
import { balanceOf, fundCompany, ledgerProblems } from './money-test-support';

const code = (key: keyof typeof errorCatalog) => errorCatalog[key].errcode;

describe('deposits, escrow at approval, the funding queue (issue 10 §1)', () => {
  let t: TestApp;
  let cast: Cast;
  let finance: SignedIn;
  let file: string;
  beforeAll(async () => {
    t = await buildTestApp();
    cast = await buildCast(t);
    finance = await signedIn(t, await buildStaff(t, { permissions: ['finance'] }));
    file = await uploadAuthorisation(t, cast.company);
  });
  afterAll(() => t.close());

  const deposit = (who: SignedIn | null, body: Record<string, unknown>, locale: 'zh' | 'en' = 'zh') =>
    callAs<AdminDepositResult>(t, who, 'POST', '/admin/money/deposits', { requestId: randomUUID(), companyId: cast.company.publicId, currency: 'rmb', amount: '100.00', bankReference: 'ICBC-20261201-001', ...body }, locale);

  it('finance staff record a deposit once per request, audited; everyone else is refused; the company is told', async () => {
    expect((await deposit(null, {})).status).toBe(401);
    for (const who of [cast.company, cast.hacker]) expect((await deposit(who, {})).status).toBe(403);
    const noFinance = await deposit(cast.auditor, {}, 'en');
    expect([noFinance.status, noFinance.body.errcode]).toEqual([403, code('staffPermissionMissing')]);
    expect(noFinance.body.errmsg).toContain('Finance');

    const bad = await callAs<{ fields: { field: string; message: string }[] }>(t, finance, 'POST', '/admin/money/deposits', { requestId: 'x', companyId: '', amount: '0', bankReference: ' ' }, 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.ret.fields).toEqual(
      expect.arrayContaining([
        { field: 'requestId', message: 'Please reload the page and submit again' },
        { field: 'companyId', message: 'Please choose the company that paid' },
        { field: 'amount', message: 'The amount must be above 0 and at most 100,000,000' },
        { field: 'bankReference', message: 'Please enter the bank reference' },
      ]),
    );
    expect((await deposit(finance, { amount: '12.345' }, 'en')).body.ret).toMatchObject({ fields: [{ field: 'amount', message: 'Please enter a valid amount with at most 2 decimals' }] });
    const hackerAsCompany = await deposit(finance, { companyId: cast.hacker.publicId }, 'en');
    expect([hackerAsCompany.status, hackerAsCompany.body.errmsg]).toEqual([404, errorCatalog.depositCompanyUnknown.en]);

    const requestId = randomUUID();
    const answers = await Promise.all([deposit(finance, { requestId, amount: '5000.50' }), deposit(finance, { requestId, amount: '5000.50' })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.ret.repeated).sort()).toEqual([false, true]);
    expect(answers[0]!.body.ret).toMatchObject({ balance: '5000.50', deposit: { amount: '5000.50', bankReference: 'ICBC-20261201-001', company: { id: cast.company.publicId }, recordedBy: 'Auditor' } });
    expect(answers[0]!.body.errmsg).toBe('充值已入账');
    expect(await balanceOf(t, { kind: 'companyBalance', ownerId: cast.company.id, currency: 'rmb' })).toBe(500_050);
    const listed = await callAs<Page<{ id: string }>>(t, finance, 'GET', `/admin/money/deposits?company=${cast.company.publicId}`);
    expect(listed.body.ret.total).toBe(1);
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'deposit.record'), eq(auditLog.targetId, listed.body.ret.data[0]!.id)));
    expect(audit).toMatchObject({ staffId: finance.id, after: { amount: '5000.50', bankReference: 'ICBC-20261201-001' } });
    await t.jobs.drain();
    expect(await noticesTo(t, cast.company.id)).toContain('money.depositRecorded');
    const companies = await callAs<Page<{ id: string; rmbBalance: string }>>(t, finance, 'GET', `/admin/money/companies?search=${encodeURIComponent('示例')}`);
    expect(companies.body.ret.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: cast.company.publicId, rmbBalance: '5000.50' })]));
  });

  it('approving a bug bounty the balance cannot cover keeps the verdict but waits in audited; a deposit escrows it and it starts', async () => {
    // Pool 10,000 yuan + 20 % fee = 12,000; the company holds 5,000.50.
    const id = await publish(t, cast.company, bountyForm(t, file, { projectname: '资金不足的项目' }));
    const approved = await callAs<{ states: string; waitingForFunds: boolean; shortBy: string }>(t, cast.staff, 'POST', `/admin/projects/${id}/approve`, {}, 'en');
    expect(approved.status).toBe(200);
    expect(approved.body.ret).toMatchObject({ states: 'audited', waitingForFunds: true, shortBy: '6999.50' });
    expect(approved.body.errmsg).toBe('Approved; the company’s balance is short, so the project starts once the funds arrive');
    t.clock.advance(2 * DAY_MS);
    await t.jobs.drain();
    expect((await findProject(t.db, id))!.state).toBe('audited');
    // New sessions after the two days.
    cast = { ...cast, staff: await signedIn(t, cast.staff), company: await signedIn(t, cast.company) };
    finance = await signedIn(t, finance);
    expect(await noticesTo(t, cast.company.id)).toContain('money.projectWaitingForFunds');

    const queue = await callAs<Page<AdminFundingItem>>(t, finance, 'GET', '/admin/money/funding');
    expect(queue.body.ret.data).toEqual([expect.objectContaining({ id, pool: '10000.00', fee: '2000.00', total: '12000.00', balance: '5000.50', short: '6999.50', company: expect.objectContaining({ id: cast.company.publicId }) })]);
    const short = await callAs(t, finance, 'POST', `/admin/money/funding/${id}/escrow`, {}, 'en');
    expect([short.status, short.body.errcode, short.body.errmsg]).toEqual([409, code('escrowBalanceShort'), 'The company’s balance is short by 6999.50: the project starts once the funds arrive']);
    // Paused and resumed while waiting, it goes back to waiting, not to enrolling.
    expect((await callAs<{ states: string }>(t, cast.staff, 'POST', `/admin/projects/${id}/pause`, { reason: '核对资金' })).body.ret.states).toBe('pause');
    expect((await callAs<{ states: string }>(t, cast.staff, 'POST', `/admin/projects/${id}/resume`, { reason: '继续等待' })).body.ret.states).toBe('audited');

    const topUp = await deposit(finance, { amount: '7000.00' });
    expect(topUp.body.ret.balance).toBe('12000.50');
    await t.jobs.drain();
    const project = (await findProject(t.db, id))!;
    expect(project.state).toBe('doing');
    expect(project.fundedAt).not.toBeNull();
    expect(await balanceOf(t, { kind: 'companyBalance', ownerId: cast.company.id, currency: 'rmb' })).toBe(50);
    expect(await balanceOf(t, { kind: 'projectPool', projectId: project.id, companyId: cast.company.id, currency: 'rmb' })).toBe(1_000_000);
    expect(await balanceOf(t, { kind: 'platformFeeIncome', currency: 'rmb' })).toBe(200_000);
    expect((await callAs<Page<AdminFundingItem>>(t, finance, 'GET', '/admin/money/funding')).body.ret.total).toBe(0);
    expect((await callAs(t, finance, 'POST', `/admin/money/funding/${id}/escrow`, {})).body.errcode).toBe(code('projectNotWaitingForFunds'));
    expect(await noticesTo(t, cast.company.id)).toContain('money.projectFunded');
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('staff escrow a waiting project by hand once the balance covers it; an SRC moves no money', async () => {
    const id = await publish(t, cast.company, bountyForm(t, file, { projectname: '手动托管的项目', rewardpool: '100.00', holeList: bountyForm(t, file).holeList.map((l) => ({ ...l, holeMoney: '10' })) }));
    expect((await callAs<{ waitingForFunds: boolean }>(t, cast.staff, 'POST', `/admin/projects/${id}/approve`, {})).body.ret.waitingForFunds).toBe(true);
    // The balance is topped up some other way than a recorded deposit (here: straight on the ledger), so no job runs for it.
    await fundCompany(t, cast.company.id, 120_00);
    const escrowed = await callAs<{ escrowed: string; balance: string; states: string }>(t, finance, 'POST', `/admin/money/funding/${id}/escrow`, {});
    expect(escrowed.body.ret).toMatchObject({ escrowed: '120.00', balance: '0.50', states: 'audited' });
    await t.jobs.drain();
    expect((await findProject(t.db, id))!.state).toBe('apply');
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'project.escrow'), eq(auditLog.targetId, id)));
    expect(audit).toMatchObject({ staffId: finance.id, after: { funded: true, escrowed: '120.00' } });

    const src = await publish(t, cast.company, srcForm(t, file));
    const approvedSrc = await callAs<{ waitingForFunds: boolean }>(t, cast.staff, 'POST', `/admin/projects/${src}/approve`, {});
    expect(approvedSrc.body.ret.waitingForFunds).toBe(false);
    await t.jobs.drain();
    expect((await findProject(t.db, src))!.state).toBe('apply');
    expect(await balanceOf(t, { kind: 'companyBalance', ownerId: cast.company.id, currency: 'rmb' })).toBe(50);
    expect(await ledgerProblems(t)).toEqual([]);
  });
});
