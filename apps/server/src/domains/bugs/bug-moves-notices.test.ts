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

  it('tells someone of every move but the hacker’s update (bug.filed tells of it) and the money moves (money-notices.ts tells the hacker, with the amounts)', () => {
    const silent = actions.filter((a) => noticesOf(a).length === 0);
    expect(silent.sort()).toEqual(['closePaid', 'closeUnfunded', 'markUnpaid', 'payInAdvance', 'payoutFailed', 'payoutSucceeded', 'resubmit', 'settle']);
  });

  it('tells the reporter of a retest request and of its result, and the company of the result', () => {
    expect(noticesOf('requestRecheck')).toEqual([['reporter', 'bug.recheckRequested']]);
    for (const result of ['recheckPass', 'recheckFail']) expect(noticesOf(result)).toEqual([['company', 'bug.rechecked'], ['reporter', 'bug.rechecked']]);
    const params = noticeParams({ ...payload('requestRecheck', '已升级组件并增加鉴权。'), from: 'end', to: 'recheck' });
    expect(renderTemplate('bug.recheckRequested', params, 'zh').text).toBe('厂商已修复您的漏洞「订单接口越权」（WL-2026-0001）并申请复测，平台将验证修复效果。说明：已升级组件并增加鉴权。');
    expect(renderTemplate('bug.recheckRequested', params, 'en').text).toBe(
      'The company fixed your report “订单接口越权” (WL-2026-0001) and asked for a retest; the platform will check the fix. Note: 已升级组件并增加鉴权.',
    );
  });

  it('tells staff a turned-back report is back in triage, in zh and en', () => {
    const params = { project: '示例商城众测', number: 'WL-2026-0001', title: '订单接口越权' };
    expect(renderTemplate('bug.backInTriage', params, 'zh')).toEqual({
      text: '白帽子已按退回意见更新项目「示例商城众测」的漏洞「订单接口越权」（WL-2026-0001），漏洞已回到平台审核队列。',
      subject: '退回的漏洞已更新：WL-2026-0001',
    });
    expect(renderTemplate('bug.backInTriage', params, 'en')).toEqual({
      text: 'The hacker updated the report “订单接口越权” (WL-2026-0001) in “示例商城众测” after it was turned back; it is back in the triage queue.',
      subject: 'Turned-back report updated: WL-2026-0001',
    });
  });

  it.each(actions)('%s: every notice fills every parameter, in zh and in en, with or without a reason', (action) => {
    for (const reason of ['请补充复现步骤。', null]) {
      for (const [, template] of noticesOf(action)) {
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
