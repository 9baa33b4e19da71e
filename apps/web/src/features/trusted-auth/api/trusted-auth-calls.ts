import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trustedAuthApi as api, type PrivateFileSignBody, type TrustedAuthMaterialsBody } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

const keys = {
  signInfo: ['trusted-auth', 'sign-info'] as const,
  bankInfo: ['trusted-auth', 'bank-info'] as const,
  payStatus: ['pay-auth', 'status'] as const,
};

/** GET /hackCred/signInfo: status, step and the latest attempt (the record the five steps follow). */
export function useSignInfo() {
  // Not refetched on focus: a pledge just signed stays on screen until the hacker moves on.
  return useQuery({ queryKey: keys.signInfo, queryFn: ({ signal }) => callApi(api.signInfo, {}, signal), refetchOnWindowFocus: false });
}

/** GET /hackCred/bankInfo: the real-name record, masked. */
export function useBankInfo() {
  return useQuery({ queryKey: keys.bankInfo, queryFn: ({ signal }) => callApi(api.bankInfo, {}, signal) });
}

export function useSaveMaterials() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TrustedAuthMaterialsBody) => callApi(api.save, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.signInfo }),
  });
}

/** POST /hackCred/privateFileSign; the record is refetched when the page moves on, not at once (the signed page stays until "next"). */
export function useSignPledge() {
  return useMutation({ mutationFn: (body: PrivateFileSignBody) => callApi(api.privateFileSign, { body }) });
}

export function useRefreshSignInfo() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.signInfo });
}

/** GET /hy/token: a new QR code. */
export function fetchPayAuthToken() {
  return callApi(api.hyToken, {});
}

/** POST /hy/token/status: 1 valid, 0 expired, 2 used. */
export function fetchPayAuthCodeStatus(code: string) {
  return callApi(api.hyTokenStatus, { body: { code } });
}

/** GET /hy/status: 1 once complete. */
export function fetchPayAuthStatus() {
  return callApi(api.hyStatus, {});
}

/** GET /hackCred/zlb/redirectUrl: the provider's page for a phone. */
export function fetchPayAuthRedirect() {
  return callApi(api.zlbRedirectUrl, {});
}

/** GET /hackCred/checkPayAuth: 1 when the prompt after sign-in should show. */
export function fetchCheckPayAuth() {
  return callApi(api.checkPayAuth, {});
}
