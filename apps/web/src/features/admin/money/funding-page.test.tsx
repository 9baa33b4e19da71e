import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithProviders } from '@/test/render';
import FundingPage from './funding-page';
import { fundingItem, isPost, serveMoney } from './test-fixtures';

const render = (locale: 'zh' | 'en') => renderWithProviders(<FundingPage />, { path: '/admin/funding', routePath: '/admin/funding', locale });

function serveQueue(refuse: boolean) {
  let waiting = [fundingItem()];
  return serveMoney({
    routes: [
      (path) => (path === '/admin/money/funding' ? ok({ total: waiting.length, data: waiting }) : undefined),
      (path, init) => {
        if (path !== '/admin/money/funding/prj_waiting01/escrow' || !isPost(init)) return undefined;
        if (refuse) return { status: 409, body: { errcode: 40997, errmsg: '公司账户余额不足，尚需 11000.00 元，项目将在资金到账后开始', ret: null } };
        waiting = [];
        return ok({ id: 'prj_waiting01', states: 'doing', escrowed: '12000.00', balance: '0.00' });
      },
    ],
  });
}

describe('console: funding queue', () => {
  it('shows pool, fee, total, balance and what is missing, and the clear refusal when the balance is short (zh)', async () => {
    const calls = serveQueue(true);
    await render('zh');
    const short = await screen.findByTestId('short-prj_waiting01');
    const row = short.closest('tr') as HTMLElement;
    for (const text of ['示例商城众测', '示例科技有限公司', '¥10,000.00', '¥2,000.00', '¥12,000.00', '¥1,000.00']) expect(row.textContent).toContain(text);
    expect(short.textContent).toBe('¥11,000.00');
    expect(short.className).toMatch(/money-short/);
    fireEvent.click(screen.getByTestId('escrow-prj_waiting01'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('将从 示例科技有限公司 的余额中扣除 ¥12,000.00');
    fireEvent.click(within(confirm).getByRole('button', { name: '立即托管' }));
    expect((await screen.findByTestId('escrow-refusal')).textContent).toContain('公司账户余额不足，尚需 11000.00 元');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual(['/web/v1/admin/money/funding/prj_waiting01/escrow']);
    // Still waiting: the row stays.
    expect(screen.getByTestId('short-prj_waiting01')).toBeTruthy();
  }, 60_000);

  it('escrows a project whose balance now covers it, and the queue empties (en)', async () => {
    serveQueue(false);
    await render('en');
    for (const header of ['Project', 'Company', 'Pool', 'Service fee', 'To escrow', 'Balance', 'Missing', 'Approved']) expect(await screen.findByRole('columnheader', { name: header })).toBeTruthy();
    fireEvent.click(await screen.findByTestId('escrow-prj_waiting01'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Escrow now' }));
    expect(await screen.findByText('Funds escrowed')).toBeTruthy();
    expect(await screen.findByText('No project is waiting for funds')).toBeTruthy();
    expect(screen.queryByTestId('escrow-refusal')).toBeNull();
  }, 60_000);

  it('shows a 403 page, not the queue, to staff without the finance permission', async () => {
    const calls = serveMoney({ permissions: ['triage'] });
    await render('en');
    expect((await screen.findByTestId('money-forbidden')).textContent).toContain('Money needs the “Finance” permission');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/web/v1/admin/money/funding')).toBe(false));
  }, 60_000);
});
