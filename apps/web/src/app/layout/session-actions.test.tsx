import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getSessionValue, setSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { closeLoginDialog, useLoginDialogOpen } from '@/lib/login-dialog';
import { draftKey, readDraft, writeDraft } from '@/features/bugs/submit/bug-draft';
import { SessionActions } from './session-actions';

function DialogState() {
  return <span data-testid="dialog-state">{useLoginDialogOpen() ? 'open' : 'closed'}</span>;
}

function signIn() {
  setSessionValue('jwtToken', 'sess-7f3a');
  setSessionValue('username', '白帽甲');
  setSessionValue('usertype', 'hacker');
  setSessionValue('userStatus', 'certification');
}

afterEach(() => act(() => closeLoginDialog()));

describe('SessionActions', () => {
  it('offers sign-in (opening the dialog) and sign-up to a visitor', async () => {
    const { router } = await renderWithProviders(
      <>
        <SessionActions />
        <DialogState />
      </>,
      { path: '/game', routePath: '/game' },
    );
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByTestId('dialog-state').textContent).toBe('open');
    fireEvent.click(screen.getByRole('link', { name: '注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/createAccount'));
  });

  it('switches to the user menu as soon as a session is stored, and back when it is cleared', async () => {
    await renderWithProviders(<SessionActions />);
    expect(screen.queryByTestId('user-menu')).toBeNull();
    act(() => signIn());
    expect(await screen.findByRole('button', { name: '用户菜单：白帽甲' })).toBeTruthy();
    act(() => clearSession());
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('signs out: the server session is revoked, the stored one cleared, and the user lands on /', async () => {
    signIn();
    const calls = mockFetch((url) => (url.pathname === '/web/v1/portal/signout' ? ok(null, '已退出登录') : undefined));
    const { router } = await renderWithProviders(<SessionActions />, { path: '/game', routePath: '/game' });
    fireEvent.click(await screen.findByTestId('user-menu'));
    expect(await screen.findByText('当前账号: 白帽甲')).toBeTruthy();
    fireEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const signout = calls.find((c) => c.url.pathname === '/web/v1/portal/signout');
    expect(signout?.method).toBe('GET');
    expect(signout?.headers.Authorization).toBe('sess-7f3a');
    expect(getSessionValue('jwtToken')).toBeNull();
    expect(getSessionValue('username')).toBeNull();
  });

  it.each([
    ['zh', '退出登录'],
    ['en', 'Sign out'],
  ] as const)('forgets the report drafts this account left in the browser when it signs out, and only them (%s)', async (locale, label) => {
    signIn();
    const mine = [draftKey('a'.repeat(32), null), draftKey('b'.repeat(32), null), draftKey('a'.repeat(32), 'c'.repeat(32))];
    for (const key of mine) writeDraft(key, '白帽甲', { savedAt: Date.now(), values: { holetitle: '订单接口越权', holedetail: '<p>未公开的复现步骤</p>' } });
    const theirs = draftKey('d'.repeat(32), null);
    writeDraft(theirs, '白帽乙', { savedAt: Date.now(), values: { holetitle: '另一位白帽子的草稿' } });
    localStorage.setItem('unrelated', 'kept');
    mockFetch((url) => (url.pathname === '/web/v1/portal/signout' ? ok(null, locale === 'zh' ? '已退出登录' : 'Signed out') : undefined));
    const { router } = await renderWithProviders(<SessionActions />, { path: '/game', routePath: '/game', locale });
    expect(readDraft(mine[0]!, '白帽甲')).not.toBeNull();
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByRole('menuitem', { name: label }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    for (const key of mine) expect(localStorage.getItem(key)).toBeNull();
    expect(readDraft(theirs, '白帽乙')?.values.holetitle).toBe('另一位白帽子的草稿');
    expect(localStorage.getItem('unrelated')).toBe('kept');
    localStorage.clear();
  });

  it('offers staff a link to the console, and nobody else', async () => {
    signIn();
    mockFetch();
    await renderWithProviders(<SessionActions />, { path: '/game', routePath: '/game' });
    fireEvent.click(await screen.findByTestId('user-menu'));
    expect(await screen.findByTestId('menu-messages')).toBeTruthy();
    expect(screen.queryByTestId('menu-console')).toBeNull();
    expect(screen.getByRole('menuitem', { name: '我的漏洞' }).getAttribute('href')).toBe('/userCenter/myBug');
    cleanup();

    setSessionValue('usertype', '');
    await renderWithProviders(<SessionActions />, { path: '/game', routePath: '/game' });
    fireEvent.click(await screen.findByTestId('user-menu'));
    expect((await screen.findByTestId('menu-console')).getAttribute('href')).toBe('/admin');
    expect(screen.queryByTestId('menu-my-bugs')).toBeNull();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    signIn();
    mockFetch(() => ({ status: 500, body: { errcode: 500, errmsg: '服务器遇到错误，无法完成请求', ret: null } }));
    const { router } = await renderWithProviders(<SessionActions />, { path: '/game', routePath: '/game' });
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSessionValue('jwtToken')).toBeNull();
  });
});
