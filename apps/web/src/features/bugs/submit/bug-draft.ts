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

/**
 * Forgets every report draft `owner` wrote in this browser (at sign-out: an unsent report is
 * an unpatched vulnerability, and the next person at a shared computer could read local
 * storage). Drafts of other accounts stay for them.
 */
export function clearDraftsOf(owner: string): void {
  try {
    const prefix = bugDraftStorageKey('');
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter((k): k is string => k !== null && k.startsWith(prefix));
    for (const key of keys) {
      let writer: unknown;
      try {
        writer = (JSON.parse(localStorage.getItem(key) ?? 'null') as { owner?: unknown } | null)?.owner;
      } catch {
        // Unreadable: nobody's draft, so nobody's to keep.
        writer = owner;
      }
      if (writer === owner) localStorage.removeItem(key);
    }
  } catch {
    // Storage forbidden (private mode): nothing was kept.
  }
}
