import { useQuery } from '@tanstack/react-query';
import type { AdminAnnouncement, AdminAnnouncementInput, AdminAnnouncementSummary } from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { adminDelete, adminItemQuery, adminKeys, adminListQuery, useAdminMutation, type ListParams } from './admin-request';

export function useAnnouncementList(params: ListParams) {
  return useQuery(adminListQuery<AdminAnnouncementSummary>('announcements', params));
}

export function useAnnouncement(id: number | null) {
  return useQuery({ ...adminItemQuery<AdminAnnouncement>('announcements', id ?? 0), enabled: id !== null && id > 0 });
}

const touched = [adminKeys.collection('announcements'), adminKeys.collection('audit-log')];

/** Create (no id) or update (id); field refusals are left to the form. */
export function useSaveAnnouncement(successMessage: string) {
  return useAdminMutation(
    ({ id, input }: { id: number | null; input: AdminAnnouncementInput }) =>
      id ? api.put<AdminAnnouncement>(paths.admin.item('announcements', id), input) : api.post<AdminAnnouncement>(paths.admin.collection('announcements'), input),
    { invalidates: touched, successMessage, quietErrors: true },
  );
}

export function useDeleteAnnouncement(successMessage: string) {
  return useAdminMutation((id: number) => adminDelete('announcements', id), { invalidates: touched, successMessage });
}

/** The server's sanitised version of editor HTML, i.e. exactly what saving would store. */
export function useSanitisedPreview(html: string) {
  return useQuery({
    queryKey: ['admin', 'announcements', 'preview', html],
    queryFn: () => api.post<{ html: string }>(paths.admin.announcementPreview, { html }),
    enabled: html.trim() !== '',
    staleTime: Infinity,
  });
}
