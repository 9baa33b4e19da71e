import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountApi as api,
  certificationApi,
  identityApi,
  thirdPartyApi,
  trustedAuthApi,
  type BindEmailBody,
  type ChangeBankBody,
  type CurrentAddressKind,
  type SettingPersonalInfoBody,
} from '@wardline/contract';
import { callApi } from '@/lib/api-client';

/** Every query of the account centre lives under this key, so a change refreshes what it touched. */
export const accountKeys = {
  header: ['account', 'header'] as const,
  phone: ['account', 'phone'] as const,
  email: ['account', 'email'] as const,
  dingTalk: ['account', 'dingTalk'] as const,
  bankCard: ['account', 'bankCard'] as const,
  personInfo: ['account', 'personInfo'] as const,
  company: ['account', 'company'] as const,
  publicWelfare: ['account', 'publicWelfare'] as const,
  payAuth: ['account', 'payAuth'] as const,
};

/** GET /user/personalCenter: the header. */
export function useAccountHeader() {
  return useQuery({ queryKey: accountKeys.header, queryFn: ({ signal }) => callApi(api.personalCenter, {}, signal) });
}

export function useBoundPhone() {
  return useQuery({ queryKey: accountKeys.phone, queryFn: ({ signal }) => callApi(api.findTelephone, {}, signal) });
}

export function useBoundEmail() {
  return useQuery({ queryKey: accountKeys.email, queryFn: ({ signal }) => callApi(api.findEmail, {}, signal) });
}

export function useBoundDingTalk(enabled: boolean) {
  return useQuery({ queryKey: accountKeys.dingTalk, queryFn: ({ signal }) => callApi(api.findDingTalk, {}, signal), enabled });
}

export function useBankCard() {
  return useQuery({ queryKey: accountKeys.bankCard, queryFn: ({ signal }) => callApi(api.bankCard, {}, signal) });
}

export function usePersonInfo(enabled: boolean) {
  return useQuery({ queryKey: accountKeys.personInfo, queryFn: ({ signal }) => callApi(api.personInfo, {}, signal), enabled });
}

/** The manufacturer info tab: the company's latest certification and its public-welfare record. */
export function useCompanyCertification(enabled: boolean) {
  return useQuery({ queryKey: accountKeys.company, queryFn: ({ signal }) => callApi(certificationApi.companyDetail, {}, signal), enabled });
}

export function usePublicWelfare(enabled: boolean) {
  return useQuery({ queryKey: accountKeys.publicWelfare, queryFn: ({ signal }) => callApi(api.publicWelfareDetail, {}, signal), enabled });
}

/** GET /hackCred/checkPayAuth: 1 when a hacker past real-name certification has not completed payment authentication. */
export function usePayAuthDue(enabled: boolean) {
  return useQuery({ queryKey: accountKeys.payAuth, queryFn: ({ signal }) => callApi(trustedAuthApi.checkPayAuth, {}, signal), enabled });
}

/** A mutation that refreshes the given queries once it succeeded. */
function useAccountMutation<I, O>(call: (input: I) => Promise<O>, refresh: readonly (readonly string[])[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

export const useUpdateAvatar = () => useAccountMutation((personcard: string) => callApi(api.updatePersoncard, { body: { personcard } }), [accountKeys.header]);
export const useSavePersonInfo = () => useAccountMutation((body: SettingPersonalInfoBody) => callApi(api.settingPersonalInfo, { body }), [accountKeys.personInfo]);
export const useSendBankCode = () => useAccountMutation(() => callApi(api.changeBankSendSms, {}), []);
export const useChangeBank = () => useAccountMutation((body: ChangeBankBody) => callApi(api.changeBank, { body }), [accountKeys.bankCard]);
export const useSendCurrentCode = () => useAccountMutation((type: CurrentAddressKind) => callApi(api.sendCurrentCode, { body: { type } }), []);
export const useSendNewPhoneCode = () =>
  useAccountMutation((body: { telephone: string; photoCode: string; code: string }) => callApi(thirdPartyApi.phoneBindSendCode, { body }), []);
export const useBindPhone = () =>
  useAccountMutation((body: { telephone: string; smsCode: string; oldCode?: string }) => callApi(thirdPartyApi.phoneBind, { body }), [accountKeys.phone, accountKeys.bankCard]);
export const useSendNewEmailCode = () => useAccountMutation((email: string) => callApi(identityApi.sendEmailCode, { body: { email } }), []);
export const useBindEmail = () => useAccountMutation((body: BindEmailBody) => callApi(api.bindEmail, { body }), [accountKeys.email]);
export const useSendDingTalkCode = () =>
  useAccountMutation((body: { dingPhone: string; photoCode: string; code: string }) => callApi(api.dingTalkSendSms, { body }), []);
export const useBindDingTalk = () => useAccountMutation((body: { dingPhone: string; code: string }) => callApi(api.bindDingTalk, { body }), [accountKeys.dingTalk]);
/** POST /user/updatepassword with the three fields already encrypted: the session ends with it. */
export const useUpdatePassword = () => useMutation({ mutationFn: (body: { password: string; newPassword: string; rePassword: string }) => callApi(api.updatePassword, { body }) });
