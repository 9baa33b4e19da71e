/**
 * Which provider sent the browser back to the site (spec 000 §2): `auth_code` is
 * Alipay's, `code` WeChat's; both come with the `state` the sign-in started with.
 * On /xiamlogin the `code` is the single sign-on's, which that page ends itself.
 */
export function thirdPartyReturn(params: URLSearchParams, pathname = '/'): { provider: 'alipay' | 'wechat'; code: string; state: string } | null {
  if (pathname.toLowerCase() === '/xiamlogin') return null;
  const state = params.get('state');
  if (!state) return null;
  const authCode = params.get('auth_code');
  if (authCode) return { provider: 'alipay', code: authCode, state };
  const code = params.get('code');
  return code ? { provider: 'wechat', code, state } : null;
}
