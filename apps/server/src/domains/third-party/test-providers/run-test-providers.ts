import { startOidcTestProvider } from './oidc-test-provider';
import { startWechatFake } from './wechat-fake';
import { startAlipayFake } from './alipay-fake';

/**
 * Starts the three loopback providers for a manual try or a journey run from a shell, and
 * prints the server settings that use them, as KEY=value lines (a JSON line with
 * --json). Runs until stopped (Ctrl-C or SIGTERM).
 *
 *   node --import tsx apps/server/src/domains/third-party/test-providers/run-test-providers.ts --site http://127.0.0.1:8080
 */
const args = process.argv.slice(2);
const site = (args[args.indexOf('--site') + 1] ?? 'http://localhost:8080').replace(/\/+$/, '');
const oidc = await startOidcTestProvider({ redirectUris: [`${site}/xiamlogin`] });
const wechat = await startWechatFake();
const alipay = await startAlipayFake();
const env: Record<string, string> = {
  PUBLIC_ORIGIN: site,
  OIDC_ISSUER_URL: oidc.issuer,
  OIDC_CLIENT_ID: oidc.clientId,
  OIDC_CLIENT_SECRET: oidc.clientSecret,
  WECHAT_APP_ID: wechat.appId,
  WECHAT_APP_SECRET: wechat.appSecret,
  WECHAT_AUTHORIZE_URL: wechat.authorizeUrl,
  WECHAT_API_BASE_URL: wechat.apiBaseUrl,
  ALIPAY_APP_ID: alipay.appId,
  ALIPAY_APP_PRIVATE_KEY: alipay.appPrivateKeyPem.replaceAll('\n', '\\n'),
  ALIPAY_PUBLIC_KEY: alipay.alipayPublicKeyPem.replaceAll('\n', '\\n'),
  ALIPAY_AUTHORIZE_URL: alipay.authorizeUrl,
  ALIPAY_GATEWAY_URL: alipay.gatewayUrl,
};
if (args.includes('--json')) console.log(JSON.stringify(env));
else for (const [key, value] of Object.entries(env)) console.log(`${key}=${value}`);

const stop = async () => {
  await Promise.all([oidc.close(), wechat.close(), alipay.close()]);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
