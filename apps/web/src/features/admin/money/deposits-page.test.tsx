import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithProviders } from '@/test/render';
import DepositsPage from './deposits-page';
import CompaniesPage from './companies-page';
import { COMPANY, deposit, isPost, serveMoney } from './test-fixtures';

const renderDeposits = (locale: 'zh' | 'en', path = '/admin/deposits') => renderWithProviders(<DepositsPage />, { path, routePath: '/admin/deposits', locale });

async function chooseCompany(name: string) {
  fireEvent.mouseDown(within(screen.getByTestId('deposit-company')).getByRole('combobox'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((o) => o.textContent === name);
    expect(found).toBeTruthy();
    return found!;
  });
  fireEvent.click(option);
}

describe('console: deposits', () => {
  it('lists deposits with amount, reference and who recorded them, paged, in Chinese', async () => {
    const calls = serveMoney({ routes: [(path) => (path === '/admin/money/deposits' ? ok({ total: 45, data: [deposit()] }) : undefined)] });
    await renderDeposits('zh');
    const row = (await screen.findByText('ICBC-20261120-001')).closest('tr') as HTMLElement;
    for (const text of ['示例科技有限公司', '¥50,000.00', '十一月充值', 'DemoFinance']) expect(row.textContent).toContain(text);
    for (const header of ['登记时间', '充值企业', '到账金额（元）', '银行流水号', '备注', '登记人']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(screen.getByText('共 45 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/web/v1/admin/money/deposits').at(-1)!.url.searchParams.get('page')).toBe('3'));
  }, 60_000);

  it('refuses the form’s mistakes before sending, then records yuan as the server’s fen and shows the balance after (en)', async () => {
    let recorded: unknown;
    const calls = serveMoney({
      routes: [
        (path, init) => {
          if (path !== '/admin/money/deposits') return undefined;
          if (!isPost(init)) return ok({ total: 0, data: [] });
          recorded = JSON.parse(String(init!.body));
          return ok({ deposit: deposit({ amount: '1234.50', bankReference: 'BOC-1' }), balance: '2234.50', repeated: false }, 'Deposit recorded');
        },
      ],
    });
    await renderDeposits('en');
    expect(await screen.findByText('No deposits yet')).toBeTruthy();
    fireEvent.click(screen.getByTestId('record-deposit'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('deposit-submit'));
    expect(await within(dialog).findByText('Please choose the company that paid')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the amount received')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the bank reference')).toBeTruthy();

    const amount = within(dialog).getByLabelText('Amount received (yuan)');
    for (const [typed, message] of [
      ['12.345', 'Please enter a valid amount with at most 2 decimals'],
      ['0', 'The amount must be above 0 and at most 100,000,000'],
      ['100000000.01', 'The amount must be above 0 and at most 100,000,000'],
    ] as const) {
      fireEvent.change(amount, { target: { value: typed } });
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await chooseCompany(COMPANY.name);
    fireEvent.change(amount, { target: { value: '1234.5' } });
    fireEvent.change(within(dialog).getByLabelText('Bank reference'), { target: { value: '  BOC-1 ' } });
    fireEvent.click(within(dialog).getByTestId('deposit-submit'));
    const result = await within(dialog).findByTestId('deposit-result');
    expect(result.textContent).toContain('Deposit recorded');
    expect(result.textContent).toContain('示例科技有限公司 now has ¥2,234.50');
    expect(recorded).toMatchObject({ companyId: COMPANY.id, currency: 'rmb', amount: '1234.5', note: '' });
    expect((recorded as { bankReference: string }).bankReference.trim()).toBe('BOC-1');
    expect((recorded as { requestId: string }).requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The list is asked again: the new deposit shows without a reload.
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/web/v1/admin/money/deposits' && c.method === 'GET').length).toBeGreaterThan(1));
  }, 60_000);

  it('says when the server had the deposit already, and puts a field refusal on its field (zh)', async () => {
    let answer = 0;
    serveMoney({
      routes: [
        (path, init) => {
          if (path !== '/admin/money/deposits') return undefined;
          if (!isPost(init)) return ok({ total: 0, data: [] });
          answer += 1;
          if (answer === 1) return { status: 400, body: { errcode: 400, errmsg: '参数错误', ret: { fields: [{ field: 'bankReference', message: '银行流水号不能超过64个字符' }] } } };
          return ok({ deposit: deposit(), balance: '51000.00', repeated: true });
        },
      ],
    });
    await renderWithProviders(<CompaniesPage />, { path: '/admin/balances', routePath: '/admin/balances', locale: 'zh' });
    expect((await screen.findByTestId(`balance-${COMPANY.id}`)).textContent).toBe('¥1,000.00');
    fireEvent.click(screen.getByTestId(`deposit-for-${COMPANY.id}`));
    const dialog = await screen.findByRole('dialog');
    // Opened from the company's row: the company is chosen already.
    expect(within(dialog).getByTestId('deposit-company').textContent).toContain(COMPANY.name);
    fireEvent.change(within(dialog).getByLabelText('到账金额（元）'), { target: { value: '50000' } });
    fireEvent.change(within(dialog).getByLabelText('银行流水号'), { target: { value: 'ICBC-1' } });
    fireEvent.click(within(dialog).getByTestId('deposit-submit'));
    expect(await within(dialog).findByText('银行流水号不能超过64个字符')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('deposit-submit'));
    expect((await within(dialog).findByTestId('deposit-result')).textContent).toContain('这笔充值此前已登记，未重复入账');
  }, 60_000);
});
