import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatementLine, StatementPage } from '@wardline/contract';
import { renderWithProviders, ok, mockFetch } from '@/test/render';
import { setSessionValue } from '@/lib/session';
import StatementPageView from './statement-page';
import MyAccountPage from './my-account-page';
import { accountApi, companyHeader, hackerHeader } from './account-centre-test-support';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const render = (locale: 'zh' | 'en') => renderWithProviders(<StatementPageView />, { path: '/userCenter/statement', routePath: '/userCenter/statement', locale });

const line = (over: Partial<StatementLine>): StatementLine => ({
  at: '2026-11-28T02:00:00.000Z',
  kind: 'bounty',
  amount: '5000.00',
  balanceAfter: '5000.00',
  memo: '',
  project: { id: 'prj_shop01', name: '示例商城众测' },
  bug: { id: 'bug_paid01', holeNumber: 'WL-2026-0042', title: '订单接口越权' },
  payout: null,
  ...over,
});

const hackerPage = (over: Partial<StatementPage> = {}): StatementPage => ({
  account: 'hackerEarnings',
  currency: 'rmb',
  balance: '0.00',
  data: [
    line({ at: '2026-11-28T04:00:00.000Z', kind: 'settlement', amount: '-5000.00', balanceAfter: '0.00', payout: { gross: '5000.00', tax: '800.00', net: '4200.00', state: 'paid' } }),
    line({}),
  ],
  nextCursor: 'ZTEy',
  ...over,
});

