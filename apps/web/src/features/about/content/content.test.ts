import { describe, expect, it } from 'vitest';
import { DEFAULT_HOLE_CODES, RIGHTS_LEVELS, normalizeVulnerabilityUrl } from '@wardline/contract';
import { shapeOf, stringsOf } from '@/components/legal/shape-of';
import { about } from '../locales';
import { hackerGuideEn } from './hacker-guide.en';
import { hackerGuideZh } from './hacker-guide.zh';
import { hackerRightsEn } from './hacker-rights.en';
import { hackerRightsZh } from './hacker-rights.zh';
import { holeLevelEn } from './hole-level.en';
import { holeLevelZh } from './hole-level.zh';

const HAN = /\p{Script=Han}/u;
const pairs = {
  'hole level': [holeLevelZh, holeLevelEn],
  'hacker guide': [hackerGuideZh, hackerGuideEn],
  'hacker rights': [hackerRightsZh, hackerRightsEn],
} as const;

describe.each(Object.entries(pairs))('%s content', (_, [zh, en]) => {
  it('has the same shape, section ids and item counts in zh and en', () => {
    expect(shapeOf(en)).toEqual(shapeOf(zh));
  });

  it('has no empty text and no Chinese left in the English', () => {
    for (const text of [...stringsOf(zh), ...stringsOf(en)]) expect(text.trim()).not.toBe('');
    for (const text of stringsOf(en)) expect(text, text).not.toMatch(HAN);
  });

  it('has unique ASCII section ids', () => {
    const ids = zh.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });
});

describe('hole level content', () => {
  it('describes exactly the default levels, with examples for web, mobile and infrastructure', () => {
    expect(Object.keys(holeLevelZh.levels).sort()).toEqual([...DEFAULT_HOLE_CODES].sort());
    for (const level of Object.values(holeLevelZh.levels))
      for (const kind of ['web', 'mobile', 'infrastructure'] as const) expect(level.examples[kind].length).toBeGreaterThanOrEqual(3);
  });

  it('covers downgrades, scope, duplicates, triage and the appeal', () => {
    expect(holeLevelZh.sections.map((s) => s.id)).toEqual(['downgrade', 'out-of-scope', 'duplicates', 'triage', 'confirmation']);
  });
});

describe('hacker guide content', () => {
  it('states the rules of spec 002 §2.7 in both languages', () => {
    const zh = stringsOf(hackerGuideZh).join('\n');
    const en = stringsOf(hackerGuideEn).join('\n');
    for (const fact of ['3 日申诉期', '最多可参加 5 个', '顺延 2 个项目', '前 10 名', '1–2 个工作日', '最快 1 个工作日', '不超过 1 个月', '月底']) expect(zh).toContain(fact);
    for (const fact of ['3-day appeal period', 'at most 5 running projects', 'deferred by 2 projects', 'first 10 applicants', '1–2 working days', '1 working day at the fastest', 'more than 1 month', 'end of each month']) expect(en).toContain(fact);
  });

  it('shows URL examples the contract can normalise', () => {
    for (const { input } of hackerGuideZh.urlExamples) expect(normalizeVulnerabilityUrl(input)).not.toBeNull();
    expect(normalizeVulnerabilityUrl(hackerGuideZh.urlExamples[0]!.input)).toBe('https://shop.example.com/api/order/detail?id&type');
  });
});

describe('hacker rights content', () => {
  it('describes every rights level once', () => {
    expect(hackerRightsZh.levelDescriptions).toHaveLength(RIGHTS_LEVELS.length);
  });
});

describe('about locale strings', () => {
  it('has the same keys in zh and en', () => expect(shapeOf(about.en)).toEqual(shapeOf(about.zh)));
});
