import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { markPayAuthCheckDue } from '@/lib/sign-in';
import PayAuthPage from './pay-auth-page';
import { PayAuthPromptHost } from './index';
import { signInHacker } from './trusted-auth-test-support';

const QR = 'data:image/png;base64,iVBORw0KGgo=';

function api(states: { code: () => { status: 0 | 1 | 2; state: 'waiting' | 'scanned' | 'done' | 'expired' }; done: () => boolean }) {
  let issued = 0;
  return mockFetch((url) => {
    if (url.pathname === '/web/v1/hy/token') {
      issued += 1;
      return ok({ img: QR, code: `code-${issued}-abcdef`, expiresAt: '2026-11-26T06:05:00.000Z' });
    }
    if (url.pathname === '/web/v1/hy/token/status') return ok(states.code());
    if (url.pathname === '/web/v1/hy/status') return ok(states.done() ? { status: 1 as const, completedAt: '2026-11-26T06:01:00.000Z' } : { status: 0 as const, completedAt: null });
    if (url.pathname === '/web/v1/hackCred/checkPayAuth') return ok({ status: 1 as const });
    return undefined;
  });
}

describe('PayAuthPage', () => {
  beforeEach(() => {
    signInHacker();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it('polls every 5 s, says when the QR code expired, and gives a new one', async () => {
    let expired = false;
    const calls = api({ code: () => (expired ? { status: 0, state: 'expired' } : { status: 1, state: 'waiting' }), done: () => false });
    await renderWithProviders(<PayAuthPage />, { path: '/userCenter/payAuth', routePath: '/userCenter/payAuth' });
    expect((await screen.findByAltText('支付认证二维码')).getAttribute('src')).toBe(QR);
    const polls = () => calls.filter((c) => c.url.pathname === '/web/v1/hy/token/status').length;
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(polls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(polls()).toBe(1));
    expired = true;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await screen.findByText('二维码已失效，请刷新')).toBeTruthy();
    fireEvent.click(screen.getByTestId('qr-refresh'));
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/web/v1/hy/token')).toHaveLength(2));
    expect(calls.at(-1)?.url.pathname).toBe('/web/v1/hy/token');
  });

  it('goes back to the account centre once the status is 1, in English', async () => {
    let done = false;
    api({ code: () => ({ status: 1, state: 'scanned' }), done: () => done });
    const { router } = await renderWithProviders(<PayAuthPage />, { path: '/userCenter/payAuth', routePath: '/userCenter/payAuth', locale: 'en' });
    await screen.findByAltText('Payment authentication QR code');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await screen.findByText('Scanned: finish on your phone')).toBeTruthy();
    done = true;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await screen.findByText('Payment authentication complete. Back to your account…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userCenter/myAccount'));
  });
});

describe('PayAuthPromptHost', () => {
  beforeEach(() => signInHacker());

  it('asks after a sign-in only, and leads to the scan page', async () => {
    const calls = api({ code: () => ({ status: 1, state: 'waiting' }), done: () => false });
    // Signed in on the page before this one (the dialog reloads the home page).
    markPayAuthCheckDue(performance.timeOrigin - 1000);
    const { router } = await renderWithProviders(<PayAuthPromptHost />);
    expect(await screen.findByText('您的收款尚未完成支付认证。完成认证后，奖金将按新的支付方式发放，旧的支付方式将在 3 个月后停止。')).toBeTruthy();
    fireEvent.click(screen.getByTestId('pay-auth-prompt-go'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userCenter/payAuth'));
    expect(calls.filter((c) => c.url.pathname === '/web/v1/hackCred/checkPayAuth')).toHaveLength(1);
  });

  it('asks nothing on a page load without a sign-in, nor on the page the sign-in happened on', async () => {
    const calls = api({ code: () => ({ status: 1, state: 'waiting' }), done: () => false });
    markPayAuthCheckDue(performance.timeOrigin + 60_000);
    await renderWithProviders(<PayAuthPromptHost />, { locale: 'en' });
    await act(async () => undefined);
    expect(screen.queryByTestId('pay-auth-prompt')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
