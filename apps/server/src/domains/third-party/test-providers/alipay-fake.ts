import Fastify from 'fastify';
import { createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Alipay's web authorisation on 127.0.0.1: /oauth2/publicAppAuthorize.htm
 * (sends the browser back at once with an auth_code for `nextUser`) and the open API
 * gateway /gateway.do with alipay.system.oauth.token and alipay.user.info.share. It
 * verifies the RSA2 signature of every request with the application's public key and
 * signs its answers with its own key pair, made at start. `tamperAnswers` changes an
 * answer after signing it, as an attacker on the wire would.
 */
export type AlipayUser = { userId: string; nickName: string; avatar: string };
export type AlipayFake = {
  authorizeUrl: string;
  gatewayUrl: string;
  appId: string;
  /** ALIPAY_APP_PRIVATE_KEY for the server under test (PEM). */
  appPrivateKeyPem: string;
  /** ALIPAY_PUBLIC_KEY for the server under test (PEM). */
  alipayPublicKeyPem: string;
  nextUser: AlipayUser;
  tamperAnswers: boolean;
  /** Gateway requests whose signature did not verify. */
  badSignatures: number;
  /** The `timestamp` parameter of the last gateway request. */
  lastTimestamp: string | null;
  issueAuthCode(user?: AlipayUser): string;
  /** Follows the authorisation address like a browser and answers where Alipay sends it back. */
  authorize(authorizeUrl: string, user?: AlipayUser): URL;
  close(): Promise<void>;
};

/**
 * Alipay's side of RSA2, as its open-platform documentation describes it (the server under
 * test signs and verifies with the official SDK; this is the gateway it talks to): the request
 * parameters but `sign`, non-empty, sorted by name as `key=value` joined by `&`, unencoded.
 */
function signingContent(params: Record<string, string | undefined>): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

const rsa2Sign = (content: string, key: KeyObject) => createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');

function rsa2Verify(content: string, signature: string, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

function pem(key: KeyObject, type: 'pkcs8' | 'spki'): string {
  return key.export({ format: 'pem', type }).toString();
}

export async function startAlipayFake({ appId = '2021000000000001' } = {}): Promise<AlipayFake> {
  const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const codes = new Map<string, AlipayUser>();
  const tokens = new Map<string, AlipayUser>();
  const app = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const fake = {
    nextUser: { userId: '2088000000000001', nickName: '支付宝用户', avatar: 'https://tfs.alipayobjects.test/avatar1.png' } as AlipayUser,
    tamperAnswers: false,
    badSignatures: 0,
    lastTimestamp: null as string | null,
    issueAuthCode(user?: AlipayUser) {
      const code = randomBytes(16).toString('hex');
      codes.set(code, user ?? fake.nextUser);
      return code;
    },
  };
  const redirectFor = (query: Record<string, string>, user?: AlipayUser) => {
    const back = new URL(query.redirect_uri!);
    back.searchParams.set('app_id', appId);
    back.searchParams.set('source', 'alipay_wallet');
    back.searchParams.set('scope', 'auth_user');
    back.searchParams.set('auth_code', fake.issueAuthCode(user));
    if (query.state) back.searchParams.set('state', query.state);
    return back;
  };
  /** The answer text exactly as Alipay shapes it: the member, then the signature of its text. */
  const answer = (rootKey: string, member: Record<string, unknown>) => {
    const content = JSON.stringify(member);
    const sign = rsa2Sign(content, alipayKeys.privateKey);
    const sent = fake.tamperAnswers ? content.replace(/"user_id":"(\d+)"/, '"user_id":"2088999999999999"').replace(/"nick_name":"[^"]*"/, '"nick_name":"attacker"') : content;
    return `{"${rootKey}":${sent},"sign":"${sign}"}`;
  };
  const error = (subCode: string, subMsg: string) => answer('error_response', { code: '40002', msg: 'Invalid Arguments', sub_code: subCode, sub_msg: subMsg });

  app.get('/oauth2/publicAppAuthorize.htm', async (request, reply) => {
    const q = request.query as Record<string, string>;
    if (q.app_id !== appId || q.scope !== 'auth_user' || !q.redirect_uri) return reply.status(400).send('bad request');
    return reply.redirect(redirectFor(q).toString(), 302);
  });
  app.post('/gateway.do', async (request, reply) => {
    reply.type('text/html;charset=utf-8');
    // The common parameters come in the address (as the SDK sends them), the others in the form.
    const p = { ...(request.query as Record<string, string>), ...((request.body ?? {}) as Record<string, string>) };
    fake.lastTimestamp = p.timestamp ?? null;
    if (p.app_id !== appId) return error('isv.invalid-app-id', '无效的AppID参数');
    if (p.sign_type !== 'RSA2' || !p.sign || !rsa2Verify(signingContent(p), p.sign, appKeys.publicKey)) {
      fake.badSignatures += 1;
      return error('isv.invalid-signature', '验签出错');
    }
    if (p.method === 'alipay.system.oauth.token') {
      const user = p.grant_type === 'authorization_code' ? codes.get(p.code ?? '') : undefined;
      if (!user) return error('isv.code-invalid', '授权码code无效');
      codes.delete(p.code!);
      const accessToken = `authusrB${randomBytes(12).toString('hex')}`;
      tokens.set(accessToken, user);
      return answer('alipay_system_oauth_token_response', {
        access_token: accessToken,
        alipay_user_id: `2088${user.userId.slice(-8)}`,
        expires_in: 1296000,
        re_expires_in: 2592000,
        refresh_token: `authusrB${randomBytes(12).toString('hex')}`,
        user_id: user.userId,
      });
    }
    if (p.method === 'alipay.user.info.share') {
      const user = tokens.get(p.auth_token ?? '');
      if (!user) return answer('alipay_user_info_share_response', { code: '20001', msg: 'Insufficient Token Permissions', sub_code: 'aop.invalid-auth-token', sub_msg: '无效的访问令牌' });
      return answer('alipay_user_info_share_response', { code: '10000', msg: 'Success', avatar: user.avatar, nick_name: user.nickName, user_id: user.userId });
    }
    return error('isv.invalid-method', '不存在的方法名');
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    authorizeUrl: `${base}/oauth2/publicAppAuthorize.htm`,
    gatewayUrl: `${base}/gateway.do`,
    appId,
    appPrivateKeyPem: pem(appKeys.privateKey, 'pkcs8'),
    alipayPublicKeyPem: pem(alipayKeys.publicKey, 'spki'),
    authorize(authorizeUrl: string, user?: AlipayUser) {
      return redirectFor(Object.fromEntries(new URL(authorizeUrl).searchParams) as Record<string, string>, user);
    },
    close: () => app.close(),
  });
}
