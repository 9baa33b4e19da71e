import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { ThirdPartyEntries } from './third-party-entries';

/** The server's answer to GET /portal/signInProviders. */
const configured = (providers: string[]) =>
  mockFetch(
    (url) => (url.pathname === '/web/v1/portal/signInProviders' ? ok(providers) : undefined),
    (url) => (url.pathname === '/web/v1/wechat/getwechaturl' ? ok('https://open.weixin.example/connect/qrconnect?appid=wx') : undefined),
  );

const render = (locale: 'zh' | 'en' = 'zh') =>
  renderWithProviders(
    <>
      <ThirdPartyEntries />
      <p data-testid="after-entries" />
    </>,
    { locale },
  );

describe('ThirdPartyEntries (the login dialog\'s "other ways to sign in")', () => {
  it('shows nothing at all when the server offers no third-party sign-in', async () => {
    const calls = configured([]);
    await render();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/web/v1/portal/signInProviders')).toBe(true));
    await screen.findByTestId('after-entries');
    expect(screen.queryByTestId('third-party-entries')).toBeNull();
    expect(screen.queryByText('其他登录方式')).toBeNull();
  });

  it('shows only the configured ones: single sign-on without WeChat or Alipay', async () => {
    configured(['oidc']);
    await render('en');
    expect(await screen.findByText('Other ways to sign in')).toBeTruthy();
    expect(screen.getByTestId('entry-sso').textContent).toBe('Single sign-on');
    expect(screen.queryByTestId('entry-wechat')).toBeNull();
    expect(screen.queryByTestId('entry-alipay')).toBeNull();
  });

  it('offers WeChat and Alipay when configured, and WeChat goes straight to the provider', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    configured(['wechat', 'alipay']);
    await render();
    fireEvent.click(await screen.findByTestId('entry-wechat'));
    expect(screen.getByTestId('entry-alipay').textContent).toBe('支付宝');
    expect(screen.queryByTestId('entry-sso')).toBeNull();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://open.weixin.example/connect/qrconnect?appid=wx'));
  });

  it('shows nothing when the server cannot say (no entry that might answer "not supported")', async () => {
    mockFetch((url) => (url.pathname === '/web/v1/portal/signInProviders' ? { status: 500, body: { errcode: 500, errmsg: '服务器内部错误', ret: null } } : undefined));
    await render();
    await screen.findByTestId('after-entries');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('third-party-entries')).toBeNull();
  });
});
