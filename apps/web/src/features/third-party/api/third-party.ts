import { useMutation } from '@tanstack/react-query';
import { thirdPartyApi, type CallInput, type CallResult, type ThirdPartyProvider } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

/** What every third-party sign-in answers: a session (bound) or a bind ticket (unbound). */
export type ThirdPartyLoginResult = CallResult<typeof thirdPartyApi.keycloakLogin>;

const START = { oidc: thirdPartyApi.ssoAuthorize, wechat: thirdPartyApi.wechatUrl, alipay: thirdPartyApi.alipayUrl } as const;

/** The provider's address to send the browser to (SSO, WeChat or Alipay); the answer also sets this browser's sign-in cookie. */
export function fetchAuthorizeUrl(provider: ThirdPartyProvider): Promise<string> {
  return callApi(START[provider], {});
}

/** `iss` is the issuer the provider named in its answer (RFC 9207), passed on when present. */
export function keycloakLogin(body: CallInput<typeof thirdPartyApi.keycloakLogin>['body']): Promise<ThirdPartyLoginResult> {
  return callApi(thirdPartyApi.keycloakLogin, { body });
}

export function wechatLogin(body: CallInput<typeof thirdPartyApi.wechatLogin>['body']): Promise<ThirdPartyLoginResult> {
  return callApi(thirdPartyApi.wechatLogin, { body });
}

export function alipayLogin(query: CallInput<typeof thirdPartyApi.alipayLogin>['query']): Promise<ThirdPartyLoginResult> {
  return callApi(thirdPartyApi.alipayLogin, { query });
}

/** `password` is already encrypted. */
export type BindPerfectBody = CallInput<typeof thirdPartyApi.bindPerfect>['body'];

export function useAccountBindSendCode() {
  return useMutation({ mutationFn: (body: CallInput<typeof thirdPartyApi.accountBindSendCode>['body']) => callApi(thirdPartyApi.accountBindSendCode, { body }) });
}

export function useAccountBind() {
  return useMutation({ mutationFn: (body: CallInput<typeof thirdPartyApi.accountBind>['body']) => callApi(thirdPartyApi.accountBind, { body }) });
}

export function useBindPerfectSendCode() {
  return useMutation({ mutationFn: (body: CallInput<typeof thirdPartyApi.bindPerfectSendCode>['body']) => callApi(thirdPartyApi.bindPerfectSendCode, { body }) });
}

export function useBindPerfect() {
  return useMutation({ mutationFn: (body: BindPerfectBody) => callApi(thirdPartyApi.bindPerfect, { body }) });
}
