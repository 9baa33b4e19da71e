import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import { API } from '../identity/identity-test-support';

const OIDC = { OIDC_ISSUER_URL: 'https://sso.example.com/realms/staff', OIDC_CLIENT_ID: 'wardline', OIDC_CLIENT_SECRET: 'secret' };
const WECHAT = { WECHAT_APP_ID: 'wx-app', WECHAT_APP_SECRET: 'wx-secret' };
const ALIPAY = { ALIPAY_APP_ID: '2021000000000000', ALIPAY_APP_PRIVATE_KEY: 'app-private-key', ALIPAY_PUBLIC_KEY: 'alipay-public-key' };

/** What GET /portal/signInProviders answers a visitor of a server started with `env`. */
async function providersOf(env: Record<string, string>) {
  const t = await buildTestApp(env);
  try {
    const res = await t.call<string[]>({ method: 'GET', url: `${API}/portal/signInProviders`, locale: 'en' });
    return { status: res.status, body: res.body };
  } finally {
    await t.close();
  }
}

describe('GET /portal/signInProviders: the sign-in dialog offers only what is configured (issue 13, item 7)', () => {
  it('answers none when no provider is configured', async () => {
    expect(await providersOf({})).toEqual({ status: 200, body: { errcode: 0, errmsg: 'Success', ret: [] } });
  });

  it('answers each configured provider, and a provider missing part of its settings is off', async () => {
    expect((await providersOf({ ...OIDC, ...WECHAT, ...ALIPAY })).body.ret).toEqual(['oidc', 'wechat', 'alipay']);
    expect((await providersOf({ ...WECHAT, OIDC_ISSUER_URL: OIDC.OIDC_ISSUER_URL, ALIPAY_APP_ID: ALIPAY.ALIPAY_APP_ID })).body.ret).toEqual(['wechat']);
  });
});
