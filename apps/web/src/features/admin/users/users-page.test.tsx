import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUserSummary } from '@wardline/contract';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import UsersPage from './users-page';

/** A user's public id in the fakes: 32 hex characters, as the server answers them. */
const pid = (n: number) => String(n).padStart(32, '0');
const user = (id: number, overrides: Partial<AdminUserSummary> = {}): AdminUserSummary => ({
  id: pid(id),
  phone: '139****0001',
  email: null,
  nickname: `User ${id}`,
  usertype: 'hacker',
  role: 'user',
  status: 'certification',
  createdAt: '2026-01-02T03:04:00.000Z',
  ...overrides,
});

const me = { id: '00000000000000000000000000000001', nickname: 'Ops', email: 'staff@demo.local', totpEnabled: true, permissions: ['userAdministration'] };

describe('UsersPage (a console table with server-side pages and filters)', () => {
  it('asks the server for the page and filters in the address, and pages through the server', async () => {
    const calls = mockFetch(
      (url) => (url.pathname === '/web/v1/admin/me' ? ok(me) : undefined),
      (url) =>
        url.pathname === '/web/v1/admin/users'
          ? ok({ total: 45, data: Array.from({ length: 20 }, (_, i) => user((Number(url.searchParams.get('page')) - 1) * 20 + i + 2)) })
          : undefined,
    );
    const { router } = await renderWithProviders(<UsersPage />, { path: '/admin/users?status=certification', routePath: '/admin/users', locale: 'en' });
    expect(await screen.findByText('User 2')).toBeTruthy();
    const first = calls.find((c) => c.url.pathname === '/web/v1/admin/users')!;
    expect(Object.fromEntries(first.url.searchParams)).toEqual({ page: '1', size: '20', status: 'certification' });
    expect(screen.getByText('45 in total')).toBeTruthy();
    // Masked as the server sent them; the list never unmasks.
    expect(screen.getAllByText('139****0001')).toHaveLength(20);

    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('User 22')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?status=certification&page=2'));

    // A new search goes back to page 1 and keeps the other filters.
    const search = within(screen.getByTestId('user-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: ' 1380000 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('keyword')).toBe('1380000'));
    expect(calls.at(-1)!.url.searchParams.get('page')).toBe('1');
    expect(calls.at(-1)!.url.searchParams.get('status')).toBe('certification');
  });

  it('disables with a reason in a dialog, and offers enable for a disabled account but nothing against oneself', async () => {
    const calls = mockFetch(
      (url) => (url.pathname === '/web/v1/admin/me' ? ok(me) : undefined),
      (url) => (url.pathname === '/web/v1/admin/users' ? ok({ total: 3, data: [user(1, { role: 'staff', usertype: null }), user(7), user(8, { status: 'foriben' })] }) : undefined),
      (url, init) => (url.pathname === `/web/v1/admin/users/${pid(7)}/disable` && init?.method === 'POST' ? ok({ id: pid(7), status: 'foriben', revokedSessions: 2 }, '保存成功') : undefined),
    );
    await renderWithProviders(<UsersPage />, { path: '/admin/users', routePath: '/admin/users' });
    expect(await screen.findByText('User 7')).toBeTruthy();
    expect(screen.queryByTestId(`disable-${pid(1)}`)).toBeNull();
    expect(screen.getByTestId(`enable-${pid(8)}`)).toBeTruthy();

    fireEvent.click(screen.getByTestId(`disable-${pid(7)}`));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('禁用账号：User 7')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '  批量注册的垃圾账号  ' } });
    fireEvent.click(screen.getByTestId('reason-dialog-ok'));
    expect(await screen.findByText('已禁用，2 个会话已失效')).toBeTruthy();
    const disable = calls.find((c) => c.url.pathname === `/web/v1/admin/users/${pid(7)}/disable`)!;
    expect(disable.body).toEqual({ reason: '批量注册的垃圾账号' });
  });
});
