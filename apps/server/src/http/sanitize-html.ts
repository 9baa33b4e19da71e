import sanitizeHtml from 'sanitize-html';
import { isRichTextImage, RICH_TEXT_ATTRIBUTES, RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS } from '@wardline/contract';

/**
 * The rich-text allow-list of the contract (`rich-text.ts`), applied on the way in and
 * again on the way out: formatting, lists, tables, links and images, nothing that runs.
 * Links may only be http(s), mailto or our own paths and open with noopener; images
 * only our own uploads (anything else is dropped).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    a: [...(RICH_TEXT_ATTRIBUTES.a ?? []), 'target', 'rel'],
  },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !isRichTextImage(frame.attribs.src ?? ''),
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
