import { useQuery } from '@tanstack/react-query';
import { adminAnnouncementsApi as api, type AdminAnnouncementInput } from '@wardline/contract';
import { callApi } from '@/lib/api-client';
import { adminItemQuery, adminKeys, adminListQuery, useAdminMutation, type ListParams } from './admin-request';

export function useAnnouncementList(params: ListParams) {
  return useQuery(adminListQuery('announcements', api.list, params));
}

/** One announcement by public id; null while the editor is closed or creating a new one. */
export function useAnnouncement(id: string | null) {
  return useQuery({ ...adminItemQuery('announcements', api.detail, id ?? ''), enabled: id !== null });
}

const touched = [adminKeys.collection('announcements'), adminKeys.collection('audit-log')];

/** Create (no id) or update (id); field refusals are left to the form. */
export function useSaveAnnouncement(successMessage: string) {
  return useAdminMutation(
    ({ id, input }: { id: string | null; input: AdminAnnouncementInput }) =>
      id ? callApi(api.update, { params: { id }, body: input }) : callApi(api.create, { body: input }),
    { invalidates: touched, successMessage, quietErrors: true },
  );
}

export function useDeleteAnnouncement(successMessage: string) {
  return useAdminMutation((id: string) => callApi(api.remove, { params: { id } }), { invalidates: touched, successMessage });
}

/** The server's sanitised version of editor HTML, i.e. exactly what saving would store. */
export function useSanitisedPreview(html: string) {
  return useQuery({
    queryKey: ['admin', 'announcements', 'preview', html],
    queryFn: () => callApi(api.preview, { body: { html } }),
    enabled: html.trim() !== '',
    staleTime: Infinity,
  });
}
