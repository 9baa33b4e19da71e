import createDOMPurify from 'dompurify';

/**
 * Announcement bodies are sanitised by the server when saved and again here before they
 * touch the DOM. The allow-list is deliberately small: text structure, links, images and
 * tables. No scripts, styles, frames, forms, event handlers, class/style/data attributes.
 */
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup', 'span', 'small', 'mark',
  'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code',
  'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
];
const ALLOWED_ATTR = ['href', 'title', 'alt', 'src', 'width', 'height', 'colspan', 'rowspan', 'start'];
/** http(s), mailto and tel links, and site-relative paths; nothing else (no javascript:, data:, vbscript:). */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|\/(?!\/)|#)/i;

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  // A private instance, so this hook never leaks into other users of DOMPurify.
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('rel', 'noopener noreferrer');
      const href = node.getAttribute('href') ?? '';
      if (/^https?:/i.test(href)) node.setAttribute('target', '_blank');
      else node.removeAttribute('target');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
  });
  return purifier;
}

export function sanitizeAnnouncementHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_TAGS: ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base', 'svg', 'math'],
    FORBID_ATTR: ['style', 'class', 'id', 'srcset'],
    KEEP_CONTENT: true,
  });
}
