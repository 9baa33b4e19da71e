import createDOMPurify from 'dompurify';
import { isRichTextImage, isRichTextLink, RICH_TEXT_ATTRIBUTE_NAMES, RICH_TEXT_TAGS } from '@wardline/contract';

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  // A private instance, so these hooks never leak into other users of DOMPurify.
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!isRichTextLink(href)) node.removeAttribute('href');
      node.setAttribute('rel', 'noopener noreferrer');
      if (/^https?:/i.test(href)) node.setAttribute('target', '_blank');
      else node.removeAttribute('target');
    }
    if (node.tagName === 'IMG') {
      if (!isRichTextImage(node.getAttribute('src') ?? '')) {
        node.remove();
        return;
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
  });
  return purifier;
}

/**
 * Rich text sanitised in the browser with the contract's allow-list (the server's too):
 * before stored HTML is shown, and before pasted or loaded HTML enters the editor. The
 * server has already sanitised what it stores; this is the second lock.
 */
export function sanitizeRichTextHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTE_NAMES, 'target', 'rel', 'loading', 'referrerpolicy'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
