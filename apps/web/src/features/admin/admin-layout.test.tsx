import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { setSessionValue } from '@/lib/session';
import AdminLayout from './admin-layout';
import styles from './admin.module.css';

describe('AdminLayout', () => {
  beforeEach(() => setSessionValue('jwtToken', 'T'.repeat(43)));

  it('sends a visitor to the sign-in dialog instead of a 403 page', async () => {
    localStorage.clear();
    sessionStorage.clear();
    const calls = mockFetch();
    const { router } = await renderWithProviders(<AdminLayout />, { path: '/admin/users', routePath: '/admin/*', locale: 'en' });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/?type=login'));
    expect(calls.some((c) => c.url.pathname === '/web/v1/admin/me')).toBe(false);
  });

  it('shows a 403 page to a signed-in user who is not staff', async () => {
    mockFetch((url) => (url.pathname === '/web/v1/admin/me' ? { status: 403, body: { errcode: 403, errmsg: 'You do not have permission to do this', ret: null } } : undefined));
    await renderWithProviders(<AdminLayout />, { path: '/admin/users', routePath: '/admin/*', locale: 'en' });
    expect(await screen.findByText('No permission')).toBeTruthy();
    expect(screen.getByText('The operations console is for platform staff only.')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows only the two-step enrolment to staff who have not set it up', async () => {
    mockFetch(
      (url) => (url.pathname === '/web/v1/admin/me' ? ok({ id: 'f'.repeat(32), nickname: 'NewStaff', email: null, totpEnabled: false, permissions: ['content'] }) : undefined),
      (url) => (url.pathname === '/web/v1/admin/me/totp' ? ok({ enabled: false, pending: false, enabledAt: null }) : undefined),
    );
    await renderWithProviders(<AdminLayout />, { path: '/admin/users', routePath: '/admin/*', locale: 'en' });
    expect(await screen.findByTestId('totp-required')).toHaveProperty('textContent', expect.stringContaining('Set up two-step sign-in'));
    expect(await screen.findByTestId('totp-setup')).toBeTruthy();
  });

  it('shows the menu in the chosen language to staff', async () => {
    mockFetch((url) => (url.pathname === '/web/v1/admin/me' ? ok({ id: 'f'.repeat(32), nickname: 'DemoStaff', email: null, totpEnabled: true, permissions: [] }) : undefined));
    await renderWithProviders(<AdminLayout />, { path: '/admin/users', routePath: '/admin/*' });
    expect(await screen.findByTestId('admin-me')).toHaveProperty('textContent', 'DemoStaff');
    for (const label of ['认证审核', '用户管理', '公告动态', '首页轮播', '平台入口', '联系留言', '联系设置', '操作日志', '账号安全']) {
      expect(screen.getByRole('link', { name: label })).toBeTruthy();
    }
  });

  describe('on a phone (below Ant Design\'s lg breakpoint)', () => {
    beforeEach(() => {
      // A 375 px wide window: every max-width query matches.
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches: /max-width/.test(query),
            media: query,
            onchange: null,
            addListener: () => undefined,
            removeListener: () => undefined,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            dispatchEvent: () => false,
          }) as MediaQueryList,
      );
    });
    afterEach(() => vi.restoreAllMocks());

    it('keeps the menu button in the header, never floating over the content, and opens the menu over the page', async () => {
      mockFetch((url) => (url.pathname === '/web/v1/admin/me' ? ok({ id: 'f'.repeat(32), nickname: 'DemoStaff', email: null, totpEnabled: true, permissions: [] }) : undefined));
      const { container, router } = await renderWithProviders(<AdminLayout />, { path: '/admin/users', routePath: '/admin/*', locale: 'en' });
      const button = await screen.findByRole('button', { name: 'Navigation menu' });
      // Ant Design's own trigger is absolutely positioned beside the hidden menu, on top of the page (issue 13 #21).
      expect(container.querySelector('.ant-layout-sider-zero-width-trigger, .ant-layout-sider-trigger')).toBeNull();
      expect(button.closest('header')).not.toBeNull();
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(screen.getByTestId('admin-sider').className).toContain('ant-layout-sider-collapsed');
      // Closed, the fixed menu is hidden outright: neither its border nor its closing animation lies over the page.
      expect(screen.getByTestId('admin-sider').className).toContain(styles.siderClosed);

      fireEvent.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByTestId('admin-sider').className).not.toContain('ant-layout-sider-collapsed');
      expect(screen.getByTestId('admin-sider').className).not.toContain(styles.siderClosed);
      expect(screen.getByTestId('admin-menu-backdrop')).toBeTruthy();
      fireEvent.keyDown(window, { key: 'Escape' });
      await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));

      // Choosing a section closes the menu again.
      fireEvent.click(button);
      fireEvent.click(screen.getByRole('link', { name: 'Audit log' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/audit-log'));
      await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    });
  });
});
