import { useQuery } from '@tanstack/react-query';
import type { AdminContactMessage, AdminContactSettingsBody, ContactConfig } from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { adminKeys, adminListQuery, useAdminMutation, type ListParams } from './admin-request';

export function useContactMessages(params: ListParams) {
  return useQuery(adminListQuery<AdminContactMessage>('contact-messages', params));
}

export function useHandleContactMessage(successMessage: string) {
  return useAdminMutation((id: number) => api.post<AdminContactMessage>(paths.admin.action('contact-messages', id, 'handle')), {
    invalidates: [adminKeys.collection('contact-messages'), adminKeys.collection('audit-log')],
    successMessage,
  });
}

const settingsKey = ['admin', 'settings', 'contact'] as const;

export function useContactSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => api.get<ContactConfig>(paths.admin.contactSettings, undefined, signal) });
}

export function useSaveContactSettings(successMessage: string) {
  return useAdminMutation((body: AdminContactSettingsBody) => api.put<ContactConfig>(paths.admin.contactSettings, body), {
    invalidates: [settingsKey, adminKeys.collection('audit-log')],
    successMessage,
    quietErrors: true,
  });
}
