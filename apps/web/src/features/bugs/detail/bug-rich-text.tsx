import { useMemo } from 'react';
import { sanitizeRichTextHtml } from '@/lib/rich-text';

/**
 * A report's rich text (detail, repair suggestion). The server sanitised it on the way in;
 * it is sanitised again here with the contract's allow-list, so a payload that ever slipped
 * into storage (an older sanitiser, a direct database write) still cannot run in the reader's browser.
 */
export function BugRichText({ html, testId }: { html: string; testId: string }) {
  const clean = useMemo(() => sanitizeRichTextHtml(html), [html]);
  return (
    <div
      className="wl-rich-text"
      data-testid={testId}
      // Sanitised above by the allow-list (lib/rich-text.ts).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
