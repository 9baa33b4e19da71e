import { PUBLIC_FILE_NAME, PUBLIC_FILE_URL_PREFIX } from './constants/public-files';

/**
 * The one rich-text allow-list (announcements; the vulnerability report form next): the
 * server's sanitiser (on the way in and out), the editor and the pages that show rich text
 * all read it from here, so they can never disagree. Text structure, links, images and
 * tables; nothing that runs, no classes, styles or data attributes.
 */
export const RICH_TEXT_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'blockquote', 'pre', 'code',
  'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li',
  'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
] as const;

/** The attributes each tag keeps; every other attribute goes. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

/** Every attribute name of the allow-list, for sanitisers that take one flat list. */
export const RICH_TEXT_ATTRIBUTE_NAMES = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

/** Link targets: http(s) and mailto, or a path of this site (never `//host`). */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

export function isRichTextLink(href: string): boolean {
  return /^(?:https?:\/\/|mailto:)[^\s<>"'`\\]+$/i.test(href) || /^\/(?!\/)[^\s<>"'`\\]*$/.test(href);
}

/**
 * Images are uploads only (a decision, see ARCHITECTURE.md): their address is one of our
 * public files, which the content security policy (`img-src 'self'`) lets load. An
 * external address would be blocked by the policy anyway, and would tell a third party
 * who reads the page.
 */
export function isRichTextImage(src: string): boolean {
  return src.startsWith(PUBLIC_FILE_URL_PREFIX) && PUBLIC_FILE_NAME.test(src.slice(PUBLIC_FILE_URL_PREFIX.length));
}

/** How many `<img>` tags `html` holds, whatever their address (the reports' editor allows one per field). */
export function imageCountIn(html: string): number {
  return html.match(/<img\b/gi)?.length ?? 0;
}

/** The `src` of every `<img>` in `html` that is not an upload of ours (what the contract refuses). */
export function foreignImagesIn(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<img\b[^>]*>/gi)) {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag[0]);
    const value = (src?.[1] ?? src?.[2] ?? src?.[3] ?? '').trim();
    if (!isRichTextImage(value)) found.push(value);
  }
  return found;
}
