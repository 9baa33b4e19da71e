import { useMemo } from 'react';
import { sanitizeRichTextHtml } from '@/lib/rich-text';
import styles from './bugs.module.css';

/**
 * A report's rich text (detail, repair suggestion). The server stored it through the
 * allow-list already; it is sanitised once more here, with the same allow-list, before it
 * touches the DOM: a report is an attack payload until proven otherwise (BRIEF §1).
 */
export function BugRichText({ html, label, testId }: { html: string; label: string; testId: string }) {
  const clean = useMemo(() => sanitizeRichTextHtml(html), [html]);
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`wl-rich-text ${styles.richText}`}
      data-testid={testId}
      // Sanitised above by the contract's allow-list (lib/rich-text.ts).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/** A plain field of the report (description, impact, rating basis, URL): text only, never markup, in its own scrolling box. */
export function BugPlainText({ text, label, testId }: { text: string; label: string; testId?: string }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={styles.plainText} data-testid={testId}>
      {text}
    </div>
  );
}
