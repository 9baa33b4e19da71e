import { useCallback, useEffect, useRef, useState } from 'react';
import { BUG_DRAFT_AUTOSAVE_MS } from '@wardline/contract';
import { clearDraft, writeDraft } from './bug-draft';
import { draftPart, type ReportValues } from './report-values';

type Options = {
  key: string;
  owner: string;
  /** The form's values now. */
  read: () => Partial<ReportValues>;
  /** What the form started with: saving it again would only overwrite a draft with itself. */
  baseline: Partial<ReportValues>;
};

/**
 * Saves the form to local storage every 15 s (spec 001 §4) when it changed since the last
 * save, and tells when. The interval stops with the form (a sent report unmounts it).
 */
export function useAutosave({ key, owner, read, baseline }: Options) {
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const last = useRef(JSON.stringify(draftPart(baseline)));
  const reader = useRef(read);
  useEffect(() => {
    reader.current = read;
  });

  useEffect(() => {
    const timer = window.setInterval(() => {
      const values = draftPart(reader.current());
      const text = JSON.stringify(values);
      if (text === last.current) return;
      last.current = text;
      const at = Date.now();
      writeDraft(key, owner, { savedAt: at, values });
      setSavedAt(at);
    }, BUG_DRAFT_AUTOSAVE_MS);
    return () => window.clearInterval(timer);
  }, [key, owner]);

  /** Forgets the draft; `next` is what the form holds afterwards (its first content, or nothing once sent). */
  const clear = useCallback(
    (next: Partial<ReportValues>) => {
      clearDraft(key);
      last.current = JSON.stringify(draftPart(next));
      setSavedAt(null);
    },
    [key],
  );
  return { savedAt, clear };
}
