import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { errorCatalog, type AdminPayout, type AdminSettlementBatch, type AdminSettlementBatchDetail } from '@wardline/contract';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { bugRow, callAs, historyOf, noticesTo } from '../../bugs/bug-moves-test-support';
import { bugPayments, payouts, settlementBatches } from '../money.tables';
import { balanceOf, ledgerProblems } from '../money-test-support';
import { buildSettlementWorld, paidReport, type SettlementWorld } from './settlement-test-support';
import { NO_BANK_CARD } from './settle';
import { chinaMonthStart } from './run-settlement';
import { chinaMonthOf } from '../money-text';

const code = (key: keyof typeof errorCatalog) => errorCatalog[key].errcode;

describe('settlement and payouts with the development provider (issue 10 §2)', () => {
  let t: TestApp;
  let w: SettlementWorld;
  beforeAll(async () => {
    t = await buildTestApp();
    w = await buildSettlementWorld(t);
  });
  afterAll(() => t.close());

  const earnings = (who: { id: number }) => balanceOf(t, { kind: 'hackerEarnings', ownerId: who.id, currency: 'rmb' });
  const platform = (kind: 'taxWithheld' | 'payoutClearing' | 'platformAdvance' | 'external') => balanceOf(t, { kind, currency: 'rmb' });
  const run = () => callAs<AdminSettlementBatch>(t, w.finance, 'POST', '/admin/money/batches', {});
  const batchOf = (id: string) => callAs<AdminSettlementBatchDetail>(t, w.finance, 'GET', `/admin/money/batches/${id}`);
  const mark = (id: string, body: Record<string, unknown>, locale: 'zh' | 'en' = 'zh') => callAs<AdminPayout>(t, w.finance, 'POST', `/admin/money/payouts/${id}/result`, body, locale);

  it('withholds the month’s tax, sends the net to the certified card, and leaves a hacker without a card unpaid', async () => {
    const reports = [await paidReport(t, w, w.payee, 300_000), await paidReport(t, w, w.payee, 150_000), await paidReport(t, w, w.payee, 50_000)];
    const cardless = await paidReport(t, w, w.cardless, 20_000);
    expect((await callAs(t, w.auditor, 'POST', '/admin/money/batches', {})).status).toBe(403);
    expect((await callAs(t, w.payee, 'POST', '/admin/money/batches', {})).status).toBe(403);

    const ran = await run();
    expect(ran.status, ran.body.errmsg).toBe(200);
    // 5,000 yuan in a month: (5,000 × 80 %) × 20 % = 800 withheld.
    expect(ran.body.ret).toMatchObject({ kind: 'onDemand', payouts: 1, gross: '5000.00', tax: '800.00', net: '4200.00', unpaidReports: 1 });
    const detail = (await batchOf(ran.body.ret.id)).body.ret;
    const [payout] = detail.payoutList;
    expect(payout).toMatchObject({ state: 'queued', hacker: { id: w.payee.publicId }, payee: { name: '张三', bankName: '招商银行' }, provider: 'development' });
    expect(payout!.payee.cardMasked).toMatch(/^6222\*+\d{4}$/);
    expect(payout!.reports.map((r) => [r.gross, r.tax, r.net, r.state])).toEqual([
      ['3000.00', '480.00', '2520.00', 'inPayment'],
      ['1500.00', '240.00', '1260.00', 'inPayment'],
      ['500.00', '80.00', '420.00', 'inPayment'],
    ]);
    expect(detail.unpaidList).toEqual([expect.objectContaining({ id: cardless.publicId, gross: '200.00', hacker: expect.objectContaining({ id: w.cardless.publicId }) })]);
    expect((await bugRow(t, cardless.id)).state).toBe('unpaid');
    expect(await historyOf(t, cardless.id)).toEqual([`markUnpaid paying→unpaid by ${w.finance.id} (${NO_BANK_CARD})`]);
    expect(await earnings(w.payee)).toBe(0);
    expect(await earnings(w.cardless)).toBe(20_000);
    expect(await platform('taxWithheld')).toBe(80_000);
    expect(await platform('payoutClearing')).toBe(420_000);

    await t.jobs.drain();
    const [sent] = await t.db.select().from(payouts).where(eq(payouts.publicId, payout!.id));
    expect(sent).toMatchObject({ state: 'sent', providerRef: `dev-${payout!.id}` });
    expect(await noticesTo(t, w.payee.id)).toContain('money.payoutSent');
    expect(await noticesTo(t, w.cardless.id)).toContain('money.payoutUnpaid');

    const paid = await mark(payout!.id, { result: 'paid' });
    expect(paid.body.ret).toMatchObject({ state: 'paid' });
    expect((await mark(payout!.id, { result: 'paid' }, 'en')).body).toMatchObject({ errcode: code('payoutDecided'), errmsg: errorCatalog.payoutDecided.en });
    for (const report of reports) {
      expect((await bugRow(t, report.id)).state).toBe('end');
      expect((await historyOf(t, report.id)).map((h) => h.split(' by ')[0])).toEqual(['settle paying→inPayment', 'payoutSucceeded inPayment→paid', 'closePaid paid→end']);
    }
    expect(await platform('payoutClearing')).toBe(0);
    await t.jobs.drain();
    expect(await noticesTo(t, w.payee.id)).toContain('money.payoutPaid');
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('a failed payout returns the money to the earnings; a retry sends it again with the month’s tax; a second batch of the month withholds on the month’s total', async () => {
    const report = await paidReport(t, w, w.payee, 100_000);
    const ran = (await run()).body.ret;
    // 6,000 yuan this month: 960 withheld in all, 800 already.
    expect(ran).toMatchObject({ payouts: 1, gross: '1000.00', tax: '160.00', net: '840.00' });
    const [payout] = (await batchOf(ran.id)).body.ret.payoutList;
    const noReason = await mark(payout!.id, { result: 'failed', reason: ' ' }, 'en');
    expect(noReason.status).toBe(400);
    const failed = await mark(payout!.id, { result: 'failed', reason: '户名与卡号不符' });
    expect(failed.body.ret).toMatchObject({ state: 'failed', lastError: '户名与卡号不符' });
    expect((await bugRow(t, report.id)).state).toBe('paymentFailed');
    expect(await earnings(w.payee)).toBe(100_000);
    expect(await platform('taxWithheld')).toBe(80_000);
    const [row] = await t.db.select().from(bugPayments).where(eq(bugPayments.bugId, report.id));
    expect(row).toMatchObject({ state: 'paymentFailed', lastError: '户名与卡号不符', taxFen: 0 });

    const retried = await callAs<AdminPayout>(t, w.finance, 'POST', `/admin/money/payouts/${payout!.id}/retry`, {});
    expect(retried.body.ret).toMatchObject({ state: 'queued', retryOf: payout!.id, gross: '1000.00', tax: '160.00', net: '840.00', batchId: ran.id });
    expect((await callAs(t, w.finance, 'POST', `/admin/money/payouts/${payout!.id}/retry`, {})).body.errcode).toBe(code('payoutNotRetryable'));
    expect((await callAs(t, w.finance, 'POST', `/admin/money/payouts/${retried.body.ret.id}/retry`, {})).body.errcode).toBe(code('payoutNotRetryable'));
    await t.jobs.drain();
    expect((await mark(retried.body.ret.id, { result: 'paid' })).body.ret.state).toBe('paid');
    expect((await bugRow(t, report.id)).state).toBe('end');
    expect(await noticesTo(t, w.payee.id)).toContain('money.payoutFailed');
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('staff pay one report ahead of the batch from the platform’s funds, recovered from the earnings once the bank pays', async () => {
    const report = await paidReport(t, w, w.payee, 30_000);
    const cardless = await paidReport(t, w, w.cardless, 10_000);
    const noCard = await callAs(t, w.finance, 'POST', `/admin/money/payable/${cardless.publicId}/advance`, {}, 'en');
    expect([noCard.status, noCard.body.errcode]).toEqual([409, code('payeeWithoutBankCard')]);
    const payable = await callAs<{ total: number; data: { id: string; state: string }[] }>(t, w.finance, 'GET', '/admin/money/payable');
    expect(payable.body.ret.data.map((r) => r.id)).toEqual(expect.arrayContaining([report.publicId, cardless.publicId]));

    const advanced = await callAs<AdminPayout>(t, w.finance, 'POST', `/admin/money/payable/${report.publicId}/advance`, {});
    expect(advanced.status, advanced.body.errmsg).toBe(200);
    // 7,300 yuan this month: 1,168 withheld in all, 960 already.
    expect(advanced.body.ret).toMatchObject({ gross: '300.00', tax: '48.00', net: '252.00', state: 'queued' });
    expect((await bugRow(t, report.id)).state).toBe('advancePayment');
    expect(await platform('platformAdvance')).toBe(-30_000);
    expect(await earnings(w.payee)).toBe(30_000);
    expect((await callAs(t, w.finance, 'POST', `/admin/money/payable/${report.publicId}/advance`, {})).body.errcode).toBe(code('bugNotPayable'));

    await t.jobs.drain();
    expect(await noticesTo(t, w.payee.id)).toContain('money.payoutAdvanced');
    expect((await mark(advanced.body.ret.id, { result: 'paid' })).body.ret.state).toBe('paid');
    expect(await platform('platformAdvance')).toBe(0);
    expect(await earnings(w.payee)).toBe(0);
    expect((await bugRow(t, report.id)).state).toBe('end');
    // The next batch does not pay it again.
    expect((await run()).body.ret).toMatchObject({ payouts: 0 });
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('the month’s batch runs once, on the first run after the 1st (China time), for the earnings of the month before', async () => {
    const earlier = await paidReport(t, w, w.payee, 40_000);
    const nextMonth = chinaMonthStart(chinaMonthOf(new Date(chinaMonthStart(chinaMonthOf(t.clock.now())).getTime() + 40 * 24 * 3600_000)));
    t.clock.set(new Date(nextMonth.getTime() + 60_000));
    const later = await paidReport(t, w, w.payee, 20_000);
    await t.jobs.drain();
    const monthly = await t.db.select().from(settlementBatches).where(eq(settlementBatches.kind, 'monthly'));
    const current = monthly.filter((b) => b.finishedAt !== null && b.createdAt.getTime() >= nextMonth.getTime());
    expect(current).toHaveLength(1);
    expect((await bugRow(t, earlier.id)).state).toBe('inPayment');
    expect((await bugRow(t, later.id)).state).toBe('paying');
    t.clock.advance(2 * 3600_000);
    await t.jobs.drain();
    expect((await t.db.select().from(settlementBatches).where(and(eq(settlementBatches.kind, 'monthly'), eq(settlementBatches.period, current[0]!.period))))).toHaveLength(1);
    expect((await bugRow(t, later.id)).state).toBe('paying');
  });
});
