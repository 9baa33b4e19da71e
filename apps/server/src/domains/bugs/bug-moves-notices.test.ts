import { describe, expect, it } from 'vitest';
import { bugLifecycleMachine } from '@wardline/contract';
import { renderTemplate } from '../notifications/templates';
import { noticeParams, noticesOf } from './bug-moves-notices';

const payload = (action: string, reason: string | null) => ({
  bugId: 1,
  publicId: 'f'.repeat(32),
  holeNumber: 'WL-2026-0001',
  title: '订单接口越权',
  projectName: '示例商城众测',
  companyId: 2,
  reporterId: 3,
  action,
  from: 'verifying' as const,
  to: 'confirming' as const,
  reason,
  grade: { zh: '高危', en: 'High' },
  duplicateOf: 'WL-2026-0000',
});

describe('report move notices', () => {
  const actions = Object.keys(bugLifecycleMachine.actions);

  it('tells someone of every move but the hacker’s own update into triage and the company’s retest request', () => {
    const silent = actions.filter((a) => noticesOf(a, 'verifying').length === 0);
    expect(silent.sort()).toEqual(['requestRecheck', 'resubmit']);
    expect(noticesOf('resubmit', 'confirming')).toEqual([['company', 'bug.toConfirm']]);
  });

  it.each(actions)('%s: every notice fills every parameter, in zh and in en, with or without a reason', (action) => {
    for (const reason of ['请补充复现步骤。', null]) {
      for (const [, template] of noticesOf(action, 'confirming')) {
        const params = noticeParams(payload(action, reason));
        const zh = renderTemplate(template, params, 'zh');
        const en = renderTemplate(template, params, 'en');
        for (const text of [zh.text, zh.subject, en.text, en.subject]) expect(text).not.toMatch(/\{\w+\}/);
        expect(en.text).not.toMatch(/[：，。「」]/);
        expect(zh.text).toMatch(/。$/);
        if (reason === null && template !== 'bug.repaired' && template !== 'bug.appealClosed' && template !== 'bug.toConfirm') {
          expect(zh.text + en.text).not.toMatch(/：。|: \./);
        }
      }
    }
  });
});
