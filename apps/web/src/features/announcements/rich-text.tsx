import { useMemo } from 'react';
import { sanitizeAnnouncementHtml } from './sanitize-announcement';

/** Renders announcement HTML only after the strict sanitiser, inside the shared `.wl-rich-text` styles. */
export function RichText({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  const clean = useMemo(() => sanitizeAnnouncementHtml(html), [html]);
  return (
    <div
      className={className ? `wl-rich-text ${className}` : 'wl-rich-text'}
      data-testid="rich-text"
      lang={lang}
      // Sanitised above with an allow-list; see sanitize-announcement.ts.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
