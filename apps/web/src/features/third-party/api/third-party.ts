import { useMutation } from '@tanstack/react-query';
import type { LoginResult, ThirdPartyLoginResult, ThirdPartyProvider } from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

export type { LoginResult, ThirdPartyLoginResult, ThirdPartyProvider };

/** The provider's address to send the browser to (SSO, WeChat or Alipay). */
export function fetchAuthorizeUrl(provider: ThirdPartyProvider): Promise<string> {
  const path = provider === 'oidc' ? paths.ssoAuthorize : provider === 'wechat' ? paths.wechatUrl : paths.alipayUrl;
  return api.get<string>(path);
}

/** `iss` is the issuer the provider named in its answer (RFC 9207), passed on when present. */
export function keycloakLogin(body: { code: string; state: string; iss?: string }): Promise<ThirdPartyLoginResult> {
  return api.post<ThirdPartyLoginResult>(paths.keycloakLogin, body);
}

export function wechatLogin(body: { code: string; state: string }): Promise<ThirdPartyLoginResult> {
  return api.post<ThirdPartyLoginResult>(paths.wechatLogin, body);
}

export function alipayLogin(query: { authCode: string; state: string }): Promise<ThirdPartyLoginResult> {
  return api.get<ThirdPartyLoginResult>(paths.alipayLogin, query);
}

export type AccountBindSendBody = { account: string; photoCode: string; code: string; idToken: string };
export type AccountBindBody = { account: string; msgCode: string; idToken: string };
export type BindPerfectSendBody = { phone: string; photoCode: string; code: string };
/** `password` is already encrypted. */
export type BindPerfectBody = {
  idToken: string;
  phone: string;
  msgCode: string;
  email: string;
  username: string;
  password: string;
  birthday: string;
  country: string;
  province: string;
  city: string;
};
export type BindPerfectResult = { token: string; userStatus: string; usertype: string | null; username: string };

export function useAccountBindSendCode() {
  return useMutation({ mutationFn: (body: AccountBindSendBody) => api.post<null>(paths.accountBindSendSms, body) });
}

export function useAccountBind() {
  return useMutation({ mutationFn: (body: AccountBindBody) => api.post<LoginResult>(paths.accountBind, body) });
}

export function useBindPerfectSendCode() {
  return useMutation({ mutationFn: (body: BindPerfectSendBody) => api.post<null>(paths.accountBindPerfectSendSms, body) });
}

export function useBindPerfect() {
  return useMutation({ mutationFn: (body: BindPerfectBody) => api.post<BindPerfectResult>(paths.accountBindPerfect, body) });
}
