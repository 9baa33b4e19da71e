import { describe, expect, it } from 'vitest';
import { SERVICE_FEE_PERCENT } from '@wardline/contract';
import { shapeOf, stringsOf } from '@/components/legal/shape-of';
import { companyServices } from '../locales';
import { attackEffectEn } from './attack-effect.en';
import { attackEffectZh } from './attack-effect.zh';
import { bugbountyEn } from './bugbounty.en';
import { bugbountyZh } from './bugbounty.zh';
import { internetAttackEn } from './internet-attack.en';
import { internetAttackZh } from './internet-attack.zh';
import { SERVICE_ICONS, type ServicePageContent } from './types';

const HAN = /\p{Script=Han}/u;
const pages: Record<string, [ServicePageContent, ServicePageContent]> = {
  bugbounty: [bugbountyZh, bugbountyEn],
  'internet attack': [internetAttackZh, internetAttackEn],
  'attack effect': [attackEffectZh, attackEffectEn],
};

describe.each(Object.entries(pages))('%s page content', (_, [zh, en]) => {
  it('has the same shape in zh and en', () => expect(shapeOf(en)).toEqual(shapeOf(zh)));

  it('uses the same icons in the same order', () => {
    expect(en.value.items.map((i) => i.icon)).toEqual(zh.value.items.map((i) => i.icon));
    for (const item of zh.value.items) expect(SERVICE_ICONS).toContain(item.icon);
  });

  it('has a hero, value points, a process, deliverables and a FAQ', () => {
    expect(zh.hero.highlights).toHaveLength(3);
    expect(zh.value.items.length).toBeGreaterThanOrEqual(3);
    expect(zh.process.steps.length).toBeGreaterThanOrEqual(4);
    expect(zh.deliverables.items.length).toBeGreaterThanOrEqual(3);
    expect(zh.faq.length).toBeGreaterThanOrEqual(4);
  });

  it('has no empty text and no Chinese left in the English', () => {
    for (const text of [...stringsOf(zh), ...stringsOf(en)]) expect(text.trim()).not.toBe('');
    for (const text of stringsOf(en).filter((t) => !SERVICE_ICONS.includes(t as never))) expect(text, text).not.toMatch(HAN);
  });
});

describe('bugbounty pricing', () => {
  it(`states the ${SERVICE_FEE_PERCENT}% service fee and its worked example`, () => {
    expect(stringsOf(bugbountyZh.pricing).join('')).toContain(`${SERVICE_FEE_PERCENT}%`);
    expect(bugbountyZh.pricing?.example).toBe('示例：奖金池 10 万元，服务费 2 万元，应付总额 12 万元。');
    expect(bugbountyEn.pricing?.example).toContain('RMB 120,000');
  });
});

describe('company services locale strings', () => {
  it('has the same keys in zh and en', () => expect(shapeOf(companyServices.en)).toEqual(shapeOf(companyServices.zh)));
});
