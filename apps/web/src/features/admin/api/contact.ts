import { useQuery } from '@tanstack/react-query';
import { adminContactApi as api, type AdminContactSettingsBody } from '@wardline/contract';
import { callApi } from '@/lib/api-client';
import { adminKeys, adminListQuery, useAdminMutation, type ListParams } from './admin-request';

export function useContactMessages(params: ListParams) {
  return useQuery(adminListQuery('contact-messages', api.messages, params));
}

export function useHandleContactMessage(successMessage: string) {
  return useAdminMutation((id: string) => callApi(api.handleMessage, { params: { id } }), {
    invalidates: [adminKeys.collection('contact-messages'), adminKeys.collection('audit-log')],
    successMessage,
  });
}

const settingsKey = ['admin', 'settings', 'contact'] as const;

export function useContactSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => callApi(api.settings, {}, signal) });
}

export function useSaveContactSettings(successMessage: string) {
  return useAdminMutation((body: AdminContactSettingsBody) => callApi(api.saveSettings, { body }), {
    invalidates: [settingsKey, adminKeys.collection('audit-log')],
    successMessage,
    quietErrors: true,
  });
}
