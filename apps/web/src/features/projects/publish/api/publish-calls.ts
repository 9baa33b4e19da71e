import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { certificationApi, projectsApi as api, sessionStatusApi, type ProjectPublishRefusal } from '@wardline/contract';
import { ApiError, callApi, callFile } from '@/lib/api-client';
import { uploadPrivateFile } from '@/lib/uploads';
import { currentLocale } from '@/i18n/locale';
import { fromDraftForm, fromEditForm, fromLevelView, toPublishBody } from '../to-payload';
import type { WizardValues } from '../wizard-values';

/** The account's status read now (not the stored one): the wizard's entry guard decides by it. */
export function useFreshUserStatus() {
  return useQuery({ queryKey: ['projects', 'publish', 'userstatus'], queryFn: ({ signal }) => callApi(sessionStatusApi.userStatus, {}, signal), staleTime: 0 });
}

/** GET /bug/template: the default levels in the interface language (money 0). */
export function useHoleTemplate() {
  const locale = currentLocale();
  return useQuery({
    queryKey: ['projects', 'hole-template', locale],
    queryFn: async ({ signal }) => (await callApi(api.holeTemplate, {}, signal)).map(fromLevelView),
    staleTime: Infinity,
  });
}

/** GET /company/type: 0 pays the 20% service fee. */
export function useCompanyType() {
  return useQuery({ queryKey: ['projects', 'company-type'], queryFn: async ({ signal }) => (await callApi(certificationApi.companyType, {}, signal)).companyType });
}

/** GET /project/getupdateDetail: the owner's project as the wizard's values, its state and staff's reason. */
export function useEditableProject(projectId: string) {
  return useQuery({
    queryKey: ['projects', 'edit-form', projectId],
    queryFn: async ({ signal }) => {
      const form = await callApi(api.editForm, { query: { projectId } }, signal);
      return { values: fromEditForm(form), status: form.states, rejectReason: form.rejectReason };
    },
    gcTime: 0,
  });
}

/** GET /project/draft/detail: a failed publish kept on the server, reopened in the wizard. */
export function useDraft(draftId: string | null, fresh: (type: WizardValues['projectype']) => WizardValues) {
  return useQuery({
    queryKey: ['projects', 'draft', draftId],
    queryFn: async ({ signal }) => {
      const draft = await callApi(api.draft, { query: { id: draftId ?? '' } }, signal);
      return { values: fromDraftForm(draft.form, fresh), projectId: draft.projectId, errmsg: draft.errmsg };
    },
    enabled: draftId !== null,
    gcTime: 0,
  });
}

/** A refused publish's draft id (the server kept the form), when it could keep one. */
export function refusalDraftId(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return (error.ret as ProjectPublishRefusal | null)?.draftId ?? null;
}

type PublishInput = { values: WizardValues; projectId?: string; draftId?: string };

/**
 * Publishes or updates, by type: /project/publish or /project/src/publish, and in edit mode
 * /project/updateprojectDetail or /project/updatesrcprojectDetail. Answers the project's id.
 */
export function usePublishProject() {
  return useMutation({
    mutationFn: async ({ values, projectId, draftId }: PublishInput) => {
      const body = toPublishBody(values, draftId);
      const src = values.projectype === 'SecurityResponse';
      if (projectId) return (await callApi(src ? api.updateSrc : api.update, { body: { ...body, projectId } })).id;
      return (await callApi(src ? api.publishSrc : api.publish, { body })).id;
    },
  });
}

/** POST /portal/uploadprivatefile under `projectAuthorizationFile`: the letter's private reference. */
export function uploadAuthorizationFile(file: File): Promise<string> {
  return uploadPrivateFile('projectAuthorizationFile', file);
}

/** GET /project/downloadprojectfile: the template in the interface language, saved by the browser. */
export async function downloadTemplate(): Promise<void> {
  const res = await callFile(api.authorizationTemplate, { query: { lang: currentLocale() } });
  if (!res.ok) throw new Error(`template: ${res.status}`);
  const blob = await res.blob();
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ? decodeURIComponent(name) : 'authorization-template.pdf';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET /project/draft/list: the company's kept drafts (failed publishes and updates), newest first. */
export function useKeptDrafts() {
  return useQuery({ queryKey: ['projects', 'drafts'], queryFn: ({ signal }) => callApi(api.drafts, {}, signal) });
}

/** POST /project/draft/delete: discards one kept draft. */
export function useDiscardDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.deleteDraft, { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['projects', 'drafts'] }),
  });
}
