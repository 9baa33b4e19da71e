import { describe, expect, it } from 'vitest';
import { BUG_CATEGORIES, BUG_CATEGORY_GROUPS, bugCategoryOf, repairTemplateOf } from './bug-categories';
import { RICH_TEXT_TAGS } from '../rich-text';

describe('the vulnerability taxonomy', () => {
  it('has stable unique ids, a CWE id or null, both languages, and every group used', () => {
    expect(BUG_CATEGORIES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(BUG_CATEGORIES.map((c) => c.id)).size).toBe(BUG_CATEGORIES.length);
    for (const c of BUG_CATEGORIES) {
      expect(c.cwe === null || /^CWE-\d+$/.test(c.cwe)).toBe(true);
      expect(c.name.zh && c.name.en && c.fix.zh && c.fix.en).toBeTruthy();
    }
    expect(new Set(BUG_CATEGORIES.map((c) => c.group))).toEqual(new Set(BUG_CATEGORY_GROUPS));
    expect(bugCategoryOf('sqli')?.cwe).toBe('CWE-89');
  });

  it('makes repair templates of allow-listed tags only', () => {
    for (const locale of ['zh', 'en'] as const) {
      const html = repairTemplateOf(bugCategoryOf('xxe')!, locale);
      const tags = [...html.matchAll(/<([a-z0-9]+)/g)].map((m) => m[1]);
      expect(tags.every((tag) => (RICH_TEXT_TAGS as readonly string[]).includes(tag!))).toBe(true);
      expect(html).toContain('CWE-611');
    }
  });
});
