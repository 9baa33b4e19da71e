import Fastify from 'fastify';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for WeChat's website QR login on 127.0.0.1, implementing the documented
 * endpoints: /connect/qrconnect (here the "scan" is immediate: it sends the browser back
 * with a code for `nextUser`), /sns/oauth2/access_token (appid, secret, code,
 * grant_type=authorization_code → access_token, openid, unionid) and /sns/userinfo.
 * Errors answer `{ errcode, errmsg }` with status 200, as WeChat does.
 */
export type WechatUser = { openid: string; unionid?: string; nickname: string; headimgurl: string };
export type WechatFake = {
  /** WECHAT_AUTHORIZE_URL for the server under test. */
  authorizeUrl: string;
  /** WECHAT_API_BASE_URL for the server under test. */
  apiBaseUrl: string;
  appId: string;
  appSecret: string;
  /** Who "scans" next. */
  nextUser: WechatUser;
  /** Issues a code for a user directly, as if they had scanned the QR code. */
  issueCode(user?: WechatUser): string;
  /** Follows the authorize address like a browser and answers where WeChat sends it back. */
  scan(authorizeUrl: string, user?: WechatUser): URL;
  close(): Promise<void>;
};

export async function startWechatFake({ appId = 'wx-test-app', appSecret = 'wx-test-secret' } = {}): Promise<WechatFake> {
  const app = Fastify();
  const codes = new Map<string, WechatUser>();
  const tokens = new Map<string, WechatUser>();
  const fake = {
    nextUser: { openid: 'o-wechat-1', unionid: 'u-wechat-1', nickname: '微信用户', headimgurl: 'https://thirdwx.qlogo.test/avatar1.png' } as WechatUser,
    issueCode(user?: WechatUser) {
      const code = randomBytes(16).toString('hex');
      codes.set(code, user ?? fake.nextUser);
      return code;
    },
  };
  const redirectFor = (query: Record<string, string>, user?: WechatUser) => {
    const back = new URL(query.redirect_uri!);
    back.searchParams.set('code', fake.issueCode(user));
    if (query.state) back.searchParams.set('state', query.state);
    return back;
  };

  app.get('/connect/qrconnect', async (request, reply) => {
    const q = request.query as Record<string, string>;
    if (q.appid !== appId || q.response_type !== 'code' || q.scope !== 'snsapi_login' || !q.redirect_uri) return reply.status(400).send('bad request');
    return reply.redirect(redirectFor(q).toString(), 302);
  });
  app.get('/sns/oauth2/access_token', async (request) => {
    const q = request.query as Record<string, string>;
    if (q.appid !== appId || q.secret !== appSecret) return { errcode: 40125, errmsg: 'invalid appsecret' };
    if (q.grant_type !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' };
    const user = codes.get(q.code ?? '');
    if (!user) return { errcode: 40029, errmsg: 'invalid code' };
    codes.delete(q.code!);
    const accessToken = randomBytes(16).toString('hex');
    tokens.set(accessToken, user);
    return { access_token: accessToken, expires_in: 7200, refresh_token: randomBytes(16).toString('hex'), openid: user.openid, scope: 'snsapi_login', unionid: user.unionid };
  });
  app.get('/sns/userinfo', async (request) => {
    const q = request.query as Record<string, string>;
    const user = tokens.get(q.access_token ?? '');
    if (!user || user.openid !== q.openid) return { errcode: 40001, errmsg: 'invalid credential' };
    return { openid: user.openid, nickname: user.nickname, sex: 0, province: '', city: '', country: '', headimgurl: user.headimgurl, privilege: [], unionid: user.unionid };
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    authorizeUrl: `${base}/connect/qrconnect`,
    apiBaseUrl: base,
    appId,
    appSecret,
    scan(authorizeUrl: string, user?: WechatUser) {
      const q = Object.fromEntries(new URL(authorizeUrl).searchParams) as Record<string, string>;
      return redirectFor(q, user);
    },
    close: () => app.close(),
  });
}
