import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountSession } from '@wardline/contract';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { SessionsSection } from './sessions-section';

const HERE = 'a'.repeat(32);
const PHONE = 'b'.repeat(32);
const LAPTOP = 'c'.repeat(32);
const session = (id: string, device: string, current = false): AccountSession => ({
  id,
  device,
  clientIp: '203.0.113.*',
  createdAt: '2026-11-20T01:02:00.000Z',
  lastActiveAt: '2026-11-20T02:03:00.000Z',
  current,
});

function sessionsApi() {
  let live = [session(HERE, 'Chrome（Windows）', true), session(PHONE, 'Safari（iOS）'), session(LAPTOP, 'Firefox（Linux）')];
  const calls = mockFetch((url, init) => {
    if (url.pathname === '/web/v1/user/sessions' && (init?.method ?? 'GET') === 'GET') return ok(live);
    const one = /^\/web\/v1\/user\/sessions\/([0-9a-f]{32})$/.exec(url.pathname);
    if (one && init?.method === 'DELETE') {
      live = live.filter((s) => s.id !== one[1]);
      return ok({ ended: 1 }, '已结束该登录会话');
    }
    if (url.pathname === '/web/v1/user/sessions/end-others' && init?.method === 'POST') {
      const ended = live.filter((s) => !s.current).length;
      live = live.filter((s) => s.current);
      return ok({ ended }, '已退出其他设备上的登录');
    }
    return undefined;
  });
  return calls;
}

describe('the account centre’s sessions (issue 12 item 15)', () => {
  it('lists each signed-in device with its masked address and times, marking this session', async () => {
    sessionsApi();
    await renderWithProviders(<SessionsSection />, { path: '/userCenter/myAccount', routePath: '/userCenter/myAccount' });
    expect(await screen.findByRole('heading', { name: '登录设备与会话' })).toBeTruthy();
    const table = await screen.findByTestId('account-sessions');
    expect(await within(table).findByText('Safari（iOS）')).toBeTruthy();
    const current = within(table).getByText('Chrome（Windows）').closest('tr')!;
    expect(within(current).getByText('当前会话')).toBeTruthy();
    expect(within(current).queryByRole('button')).toBeNull();
    expect(within(table).getAllByText('203.0.113.*')).toHaveLength(3);
  });

  it('ends one other session after a confirmation', async () => {
    const calls = sessionsApi();
    await renderWithProviders(<SessionsSection />, { path: '/userCenter/myAccount', routePath: '/userCenter/myAccount' });
    fireEvent.click(await screen.findByTestId(`end-session-${PHONE}`));
    expect(await screen.findByText('结束在“Safari（iOS）”上的会话吗？该设备需要重新登录。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已结束该登录会话')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === `/web/v1/user/sessions/${PHONE}` && c.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(screen.queryByText('Safari（iOS）')).toBeNull());
    expect(screen.getByText('Firefox（Linux）')).toBeTruthy();
  });

  it('signs out every other device at once, in English too', async () => {
    sessionsApi();
    await renderWithProviders(<SessionsSection />, { path: '/userCenter/myAccount', routePath: '/userCenter/myAccount', locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Signed-in devices and sessions' })).toBeTruthy();
    await screen.findByText('Firefox（Linux）');
    fireEvent.click(screen.getByTestId('end-other-sessions'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Signed out on 2 other devices')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Firefox（Linux）')).toBeNull());
    expect((screen.getByTestId('end-other-sessions') as HTMLButtonElement).disabled).toBe(true);
  });
});
