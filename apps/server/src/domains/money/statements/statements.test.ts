import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import type { AccountFigures, AdminPayout, AdminSettlementBatchDetail, StatementPage } from '@wardline/contract';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { API } from '../../identity/identity-test-support';
import { callAs } from '../../bugs/bug-moves-test-support';
import { buildSettlementWorld, paidReport, type SettlementWorld } from '../payouts/settlement-test-support';
import { getAccountFigures } from '../account-figures';

describe('statements, their xlsx download and the account header’s figures (issue 10 §2–3)', () => {
  let t: TestApp;
  let w: SettlementWorld;
  let firstReport: { publicId: string; holeNumber: string };
  beforeAll(async () => {
    t = await buildTestApp();
    w = await buildSettlementWorld(t);
    // Two bounties: the first paid out (500 yuan: nothing is withheld below 800 a month), the second still owed.
    firstReport = await paidReport(t, w, w.payee, 50_000);
    const batch = await callAs<{ id: string }>(t, w.finance, 'POST', '/admin/money/batches', {});
    const detail = await callAs<AdminSettlementBatchDetail>(t, w.finance, 'GET', `/admin/money/batches/${batch.body.ret.id}`);
    await t.jobs.drain();
    await callAs<AdminPayout>(t, w.finance, 'POST', `/admin/money/payouts/${detail.body.ret.payoutList[0]!.id}/result`, { result: 'paid' });
    await paidReport(t, w, w.payee, 120_000);
  });
  afterAll(() => t.close());

  const statement = (who: SettlementWorld['payee'] | null, query = '', locale: 'zh' | 'en' = 'zh') => callAs<StatementPage>(t, who, 'GET', `/account/statement${query}`, undefined, locale);

  it('shows a hacker every movement of their earnings, newest first, with report, project and the payout’s gross, tax and net', async () => {
    const page = (await statement(w.payee)).body.ret;
    expect(page).toMatchObject({ account: 'hackerEarnings', currency: 'rmb', balance: '1200.00', nextCursor: null });
    expect(page.data.map((l) => [l.kind, l.amount, l.balanceAfter])).toEqual([
      ['bounty', '1200.00', '1200.00'],
      ['settlement', '-500.00', '0.00'],
      ['bounty', '500.00', '500.00'],
    ]);
    expect(page.data[1]!.payout).toEqual({ gross: '500.00', tax: '0.00', net: '500.00', state: 'paid' });
    expect(page.data[2]).toMatchObject({ bug: { id: firstReport.publicId, holeNumber: firstReport.holeNumber }, project: { id: w.project.publicId, name: '结算测试项目' } });
  });

  it('pages by keyset: the cursor of one page starts the next; a forged cursor is a 400; only the owner reads it', async () => {
    const first = (await statement(w.payee, '?size=2')).body.ret;
    expect(first.data).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await statement(w.payee, `?size=2&cursor=${first.nextCursor}`)).body.ret;
    expect(second.data.map((l) => l.kind)).toEqual(['bounty']);
    expect(second.nextCursor).toBeNull();
    const forged = await statement(w.payee, '?cursor=bm90LWEtY3Vyc29y', 'en');
    expect(forged.status).toBe(400);
    expect((await statement(null)).status).toBe(401);
    expect((await statement(w.finance)).status).toBe(403);
    // Another hacker reads their own (empty) account, never this one.
    expect((await statement(w.cardless)).body.ret).toMatchObject({ balance: '0.00', data: [] });
    expect((await statement(w.payee, '?currency=dollar')).body.ret).toMatchObject({ currency: 'dollar', data: [] });
  });

  it('shows a company its balance’s movements: the deposit and the escrow', async () => {
    const page = (await statement(w.company)).body.ret;
    expect(page).toMatchObject({ account: 'companyBalance', balance: '0.00' });
    expect(page.data.map((l) => [l.kind, l.amount])).toEqual([
      ['escrow', '-100000.00'],
      ['deposit', '100000.00'],
    ]);
  });

  it('downloads the statement as an xlsx document in the caller’s language', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/account/statement/download?currency=rmb`, headers: { authorization: w.payee.token, AcceptLanguage: 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="wardline-statement-earnings-rmb-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const [sheet] = await readXlsxFile(res.rawPayload);
    const [header, ...rows] = sheet!.data.map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
    expect(header!.slice(0, 4)).toEqual(['Time', 'Movement', 'Amount', 'Balance']);
    expect(rows.map((r) => [r[1], r[2]])).toEqual([
      ['Bounty', '1200.00'],
      ['Settlement payout', '-500.00'],
      ['Bounty', '500.00'],
    ]);
    expect(rows[1]!.slice(7, 11)).toEqual(['500.00', '0.00', '500.00', 'Paid']);
    const zh = await t.app.inject({ method: 'GET', url: `${API}/account/statement/download`, headers: { authorization: w.payee.token } });
    const [zhSheet] = await readXlsxFile(zh.rawPayload);
    expect(zhSheet!.data[0]!.slice(0, 2)).toEqual(['时间', '类型']);
    expect((await t.app.inject({ method: 'GET', url: `${API}/account/statement/download`, headers: { authorization: w.finance.token } })).statusCode).toBe(403);
  });

  it('gives the account header a hacker’s bonus and a company’s balance, waiting and paid money in one read', async () => {
    const hacker = await callAs<AccountFigures>(t, w.payee, 'POST', '/user/getBonus', {});
    expect(hacker.body.ret).toMatchObject({ rmbTotalBonus: '1700.00', rmbPendingBonus: '1200.00', dollarTotalBonus: '0.00', rmbAccountBalance: '0.00' });
    const company = await callAs<AccountFigures>(t, w.company, 'POST', '/user/getBonus', {});
    expect(company.body.ret).toMatchObject({ rmbAccountBalance: '0.00', rmbWaitBalance: '98300.00', rmbPaidBalance: '1700.00', rmbTotalBonus: '0.00' });
    expect(await getAccountFigures(t.db, w.company.id)).toEqual(company.body.ret);
    expect((await callAs(t, null, 'POST', '/user/getBonus', {})).status).toBe(401);
  });
});
