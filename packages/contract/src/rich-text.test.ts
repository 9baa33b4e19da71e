import { describe, expect, it } from 'vitest';
import { adminAnnouncementInput } from './schemas/admin';
import { bugFields } from './schemas/bugs';
import { EDITOR_LIMITS } from './constants/bugs';
import { fieldSentence, validationMessages } from './messages';
import { foreignImagesIn, imageCountIn, isRichTextImage, isRichTextLink } from './rich-text';

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

  it('allows one image per rich-text field of a report, in the browser and on the server alike (spec 001 §5)', () => {
    expect(imageCountIn(`<p>a</p><img src="${UPLOADED}"><IMG src="${UPLOADED}"><p>&lt;img src=x&gt;</p>`)).toBe(2);
    const report = { holetitle: 't', holeCode: 'high', judgeBasis: 'b', bugtype: 'xss', holeurl: 'https://a.example/', holedescribe: 'd', holedanger: 'x' };
    const one = `<p>步骤</p><img src="${UPLOADED}">`;
    expect(bugFields.safeParse({ ...report, holedetail: one, repairpropose: one }).success).toBe(true);
    const two = bugFields.safeParse({ ...report, holedetail: one + one, repairpropose: one + one + one });
    expect(two.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['holedetail', 'bug.holedetail.images'],
      ['repairpropose', 'bug.repairpropose.images'],
    ]);
    expect(EDITOR_LIMITS.maxImages).toBe(1);
    // Each message names its field, so the answer's errmsg is the message alone, in both languages.
    for (const [field, key] of [['holedetail', 'bug.holedetail.images'], ['repairpropose', 'bug.repairpropose.images']] as const) {
      for (const locale of ['zh', 'en'] as const) expect(fieldSentence(field, validationMessages[key][locale], locale)).toBe(validationMessages[key][locale]);
    }
  });
});
