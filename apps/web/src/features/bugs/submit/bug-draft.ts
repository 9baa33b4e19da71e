import { bugDraftStorageKey } from '@wardline/contract';
import type { ReportValues } from './report-values';

export type StoredDraft = { savedAt: number; values: Partial<ReportValues> };

/**
 * The report drafts kept in this browser (spec 001 §4 "Bug draft"): one per project, or per
 * report in update mode, marked with the account that wrote it, so another account signing
 * in on the same browser never sees it.
 */
export function draftKey(projectId: string, bugId: string | null): string {
  return bugDraftStorageKey(bugId ? `${projectId}:${bugId}` : projectId);
}

export function readDraft(key: string, owner: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { owner?: unknown; savedAt?: unknown; values?: unknown };
    if (stored.owner !== owner || typeof stored.savedAt !== 'number' || !stored.values || typeof stored.values !== 'object') return null;
    return { savedAt: stored.savedAt, values: stored.values as Partial<ReportValues> };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, owner: string, draft: StoredDraft): void {
  try {
    localStorage.setItem(key, JSON.stringify({ owner, ...draft }));
  } catch {
    // Storage full or forbidden (private mode): the form still works, only unsaved.
  }
}

export function clearDraft(key: string): void {
  localStorage.removeItem(key);
}
