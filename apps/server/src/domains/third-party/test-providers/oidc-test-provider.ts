// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider ships no types; the reference keeps them when e2e compiles this file outside apps/server
/// <reference path="./oidc-provider.d.ts" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPrivateKey, createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1:<free port>, for the tests
 * and the end-to-end journeys. Its development login form accepts any login name and
 * password, and the name becomes the `sub`. It requires PKCE, signs ID tokens with a key
 * made at start, and can tamper with the ID tokens its token endpoint answers so a test
 * can prove the client refuses them.
 */
export type OidcTestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The parameters of every token request received (grant_type, code, code_verifier, redirect_uri…). */
  tokenRequests: Record<string, unknown>[];
  /** Registers one more redirect URI for the client (a server whose address is known only after it started). */
  allowRedirectUri(uri: string): void;
  /** Rewrites the next ID tokens: change claims and re-sign with the real key, or with a foreign one. */
  tamperIdTokens(tamper: IdTokenTamper | null): void;
  /**
   * Plays the person at the provider: follows the authorization address, signs in as
   * `login` on the development form, consents, and answers the address the provider
   * sends the browser back to (the redirect URI with code, state and iss).
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
};

export type IdTokenTamper = { claims?: (claims: Record<string, unknown>) => Record<string, unknown>; foreignKey?: boolean };

export type StartOidcTestProviderOptions = {
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
  /** Fixed port; 0 (default) picks a free one. */
  port?: number;
};

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

function signJwt(header: Record<string, unknown>, claims: Record<string, unknown>, key: KeyObject): string {
  const body = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${createSign('RSA-SHA256').update(body).sign(key).toString('base64url')}`;
}

function rewrite(idToken: string, tamper: IdTokenTamper, realKey: KeyObject): string {
  const [header, payload] = idToken.split('.');
  const parsedHeader = JSON.parse(Buffer.from(header!, 'base64url').toString()) as Record<string, unknown>;
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  const key = tamper.foreignKey ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : realKey;
  return signJwt({ ...parsedHeader, alg: 'RS256' }, tamper.claims ? tamper.claims(claims) : claims, key);
}

export async function startOidcTestProvider(options: StartOidcTestProviderOptions): Promise<OidcTestProvider> {
  const clientId = options.clientId ?? 'wardline';
  const clientSecret = options.clientSecret ?? 'wardline-test-secret';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };
  const signingKey = createPrivateKey({ key: jwk, format: 'jwk' });

  const redirectUris = [...options.redirectUris];
  const tokenRequests: Record<string, unknown>[] = [];
  let tamper: IdTokenTamper | null = null;

  // Clients are fixed when a Provider is made, so allowing a redirect URI makes a new one (same issuer, same key).
  const makeProvider = () => {
    const provider = new Provider(issuer, {
      clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
      jwks: { keys: [jwk] },
      pkce: { required: () => true },
      conformIdTokenClaims: false,
      claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'picture'], email: ['email'] },
      findAccount: async (_ctx, sub) => ({
        accountId: sub,
        claims: async () => ({ sub, name: `SSO ${sub}`, preferred_username: sub, email: `${sub}@sso.test`, picture: `https://avatars.sso.test/${encodeURIComponent(sub)}.png` }),
      }),
      features: { devInteractions: { enabled: true } },
      cookies: { keys: ['wardline-oidc-test-provider'] },
      ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    });
    provider.use(async (ctx, next) => {
      await next();
      if (ctx.path !== '/token' || ctx.method !== 'POST') return;
      tokenRequests.push({ ...(ctx.oidc?.params ?? {}) });
      const body = ctx.body as { id_token?: string } | undefined;
      if (tamper && body?.id_token) ctx.body = { ...body, id_token: rewrite(body.id_token, tamper, signingKey) };
    });
    return provider.callback();
  };
  let handle = makeProvider();
  server.on('request', (req, res) => handle(req, res));

  return {
    issuer,
    clientId,
    clientSecret,
    tokenRequests,
    tamperIdTokens: (next) => {
      tamper = next;
    },
    allowRedirectUri: (uri) => {
      if (redirectUris.includes(uri)) return;
      redirectUris.push(uri);
      handle = makeProvider();
    },
    signIn: (authorizationUrl, login) => driveSignIn(authorizationUrl, login, redirectUris),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A tiny browser: follows redirects by hand, keeps cookies, and submits the development login and consent forms. */
async function driveSignIn(authorizationUrl: string, login: string, redirectUris: string[]): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
    return res;
  };
  const isRedirectUri = (url: URL) => redirectUris.some((uri) => url.href.startsWith(uri));

  let url = new URL(authorizationUrl);
  let res = await send(url);
  for (let step = 0; step < 20; step++) {
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (isRedirectUri(url)) return url;
      res = await send(url);
      continue;
    }
    const html = await res.text();
    const prompt = /name="prompt" value="(login|consent)"/.exec(html)?.[1];
    if (!prompt) throw new Error(`the test provider answered ${res.status} without a form:\n${html.slice(0, 500)}`);
    const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
    res = await send(url, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  }
  throw new Error('the test provider did not send the browser back');
}
