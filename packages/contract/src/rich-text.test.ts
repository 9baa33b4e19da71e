import { describe, expect, it } from 'vitest';
import { adminAnnouncementInput } from './schemas/admin';
import { foreignImagesIn, isRichTextImage, isRichTextLink } from './rich-text';

const UPLOADED = `/web/v1/public-files/${'c'.repeat(32)}.jpg`;

describe('the rich-text allow-list', () => {
  it('takes only our uploads as images (upload only: the CSP allows no other source)', () => {
    expect(isRichTextImage(UPLOADED)).toBe(true);
    for (const src of ['https://cdn.example/x.png', '//cdn.example/x.png', '/images/a.png', `${UPLOADED}?x=1`, 'data:image/png;base64,AAAA', '']) expect(isRichTextImage(src), src).toBe(false);
    expect(foreignImagesIn(`<p>a</p><img src="${UPLOADED}"><IMG alt='x' src='https://t.example/p.gif'><img src=http://x/y.png>`)).toEqual(['https://t.example/p.gif', 'http://x/y.png']);
  });

  it('links to http(s), mailto and site paths only', () => {
    for (const href of ['https://example.com/a', 'http://example.com', 'mailto:sec@example.com', '/announcement']) expect(isRichTextLink(href), href).toBe(true);
    for (const href of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'vbscript:x']) expect(isRichTextLink(href), href).toBe(false);
  });

  it('makes an announcement with an external image invalid, naming the rule', () => {
    const result = adminAnnouncementInput.safeParse({ type: 1, titleZh: '公告', titleEn: 'Notice', contentZh: '<p>正文</p>', contentEn: '<p>Body</p><img src="https://cdn.example/x.png">' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['contentEn', 'richText.foreignImage']]);
    expect(adminAnnouncementInput.safeParse({ type: 1, titleZh: '公告', titleEn: 'Notice', contentZh: '<p>正文</p>', contentEn: `<p>a</p><img src="${UPLOADED}">` }).success).toBe(true);
  });
});
