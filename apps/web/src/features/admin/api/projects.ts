import { adminProjectsApi as api, filesApi, type Difficulty } from '@wardline/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, callFile } from '@/lib/api-client';
import { adminItemQuery, adminKeys, adminListQuery, useAdminMutation, type ListParams } from './admin-request';

/** A page of projects in one state: the queue (unaudited, oldest first) by default. */
export function useProjectList(params: ListParams) {
  return useQuery(adminListQuery('projects', api.list, params));
}

/** Everything the company entered, the fee, the authorisation file's reference and the state history. */
export function useProjectDetail(id: string | null) {
  return useQuery({ ...adminItemQuery('projects', api.detail, id ?? ''), enabled: id !== null });
}

type Decision = { id: string } & ({ action: 'approve'; difficultyFactor?: Difficulty } | { action: 'reject' | 'pause' | 'resume'; reason: string });

/** Approve (with a difficulty), reject, pause or resume (each with a reason); the lists, the detail and the audit log change. */
export function useDecideProject(successMessage: string) {
  return useAdminMutation(
    (decision: Decision) =>
      decision.action === 'approve'
        ? callApi(api.approve, { params: { id: decision.id }, body: decision.difficultyFactor ? { difficultyFactor: decision.difficultyFactor } : {} })
        : callApi(api[decision.action], { params: { id: decision.id }, body: { reason: decision.reason } }),
    { invalidates: [adminKeys.collection('projects'), adminKeys.collection('audit-log')], successMessage, quietErrors: true },
  );
}

/**
 * The authorisation letter, fetched with the staff token (the file is private: nobody else
 * can open it) as a blob: an image or a PDF, anything else is refused.
 */
export async function fetchAuthorizationFile(ref: string): Promise<Blob | null> {
  const res = await callFile(filesApi.privateFile, { query: { ref } });
  return res.ok && /^(image\/(png|jpeg)|application\/pdf)$/.test(res.headers.get('content-type') ?? '') ? res.blob() : null;
}
