import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import ThirdPartyCallback from './third-party-callback';
import { thirdPartyReturn } from './third-party-return';

afterEach(() => sessionStorage.clear());

const unbound = (provider: string) => ({ status: 'unbound', token: null, usertype: null, username: '访客', logo: 'https://x.test/a.png', idToken: `ticket-${provider}`, userStatus: null, provider });

describe('third-party returns (query code / auth_code, spec 000 §2)', () => {
  it('tells WeChat from Alipay, and leaves /xiamlogin and state-less addresses alone', () => {
    expect(thirdPartyReturn(new URLSearchParams('code=c&state=s'))).toEqual({ provider: 'wechat', code: 'c', state: 's' });
    expect(thirdPartyReturn(new URLSearchParams('auth_code=a&state=s&app_id=1'))).toEqual({ provider: 'alipay', code: 'a', state: 's' });
    expect(thirdPartyReturn(new URLSearchParams('code=c'))).toBeNull();
    expect(thirdPartyReturn(new URLSearchParams('code=c&state=s'), '/xiamLogin')).toBeNull();
  });

  it('ends a WeChat sign-in once and sends an unbound person to bindAccount', async () => {
    const calls = mockFetch((url, init) => (url.pathname === '/web/v1/wechat/wechatlogin' && init?.method === 'POST' ? ok(unbound('wechat')) : undefined));
    const { router } = await renderWithProviders(<ThirdPartyCallback />, { path: '/?code=wx-code&state=wx-state' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/bindAccount'));
    expect(calls.filter((c) => c.url.pathname === '/web/v1/wechat/wechatlogin').map((c) => c.body)).toEqual([{ code: 'wx-code', state: 'wx-state' }]);
    expect(getSessionValue('idToken')).toBe('ticket-wechat');
  });

  it('ends an Alipay sign-in with authCode and state', async () => {
    const calls = mockFetch((url) => (url.pathname === '/web/v1/alipay/alipaylogin' ? ok(unbound('alipay')) : undefined));
    const { router } = await renderWithProviders(<ThirdPartyCallback />, { path: '/?app_id=1&source=alipay_wallet&scope=auth_user&auth_code=ali-code&state=ali-state' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/bindAccount'));
    const call = calls.find((c) => c.url.pathname === '/web/v1/alipay/alipaylogin')!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ authCode: 'ali-code', state: 'ali-state' });
  });

  it.each([
    ['hacker', '/register/hackerLegalize'],
    ['company', '/register/companyLegalize'],
    ['supplier', '/register/supplierLegalize'],
  ])('sends a bound %s account that is not certified yet (unauthorized) to its certification page (spec 000 §4)', async (usertype, target) => {
    const bound = { status: 'bound', token: 'sess-wx', usertype, username: '白帽乙', logo: null, idToken: null, userStatus: 'unauthorized', provider: 'wechat' };
    mockFetch((url) => (url.pathname === '/web/v1/wechat/wechatlogin' ? ok(bound) : undefined));
    const { router } = await renderWithProviders(<ThirdPartyCallback />, { path: '/?code=wx-code&state=wx-state' });
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(getSessionValue('jwtToken')).toBe('sess-wx');
    expect(getSessionValue('userStatus')).toBe('unauthorized');
  });

  it('drops the code from the address when the sign-in is refused', async () => {
    mockFetch((url) => (url.pathname === '/web/v1/wechat/wechatlogin' ? { status: 400, body: { errcode: 40017, errmsg: '第三方登录失败，请重新登录', ret: null } } : undefined));
    const { router } = await renderWithProviders(<ThirdPartyCallback />, { path: '/?code=bad&state=s' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(getSessionValue('jwtToken')).toBeNull();
  });
});
