import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSettlementBatchDetail } from '@wardline/contract';
import { ok, renderWithProviders } from '@/test/render';
import BatchesPage from './batches-page';
import BatchPage from './batch-page';
import { batch, isPost, serveMoney } from './test-fixtures';

const summaryOf = ({ payoutList: _p, unpaidList: _u, ...rest }: AdminSettlementBatchDetail) => rest;

/** One batch held in memory: each action moves it as the server would. */
function serveBatch(first = batch()) {
  let current = first;
  const setPayout = (state: 'paid' | 'failed' | 'sent', reportState: 'end' | 'paymentFailed' | 'inPayment', lastError: string | null = null) => {
    const p = current.payoutList[0]!;
    const next = { ...p, state, lastError, attempts: state === 'sent' ? p.attempts + 1 : p.attempts, decidedAt: state === 'sent' ? null : '2026-11-28T03:00:00.000Z', reports: p.reports.map((r) => ({ ...r, state: reportState })) };
    current = { ...current, paid: state === 'paid' ? 1 : 0, failed: state === 'failed' ? 1 : 0, payoutList: [next] };
    return next;
  };
  const calls = serveMoney({
    routes: [
      (path, init) => {
        if (path === '/admin/money/batches' && !isPost(init)) return ok({ total: 1, data: [summaryOf(current)] });
        if (path === '/admin/money/batches' && isPost(init)) return ok(summaryOf(current));
        if (path === `/admin/money/batches/${current.id}`) return ok(current);
        if (!isPost(init)) return undefined;
        if (path === '/admin/money/payouts/pay_0001/result') {
          const body = JSON.parse(String(init!.body)) as { result: 'paid' | 'failed'; reason?: string };
          return ok(body.result === 'paid' ? setPayout('paid', 'end') : setPayout('failed', 'paymentFailed', body.reason));
        }
        if (path === '/admin/money/payouts/pay_0001/retry') return ok(setPayout('sent', 'inPayment'));
        if (path === '/admin/money/payable/bug_nocard01/advance') return { status: 409, body: { errcode: 40995, errmsg: '该白帽尚未认证银行卡，无法发放', ret: null } };
        return undefined;
      },
    ],
  });
  return calls;
}

const renderBatch = (locale: 'zh' | 'en') => renderWithProviders(<BatchPage />, { path: '/admin/settlement/bat_0001', routePath: '/admin/settlement/:id', locale });

describe('console: settlement', () => {
  it('lists batches with gross, tax and net and runs a settlement now (zh)', async () => {
    const calls = serveBatch();
    await renderWithProviders(<BatchesPage />, { path: '/admin/settlement', routePath: '/admin/settlement', locale: 'zh' });
    const link = await screen.findByTestId('batch-bat_0001', {}, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/admin/settlement/bat_0001');
    const row = link.closest('tr') as HTMLElement;
    for (const text of ['2026-11', '手动结算', 'DemoFinance', '5,000.00', '800.00', '4,200.00']) expect(row.textContent).toContain(text);
    for (const header of ['结算月份', '应发（税前）', '代扣个税', '实发（税后）', '未支付漏洞']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    fireEvent.click(screen.getByTestId('run-settlement'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '立即结算' }));
    expect(await screen.findByText('结算已完成')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual(['/web/v1/admin/money/batches']);
  }, 60_000);

  it('shows each payout’s payee, gross, tax, net and state with its reports, and marks it paid (en)', async () => {
    const calls = serveBatch();
    await renderBatch('en');
    expect((await screen.findByTestId('payout-state-pay_0001', {}, { timeout: 10_000 })).textContent).toBe('In payment');
    expect(screen.getByRole('heading', { name: 'Settlement batch 2026-11' })).toBeTruthy();
    expect(screen.getByTestId('gross-pay_0001').textContent).toBe('¥5,000.00');
    expect(screen.getByTestId('tax-pay_0001').textContent).toBe('¥800.00');
    expect(screen.getByTestId('net-pay_0001').textContent).toBe('¥4,200.00');
    const row = screen.getByTestId('payout-state-pay_0001').closest('tr') as HTMLElement;
    for (const text of ['whitehat01', '张三 · 招商银行 · 6222***********0128']) expect(row.textContent).toContain(text);
    // The payout's report, open by default, with its own state.
    expect(screen.getByText('WL-2026-0042')).toBeTruthy();
    expect(screen.getAllByTestId('report-state').map((t) => t.textContent)).toEqual(['Payment in progress']);
    // The report left unpaid for want of a bank card.
    expect((screen.getByText('WL-2026-0050').closest('tr') as HTMLElement).textContent).toContain('Unpaid');

    fireEvent.click(screen.getByTestId('mark-paid-pay_0001'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Confirm that 张三 received ¥4,200.00?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(screen.getByTestId('payout-state-pay_0001').textContent).toBe('Paid'));
    expect(screen.getAllByTestId('report-state').map((t) => t.textContent)).toEqual(['Closed']);
    expect(calls.find((c) => c.url.pathname === '/web/v1/admin/money/payouts/pay_0001/result')?.body).toEqual({ result: 'paid' });
    expect(screen.queryByTestId('mark-paid-pay_0001')).toBeNull();
  }, 60_000);

  it('marks a payout failed with the bank’s reason, sends it again, and shows a refused advance payment (zh)', async () => {
    const calls = serveBatch();
    await renderBatch('zh');
    fireEvent.click(await screen.findByTestId('mark-failed-pay_0001', {}, { timeout: 10_000 }));
    fireEvent.click(await screen.findByTestId('reason-dialog-ok'));
    expect(await screen.findByText('请填写原因')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '户名与卡号不符' } });
    fireEvent.click(screen.getByTestId('reason-dialog-ok'));
    await waitFor(() => expect(screen.getByTestId('payout-state-pay_0001').textContent).toBe('发放失败'));
    expect((screen.getByTestId('payout-state-pay_0001').closest('tr') as HTMLElement).textContent).toContain('户名与卡号不符');
    expect(screen.getAllByTestId('report-state').map((t) => t.textContent)).toEqual(['支付失败']);

    fireEvent.click(screen.getByTestId('retry-pay_0001'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: /重新向 whitehat01 发放/ })).getByRole('button', { name: '重新发放' }));
    await waitFor(() => expect(screen.getByTestId('payout-state-pay_0001').textContent).toBe('发放中'));
    expect(screen.getAllByTestId('report-state').map((t) => t.textContent)).toEqual(['支付中']);

    fireEvent.click(screen.getByTestId('advance-bug_nocard01'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: /为 WL-2026-0050 垫付 ¥300.00/ })).getByRole('button', { name: '平台垫付' }));
    expect(await screen.findByText('该白帽尚未认证银行卡，无法发放')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname.replace('/web/v1/admin/money', ''))).toEqual([
      '/payouts/pay_0001/result',
      '/payouts/pay_0001/retry',
      '/payable/bug_nocard01/advance',
    ]);
  }, 90_000);

  it('says so when the batch does not exist (en)', async () => {
    serveMoney({ routes: [(path) => (path === '/admin/money/batches/bat_none' ? { status: 404, body: { errcode: 404, errmsg: 'The batch does not exist', ret: null } } : undefined)] });
    await renderWithProviders(<BatchPage />, { path: '/admin/settlement/bat_none', routePath: '/admin/settlement/:id', locale: 'en' });
    expect(await screen.findByText('The batch does not exist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to settlement' }).getAttribute('href')).toBe('/admin/settlement');
  }, 60_000);
});


