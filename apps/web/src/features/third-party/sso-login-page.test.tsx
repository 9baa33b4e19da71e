import { screen, waitFor, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import SsoLoginPage from './sso-login-page';

afterEach(() => sessionStorage.clear());

const unbound = { status: 'unbound', token: null, usertype: null, username: 'alice', logo: null, idToken: 'ticket-9', userStatus: null, provider: 'oidc' };

describe('SsoLoginPage (/xiamlogin)', () => {
  it('starts single sign-on by sending the browser to the provider', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    mockFetch((url) => (url.pathname === '/web/v1/sso/authorize' ? ok('https://sso.example.test/auth?client_id=wardline') : undefined));
    await renderWithProviders(<SsoLoginPage />, { path: '/xiamlogin', routePath: '/xiamlogin' });
    fireEvent.click(screen.getByTestId('sso-start'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sso.example.test/auth?client_id=wardline'));
  });

  it('ends the sign-in with code, state and iss, and sends an unbound person to bindAccount with the ticket', async () => {
    const calls = mockFetch((url, init) => (url.pathname === '/web/v1/keycloakLogin' && init?.method === 'POST' ? ok(unbound) : undefined));
    const { router } = await renderWithProviders(<SsoLoginPage />, { path: '/xiamlogin?code=c-1&state=s-1&iss=https%3A%2F%2Fsso.example.test', routePath: '*' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/bindAccount'));
    expect(calls.filter((c) => c.url.pathname === '/web/v1/keycloakLogin').map((c) => c.body)).toEqual([{ code: 'c-1', state: 's-1', iss: 'https://sso.example.test' }]);
    expect(getSessionValue('idToken')).toBe('ticket-9');
    expect(getSessionValue('jwtToken')).toBeNull();
  });

  it('signs a bound person in and sends one without an identity to chooseIdentity', async () => {
    mockFetch((url) =>
      url.pathname === '/web/v1/keycloakLogin' ? ok({ ...unbound, status: 'bound', token: 'sess-1', idToken: null, username: 'Owner', userStatus: 'unIdentityConfirm' }) : undefined,
    );
    const { router } = await renderWithProviders(<SsoLoginPage />, { path: '/xiamlogin?code=c-2&state=s-2', routePath: '*' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/chooseIdentity'));
    expect(getSessionValue('jwtToken')).toBe('sess-1');
    expect(getSessionValue('username')).toBe('Owner');
  });

  it('shows the refusal and drops the spent code from the address', async () => {
    mockFetch((url) => (url.pathname === '/web/v1/keycloakLogin' ? { status: 400, body: { errcode: 40016, errmsg: '登录请求已失效或已被使用，请重新登录', ret: null } } : undefined));
    const { router } = await renderWithProviders(<SsoLoginPage />, { path: '/xiamlogin?code=c-3&state=s-3', routePath: '*' });
    expect(await screen.findByText('登录请求已失效或已被使用，请重新登录')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByTestId('sso-start')).toBeTruthy();
  });

  it("says so when the provider refused, without calling the server", async () => {
    const calls = mockFetch();
    await renderWithProviders(<SsoLoginPage />, { path: '/xiamlogin?error=access_denied&state=s-4', routePath: '*', locale: 'en' });
    expect(await screen.findByText('The identity provider did not authorise the sign-in (access_denied)')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
