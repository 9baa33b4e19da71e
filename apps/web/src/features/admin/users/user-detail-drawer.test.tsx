import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '@wardline/contract';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { UserDetailDrawer } from './user-detail-drawer';

const ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const ME = '00000000000000000000000000000001';
const me = { id: ME, nickname: 'Ops', email: 'staff@demo.local', totpEnabled: true, permissions: ['userAdministration'] };
const detail = (overrides: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  id: ID,
  phone: '13900000007',
  email: null,
  nickname: 'User 7',
  usertype: 'hacker',
  role: 'user',
  status: 'certification',
  createdAt: '2026-01-02T03:04:05.000Z',
  country: 'CN',
  province: '',
  city: '',
  birthday: null,
  logo: null,
  updatedAt: '2026-01-02T03:04:05.000Z',
  totpEnabled: false,
  permissions: [],
  liveSessions: 2,
  disablement: null,
  ...overrides,
});

describe('UserDetailDrawer: ending an account’s sessions (issue 12 item 15)', () => {
  it('ends every live session after a confirmation, by the public id', async () => {
    let live = 2;
    const calls = mockFetch(
      (url) => (url.pathname === '/web/v1/admin/me' ? ok(me) : undefined),
      (url) => (url.pathname === `/web/v1/admin/users/${ID}` ? ok(detail({ liveSessions: live })) : undefined),
      (url, init) => {
        if (url.pathname !== `/web/v1/admin/users/${ID}/end-sessions` || init?.method !== 'POST') return undefined;
        live = 0;
        return ok({ ended: 2 }, '已结束所选账号的全部登录会话');
      },
    );
    await renderWithProviders(<UserDetailDrawer id={ID} meId={ME} onClose={() => undefined} />);
    fireEvent.click(await screen.findByTestId('end-sessions'));
    expect(await screen.findByText('该账号当前有 2 个登录会话，确定全部结束吗？对方需要重新登录，账号不会被禁用。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已结束该账号的全部登录会话')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === `/web/v1/admin/users/${ID}/end-sessions`)).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('end-sessions')).toBeNull());
  });

  it('offers nothing against oneself, nor when no session is live', async () => {
    mockFetch(
      (url) => (url.pathname === '/web/v1/admin/me' ? ok(me) : undefined),
      (url) => (url.pathname === `/web/v1/admin/users/${ME}` ? ok(detail({ id: ME, role: 'staff', usertype: null })) : undefined),
    );
    await renderWithProviders(<UserDetailDrawer id={ME} meId={ME} onClose={() => undefined} />);
    expect(await screen.findByText('User 7')).toBeTruthy();
    expect(screen.queryByTestId('end-sessions')).toBeNull();
  });
});