function serveStatement(pages: Record<string, StatementPage>) {
  setSessionValue('jwtToken', 'T'.repeat(43));
  return mockFetch((url) => {
    if (url.pathname !== '/web/v1/account/statement') return undefined;
    const key = `${url.searchParams.get('currency')}:${url.searchParams.get('cursor') ?? ''}`;
    return pages[key] ? ok(pages[key]) : undefined;
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the statement (/userCenter/statement)', () => {
  it('lists a hacker’s movements with report, project, gross, tax and net, pages by cursor and switches currency (zh)', async () => {
    const calls = serveStatement({
      'rmb:': hackerPage(),
      'rmb:ZTEy': hackerPage({ data: [line({ at: '2026-10-01T02:00:00.000Z', amount: '300.00', balanceAfter: '300.00', bug: { id: 'bug_old01', holeNumber: 'WL-2026-0001', title: '旧漏洞' } })], nextCursor: null }),
      'dollar:': hackerPage({ currency: 'dollar', data: [], nextCursor: null }),
    });
    await render('zh');
    const amounts = await screen.findAllByTestId('statement-amount', {}, { timeout: 10_000 });
    expect(amounts.map((a) => a.textContent)).toEqual(['-¥5,000.00', '+¥5,000.00']);
    const settlement = amounts[0]!.closest('tr') as HTMLElement;
    for (const text of ['月度结算发放', 'WL-2026-0042 订单接口越权', '示例商城众测', '¥0.00']) expect(settlement.textContent).toContain(text);
    expect(within(settlement).getByTestId('statement-payout').textContent).toBe('应发 ¥5,000.00 · 个税 ¥800.00 · 实发 ¥4,200.00 已到账');
    expect((amounts[1]!.closest('tr') as HTMLElement).textContent).toContain('漏洞奖金');
    for (const header of ['时间', '类型', '漏洞', '项目', '金额', '发放明细', '变动后余额']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(screen.getByTestId('statement-balance').textContent).toBe('待发奖金: ¥0.00');

    expect(screen.getByTestId('statement-previous')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('statement-next'));
    await waitFor(() => expect(screen.getAllByTestId('statement-amount').map((a) => a.textContent)).toEqual(['+¥300.00']));
    expect(screen.getByTestId('statement-page').textContent).toBe('第 2 页');
    expect(screen.getByTestId('statement-next')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('statement-previous'));
    await waitFor(() => expect(screen.getByTestId('statement-page').textContent).toBe('第 1 页'));
    expect(screen.getAllByTestId('statement-amount')).toHaveLength(2);

    fireEvent.click(within(screen.getByTestId('statement-currency')).getByText('美元'));
    expect(await screen.findByText('暂无资金变动')).toBeTruthy();
    expect(calls.map((c) => [c.url.searchParams.get('currency'), c.url.searchParams.get('cursor')])).toEqual([
      ['rmb', null],
      ['rmb', 'ZTEy'],
      // Back on page 1 it is shown at once and asked for again: a payout may have landed meanwhile.
      ['rmb', null],
      ['dollar', null],
    ]);
  }, 60_000);

  it('shows a company its balance movements in English and downloads the xlsx with the token', async () => {
    const calls = serveStatement({
      'rmb:': {
        account: 'companyBalance',
        currency: 'rmb',
        balance: '38000.00',
        data: [
          line({ kind: 'escrow', amount: '-12000.00', balanceAfter: '38000.00', bug: null }),
          line({ at: '2026-11-20T02:00:00.000Z', kind: 'deposit', amount: '50000.00', balanceAfter: '50000.00', bug: null, project: null }),
        ],
        nextCursor: null,
      },
    });
    const saved: { name: string; type: string }[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: vi.fn(() => 'blob:statement') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, type: this.href });
    });
    const jsonFetch = globalThis.fetch;
    const downloads: (string | undefined)[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/web/v1/account/statement/download') {
        downloads.push(`${url.searchParams.get('currency')} ${(init?.headers as Record<string, string>).Authorization}`);
        return new Response(new Blob([new Uint8Array([0x50, 0x4b, 3, 4])], { type: XLSX }), {
          status: 200,
          headers: { 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="wardline-statement-company-rmb-2026-11-28.xlsx"' },
        });
      }
      return jsonFetch(input, init);
    }) as typeof fetch;

    await render('en');
    const amounts = await screen.findAllByTestId('statement-amount', {}, { timeout: 10_000 });
    expect(amounts.map((a) => a.textContent)).toEqual(['-¥12,000.00', '+¥50,000.00']);
    expect((amounts[0]!.closest('tr') as HTMLElement).textContent).toContain('Pool escrowed');
    expect((amounts[1]!.closest('tr') as HTMLElement).textContent).toContain('Deposit');
    expect(screen.getByTestId('statement-balance').textContent).toBe('Balance: ¥38,000.00');
    expect(screen.getByText(/Every movement of the company account/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('statement-download'));
    await waitFor(() => expect(saved).toEqual([{ name: 'wardline-statement-company-rmb-2026-11-28.xlsx', type: 'blob:statement' }]));
    expect(downloads).toEqual([`rmb ${'T'.repeat(43)}`]);
    expect(calls.filter((c) => c.url.pathname === '/web/v1/account/statement')).toHaveLength(1);
  }, 60_000);

  it('says so when the download is refused', async () => {
    serveStatement({ 'rmb:': hackerPage({ data: [], nextCursor: null }) });
    const jsonFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input), 'http://localhost').pathname === '/web/v1/account/statement/download'
        ? new Response(JSON.stringify({ errcode: 403, errmsg: '没有权限', ret: null }), { status: 403, headers: { 'Content-Type': 'application/json' } })
        : jsonFetch(input, init)) as typeof fetch;
    await render('zh');
    expect(await screen.findByText('暂无资金变动', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByTestId('statement-download'));
    expect(await screen.findByText('没有权限')).toBeTruthy();
  }, 60_000);
});

describe('the account centre leads to the statement', () => {
  it.each([
    ['zh', hackerHeader(), '账户明细'],
    ['en', companyHeader(), 'Statement'],
  ] as const)('from the header (%s)', async (locale, header, name) => {
    accountApi(header);
    const { router } = await renderWithProviders(<MyAccountPage />, { path: '/userCenter/myAccount', routePath: '/userCenter/myAccount', locale });
    const link = await screen.findByRole('link', { name }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/userCenter/statement');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/userCenter/statement'));
  }, 60_000);
});
