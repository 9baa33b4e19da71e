import createDOMPurify from 'dompurify';

/**
 * What the editor lets into its own DOM (pasted HTML, stored HTML loaded for editing):
 * the server's rich-text allow-list, applied in the browser too so that a hostile paste
 * never becomes live markup in the staff member's page. The server sanitises again on
 * save, and its preview shows exactly what it stores.
 */
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code',
  'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span', 'ul', 'ol', 'li',
  'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
];
const ALLOWED_ATTR = ['href', 'title', 'alt', 'src', 'width', 'height', 'colspan', 'rowspan'];
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto):|\/(?!\/))/i;

let purifier: ReturnType<typeof createDOMPurify> | null = null;

export function sanitizeEditorHtml(html: string): string {
  purifier ??= createDOMPurify(window);
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
