import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { API, insertUser, nextIp } from '../identity/identity-test-support';
import { userIdentities } from './third-party.tables';
import { startOidcTestProvider } from './test-providers/oidc-test-provider';
import { aBrowser, bindAccount, buildThirdPartyApp, ssoCallback, ssoLogin, SSO_REDIRECT, startProviders, statusOf, type Providers } from './third-party-test-support';

describe('single sign-on against a real OIDC provider on loopback', () => {
  let providers: Providers;
  let t: TestApp;
  beforeAll(async () => {
    providers = await startProviders();
    t = await buildThirdPartyApp(providers);
  });
  afterAll(async () => {
    await t.close();
    await providers.close();
  });

  it('builds an authorization-code request with PKCE S256, state and nonce, and no secret in it', async () => {
    const res = await t.call<string>({ method: 'GET', url: `${API}/sso/authorize` });
    const url = new URL(res.body.ret);
    expect(url.origin).toBe(providers.oidc.issuer);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('wardline');
    expect(q.get('redirect_uri')).toBe(SSO_REDIRECT);
    expect(q.get('scope')).toBe('openid profile email');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('nonce')).toBeTruthy();
    expect(res.body.ret).not.toContain(providers.oidc.clientSecret);
  });

  it('answers a bind ticket for an unbound person, binds it to an existing account, and signs straight in next time', async () => {
    const owner = await insertUser(t.db, { nickname: 'Owner', usertype: 'hacker' });
    const first = await ssoLogin(t, providers.oidc, 'alice');
    expect(first.status, first.body.errmsg).toBe(200);
    expect(first.body.ret).toMatchObject({ status: 'unbound', token: null, userStatus: null, username: 'alice', provider: 'oidc', logo: 'https://avatars.sso.test/alice.png' });
    expect(first.body.ret.idToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const bound = await bindAccount(t, first.body.ret.idToken!, owner.phone!);
    expect(bound.status, bound.body.errmsg).toBe(200);
    expect(bound.body.errmsg).toBe('绑定成功');
    expect(bound.body.ret).toMatchObject({ usertype: 'hacker', username: 'Owner', userStatus: 'certification' });
    expect((await statusOf(t, bound.body.ret.token)).username).toBe('Owner');
    const [row] = await t.db.select().from(userIdentities).where(eq(userIdentities.userId, owner.id));
    expect(row).toMatchObject({ provider: 'oidc', issuer: providers.oidc.issuer, subject: 'alice' });

    const again = await ssoLogin(t, providers.oidc, 'alice');
    expect(again.body.ret).toMatchObject({ status: 'bound', idToken: null, usertype: 'hacker', username: 'Owner', userStatus: 'certification' });
    expect((await statusOf(t, again.body.ret.token!)).username).toBe('Owner');
  });

  it('sends the PKCE verifier whose S256 is the challenge of the request', async () => {
    const { authorizeUrl, code, state, iss } = await ssoCallback(t, providers.oidc, 'pkce-user');
    const res = await t.call({ method: 'POST', url: `${API}/keycloakLogin`, payload: { code, state, iss } });
    expect(res.status).toBe(200);
    const request = providers.oidc.tokenRequests.at(-1)!;
    expect(request.code).toBe(code);
    expect(request.redirect_uri).toBe(SSO_REDIRECT);
    const verifier = String(request.code_verifier);
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(authorizeUrl.searchParams.get('code_challenge'));
  });

  it('accepts the spec payload name keycloakToken for the code', async () => {
    const { code, state, iss } = await ssoCallback(t, providers.oidc, 'alias-user');
    const res = await t.call({ method: 'POST', url: `${API}/keycloakLogin`, payload: { keycloakToken: code, state, iss } });
    expect(res.status, res.body.errmsg).toBe(200);
    expect(res.body.ret).toMatchObject({ status: 'unbound' });
  });

  it('refuses a replayed state, a state of another provider and a made-up one', async () => {
    const { code, state, iss } = await ssoCallback(t, providers.oidc, 'replay-user');
    expect((await t.call({ method: 'POST', url: `${API}/keycloakLogin`, payload: { code, state, iss } })).status).toBe(200);
    const replay = await t.call({ method: 'POST', url: `${API}/keycloakLogin`, payload: { code, state, iss }, locale: 'en' });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ errcode: 40016, errmsg: 'The sign-in request has expired or was already used, please sign in again' });

    const wechatStart = await t.call<string>({ method: 'GET', url: `${API}/wechat/getwechaturl` });
    const foreignState = new URL(wechatStart.body.ret).searchParams.get('state')!;
    const fresh = await ssoCallback(t, providers.oidc, 'replay-user');
    const foreign = await t.call({ method: 'POST', url: `${API}/keycloakLogin`, payload: { code: fresh.code, state: foreignState, iss: fresh.iss } });
    expect(foreign.body.errcode).toBe(40016);
    const madeUp = await t.call({ method: 'POST', url: `${API}/keycloakLogin`, payload: { code: fresh.code, state: 'x'.repeat(43), iss: fresh.iss } });
    expect(madeUp.body.errcode).toBe(40016);
  });

  it('refuses an ID token with a wrong nonce, audience or issuer, or signed by another key', async () => {
    const cases = [
      { claims: (c: Record<string, unknown>) => ({ ...c, nonce: 'someone-elses-nonce' }) },
      { claims: (c: Record<string, unknown>) => ({ ...c, aud: 'another-app' }) },
      { claims: (c: Record<string, unknown>) => ({ ...c, iss: 'http://127.0.0.1:1' }) },
      { foreignKey: true },
    ];
    // Untampered, the same path succeeds: the refusals below are the tampering's doing.
    providers.oidc.tamperIdTokens({ claims: (c) => c });
    expect((await ssoLogin(t, providers.oidc, 'tamper-user')).status).toBe(200);
    for (const tamper of cases) {
      providers.oidc.tamperIdTokens(tamper);
      const res = await ssoLogin(t, providers.oidc, 'tamper-user');
      expect(res.status).toBe(400);
      expect(res.body.errcode).toBe(40017);
      expect(res.body.ret).toBeNull();
    }
    providers.oidc.tamperIdTokens(null);
  });

  it('refuses a code that is not the one the provider issued', async () => {
    const { state, iss } = await ssoCallback(t, providers.oidc, 'code-user');
    const res = await t.call({ method: 'POST', url: `${API}/keycloakLogin`, payload: { code: 'forged-code', state, iss }, remoteAddress: nextIp() });
    expect(res.body.errcode).toBe(40017);
  });

  it('names the missing fields of a malformed request', async () => {
    const res = await t.call({ method: 'POST', url: `${API}/keycloakLogin`, payload: {}, locale: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.errmsg).toContain('The sign-in state is missing');
  });

  it('lets a journey register the redirect URI after the provider started', async () => {
    const late = await startOidcTestProvider({ redirectUris: [] });
    const app = aBrowser(await buildTestApp({ PUBLIC_ORIGIN: 'http://late.test', OIDC_ISSUER_URL: late.issuer, OIDC_CLIENT_ID: late.clientId, OIDC_CLIENT_SECRET: late.clientSecret }));
    try {
      late.allowRedirectUri('http://late.test/xiamlogin');
      const res = await ssoLogin(app, late, 'late-user');
      expect(res.status, res.body.errmsg).toBe(200);
    } finally {
      await app.close();
      await late.close();
    }
  });

  it('answers 404 when single sign-on is not configured', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.call({ method: 'GET', url: `${API}/sso/authorize`, locale: 'en' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errcode: 40402, errmsg: 'This sign-in method is not available', ret: null });
      for (const url of ['/wechat/getwechaturl', '/getredirecturl', '/alipay/alipaynoun']) expect((await plain.call({ method: 'GET', url: `${API}${url}` })).body.errcode).toBe(40402);
    } finally {
      await plain.close();
    }
  });
});
