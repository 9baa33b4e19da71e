import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithProviders } from '@/test/render';
import { setSessionValue } from '@/lib/session';
import { mockFetch } from '@/test/render';
import AdminLayout from '../admin-layout';
import PayablePage from './payable-page';
import ReconciliationPage from './reconciliation-page';
import { isPost, payable, payout, reconciliationRun, serveMoney } from './test-fixtures';

const LONG = { timeout: 10_000 };

describe('console: bounties owed', () => {
  it('lists reports owed with state, gross and why the last attempt failed, and pays one in advance (zh)', async () => {
    let owed = [payable(), payable({ id: 'bug_owed02', holeNumber: 'WL-2026-0061', state: 'paymentFailed', lastError: '账户已冻结' })];
    const calls = serveMoney({
      routes: [
        (path, init) => {
          if (path === '/admin/money/payable') return ok({ total: owed.length, data: owed });
          if (path === '/admin/money/payable/bug_owed01/advance' && isPost(init)) {
            owed = owed.slice(1);
            return ok(payout({ id: 'pay_adv01', state: 'sent', reports: [{ id: 'bug_owed01', holeNumber: 'WL-2026-0060', title: '支付回调可伪造', projectName: '示例商城众测', gross: '2000.00', tax: '240.00', net: '1760.00', state: 'advancePayment' }] }));
          }
          return undefined;
        },
      ],
    });
    await renderWithProviders(<PayablePage />, { path: '/admin/payable', routePath: '/admin/payable', locale: 'zh' });
    const first = (await screen.findByText('WL-2026-0060', {}, LONG)).closest('tr') as HTMLElement;
    for (const text of ['支付回调可伪造', '示例商城众测', 'whitehat01', '待支付', '¥2,000.00']) expect(first.textContent).toContain(text);
    expect((screen.getByText('WL-2026-0061').closest('tr') as HTMLElement).textContent).toContain('账户已冻结');
    fireEvent.click(within(first).getByTestId('advance-bug_owed01'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('为 WL-2026-0060 垫付 ¥2,000.00（税前）？');
    fireEvent.click(within(confirm).getByRole('button', { name: '平台垫付' }));
    expect(await screen.findByText('已垫付发放')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('WL-2026-0060')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual(['/web/v1/admin/money/payable/bug_owed01/advance']);
  }, 60_000);
});

describe('console: reconciliation', () => {
  it('shows each run’s result with its mismatches in the row, and reconciles now (en)', async () => {
    let runs = [reconciliationRun()];
    serveMoney({
      routes: [
        (path, init) => {
          if (path !== '/admin/money/reconciliation') return undefined;
          if (!isPost(init)) return ok({ total: runs.length, data: runs });
          const run = reconciliationRun({
            id: 'rec_0002',
            ok: false,
            trigger: 'staff',
            startedAt: '2026-11-28T03:00:00.000Z',
            findings: [{ check: 'noNegativeBalance', subject: 'projectPool prj_shop01 rmb', detail: 'balance -100.00' }],
          });
          runs = [run, ...runs];
          return ok(run);
        },
      ],
    });
    await renderWithProviders(<ReconciliationPage />, { path: '/admin/reconciliation', routePath: '/admin/reconciliation', locale: 'en' });
    expect((await screen.findByTestId('reconciliation-result-rec_0001', {}, LONG)).textContent).toBe('Consistent');
    expect((screen.getByTestId('reconciliation-result-rec_0001').closest('tr') as HTMLElement).textContent).toContain('Nightly');
    fireEvent.click(screen.getByTestId('reconcile-now'));
    expect((await screen.findByTestId('reconciliation-result-rec_0002')).textContent).toBe('Mismatches: 1');
    expect(screen.getByTestId('findings-rec_0002').textContent).toBe('Negative balance projectPool prj_shop01 rmb: balance -100.00');
    expect(await screen.findByText('Reconciliation done')).toBeTruthy();
    // The totals by account kind, one click away.
    fireEvent.click(within(screen.getByTestId('reconciliation-result-rec_0001').closest('tr') as HTMLElement).getByRole('button', { name: /expand/i }));
    expect(await screen.findByText('Company balances')).toBeTruthy();
  }, 60_000);
});

describe('console menu: the Money section', () => {
  const layout = async (permissions: string[], locale: 'zh' | 'en') => {
    setSessionValue('jwtToken', 'T'.repeat(43));
    mockFetch((url) => (url.pathname === '/web/v1/admin/me' ? ok({ id: 'f'.repeat(32), nickname: 'DemoStaff', email: null, totpEnabled: true, permissions }) : undefined));
    await renderWithProviders(<AdminLayout />, { path: '/admin/users', routePath: '/admin/*', locale });
    await screen.findByTestId('admin-me', {}, LONG);
  };

  it('is hidden from staff without the finance permission', async () => {
    await layout(['triage', 'content'], 'zh');
    expect(screen.queryByRole('link', { name: '充值记录' })).toBeNull();
    expect(screen.queryByText('资金管理')).toBeNull();
  }, 60_000);

  it.each([
    ['zh', ['充值记录', '企业余额', '待托管项目', '结算批次', '待发奖金', '资金对账']],
    ['en', ['Deposits', 'Company balances', 'Funding queue', 'Settlement', 'Bounties owed', 'Reconciliation']],
  ] as const)('shows its six pages to finance staff (%s)', async (locale, names) => {
    await layout(['finance'], locale);
    const hrefs = names.map((name) => screen.getByRole('link', { name }).getAttribute('href'));
    expect(hrefs).toEqual(['/admin/deposits', '/admin/balances', '/admin/funding', '/admin/settlement', '/admin/payable', '/admin/reconciliation']);
  }, 60_000);
});
