import { describe, expect, it } from 'vitest';
import { PRIVACY_REPLY_DAYS } from '@wardline/contract';
import { privacyPolicyEn } from './privacy-policy.en';
import { privacyPolicyZh } from './privacy-policy.zh';
import { shapeOf, stringsOf } from './shape-of';
import { userAgreementEn } from './user-agreement.en';
import { userAgreementZh } from './user-agreement.zh';
import { legal } from './locales';
import type { LegalDocument } from './types';

const HAN = /\p{Script=Han}/u;

function checkPair(zh: LegalDocument, en: LegalDocument) {
  expect(shapeOf(en)).toEqual(shapeOf(zh));
  const ids = zh.sections.map((s) => s.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  for (const text of [...stringsOf(zh), ...stringsOf(en)]) expect(text.trim()).not.toBe('');
  // The English text must not carry Chinese left over from the original.
  for (const text of stringsOf(en)) expect(text, text).not.toMatch(HAN);
  // Bold marks come in pairs, or the renderer would show stray asterisks.
  for (const text of [...stringsOf(zh), ...stringsOf(en)]) {
    const outsideCode = text.replace(/`[^`]*`/g, '');
    expect((outsideCode.match(/\*\*/g) ?? []).length % 2, text).toBe(0);
  }
}

describe('user agreement', () => {
  it('has the same structure in zh and en', () => checkPair(userAgreementZh, userAgreementEn));

  it('has the 14 sections of spec 000 §2, ending with Chinese law and the agreed court', () => {
    expect(userAgreementZh.sections).toHaveLength(14);
    const ids = userAgreementZh.sections.map((s) => s.id);
    for (const id of ['account', 'reporting', 'rewards', 'conduct', 'confidentiality', 'repayment', 'privacy', 'intellectual-property', 'liability', 'notices', 'governing-law'])
      expect(ids).toContain(id);
    expect(ids.at(-1)).toBe('governing-law');
    expect(stringsOf(userAgreementZh.sections.at(-1)).join('')).toContain('上海市徐汇区人民法院');
    expect(stringsOf(userAgreementEn.sections.at(-1)).join('')).toContain('Shanghai Xuhui District People’s Court');
  });
});

describe('privacy policy', () => {
  it('has the same structure in zh and en', () => checkPair(privacyPolicyZh, privacyPolicyEn));

  it(`promises a reply within ${PRIVACY_REPLY_DAYS} days in both languages`, () => {
    expect(stringsOf(privacyPolicyZh).join('')).toContain(`${PRIVACY_REPLY_DAYS} 日内答复`);
    expect(stringsOf(privacyPolicyEn).join('')).toContain(`within ${PRIVACY_REPLY_DAYS} days`);
  });
});

describe('legal locale strings', () => {
  it('has the same keys in zh and en', () => expect(shapeOf(legal.en)).toEqual(shapeOf(legal.zh)));
});
