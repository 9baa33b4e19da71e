import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helper';
import { API, insertUser, nextIp, solveCaptcha, readCode } from '../identity/identity-test-support';
import { alipayLogin, buildThirdPartyApp, SITE, startProviders, statusOf, type Providers } from './third-party-test-support';

describe('Alipay web sign-in against a loopback stand-in that checks RSA2 signatures', () => {
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

  it('builds the documented publicAppAuthorize address, and hands out a nonce', async () => {
    const res = await t.call<string>({ method: 'GET', url: `${API}/getredirecturl` });
    const url = new URL(res.body.ret);
    expect(`${url.origin}${url.pathname}`).toBe(providers.alipay.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ app_id: providers.alipay.appId, scope: 'auth_user', redirect_uri: `${SITE}/` });
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const nonce = await t.call<{ state: string; appId: string; expiresIn: number }>({ method: 'GET', url: `${API}/alipay/alipaynoun` });
    expect(nonce.body.ret).toMatchObject({ appId: providers.alipay.appId, expiresIn: 600 });
    expect(nonce.body.ret.state).not.toBe(url.searchParams.get('state'));
  });

  it('signs in an unbound person with a ticket, binds them by email on /qualification/user, then signs straight in', async () => {
    await insertUser(t.db, { email: 'ali.owner@example.com', nickname: 'AliOwner', usertype: 'company' });
    const person = { userId: '2088000000000042', nickName: '阿里用户', avatar: 'https://tfs.alipayobjects.test/42.png' };
    const first = await alipayLogin(t, providers.alipay, person);
    expect(first.status, first.body.errmsg).toBe(200);
    expect(first.body.ret).toMatchObject({ status: 'unbound', provider: 'alipay', username: '阿里用户', logo: 'https://tfs.alipayobjects.test/42.png' });
    expect(providers.alipay.badSignatures).toBe(0);

    const ip = nextIp();
    const captcha = await solveCaptcha(t, ip);
    const sent = await t.call({ method: 'GET', url: `${API}/portal/emailcode?email=ali.owner%40example.com&photoCode=${captcha.answer}&code=${captcha.code}`, remoteAddress: ip });
    expect(sent.status).toBe(200);
    const emailCode = await readCode(t, 'ali.owner@example.com');
    const bound = await t.call<{ token: string; usertype: string; username: string; country: string }>({
      method: 'POST',
      url: `${API}/portal/profectuserali`,
      payload: { mode: 'bind', idToken: first.body.ret.idToken, email: 'ali.owner@example.com', emailCode },
    });
    expect(bound.status, bound.body.errmsg).toBe(200);
    expect(bound.body.ret).toMatchObject({ usertype: 'company', username: 'AliOwner' });
    expect((await statusOf(t, bound.body.ret.token)).username).toBe('AliOwner');

    const again = await alipayLogin(t, providers.alipay, person);
    expect(again.body.ret).toMatchObject({ status: 'bound', username: 'AliOwner', usertype: 'company' });
  });

  it('signs through the official SDK with the keys as the Alipay console shows them (bare base64, PKCS#1), in China time', async () => {
    const bare = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    const pkcs1 = createPrivateKey(providers.alipay.appPrivateKeyPem).export({ format: 'pem', type: 'pkcs1' }).toString();
    const consoleKeys = await buildThirdPartyApp(providers, { ALIPAY_APP_PRIVATE_KEY: bare(pkcs1), ALIPAY_PUBLIC_KEY: bare(providers.alipay.alipayPublicKeyPem) });
    try {
      const before = providers.alipay.badSignatures;
      const res = await alipayLogin(consoleKeys, providers.alipay, { userId: '2088000000000099', nickName: '控制台密钥', avatar: 'https://tfs.alipayobjects.test/99.png' });
      expect(res.status, res.body.errmsg).toBe(200);
      expect(res.body.ret).toMatchObject({ status: 'unbound', provider: 'alipay', username: '控制台密钥' });
      expect(providers.alipay.badSignatures).toBe(before);
      const chinaNow = new Date(consoleKeys.clock.now().getTime() + 8 * 3_600_000);
      expect(Math.abs(new Date(`${providers.alipay.lastTimestamp!.replace(' ', 'T')}Z`).getTime() - chinaNow.getTime())).toBeLessThan(60_000);
    } finally {
      await consoleKeys.close();
    }
  });

  it('refuses an answer whose signature does not match its content', async () => {
    providers.alipay.tamperAnswers = true;
    try {
      const res = await alipayLogin(t, providers.alipay, { userId: '2088000000000077', nickName: 'x', avatar: 'https://tfs.alipayobjects.test/77.png' });
      expect(res.status).toBe(400);
      expect(res.body.errcode).toBe(40017);
    } finally {
      providers.alipay.tamperAnswers = false;
    }
  });

  it('is refused by Alipay when it signs with a key Alipay does not know', async () => {
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const wrong = await buildThirdPartyApp(providers, { ALIPAY_APP_PRIVATE_KEY: otherKey });
    try {
      const before = providers.alipay.badSignatures;
      const res = await alipayLogin(wrong, providers.alipay);
      expect(res.body.errcode).toBe(40017);
      expect(providers.alipay.badSignatures).toBe(before + 1);
    } finally {
      await wrong.close();
    }
  });

  it('refuses an auth code Alipay does not know, and a replayed state', async () => {
    const start = await t.call<string>({ method: 'GET', url: `${API}/getredirecturl` });
    const state = new URL(start.body.ret).searchParams.get('state')!;
    const res = await t.call({ method: 'GET', url: `${API}/alipay/alipaylogin?authCode=bogus&state=${state}` });
    expect(res.body.errcode).toBe(40017);
    const replay = await t.call({ method: 'GET', url: `${API}/alipay/alipaylogin?authCode=${providers.alipay.issueAuthCode()}&state=${state}` });
    expect(replay.body.errcode).toBe(40016);
  });
});
