import { describe, expect, it } from 'vitest';
import { flattenParams, renderTemplate, type TemplateId } from './templates';

const kind = { zh: '企业认证', en: 'company certification' };

describe('notification templates', () => {
  // Issue 13 item 23: a rejection SMS ended "原因：营业执照不清晰。。" when the reason had its own full stop.
  const reasons = ['营业执照不清晰。', '营业执照不清晰.', '营业执照不清晰！', '营业执照不清晰!', '营业执照不清晰', '营业执照不清晰。 '];
  const withReason: TemplateId[] = ['certification.rejected', 'certification.updateRejected', 'certification.revoked', 'account.disabled'];

  it.each(withReason)('%s ends with exactly one full stop, whatever the reason ends with', (id) => {
    for (const reason of reasons) {
      const zh = renderTemplate(id, { kind, reason }, 'zh').text;
      const en = renderTemplate(id, { kind, reason }, 'en').text;
      expect(zh, reason).toMatch(/原因：营业执照不清晰。$/);
      expect(en, reason).toMatch(/Reason: 营业执照不清晰\.$/);
    }
  });

  it('gives an SMS gateway the reason without its closing mark, as its registered template adds one', () => {
    for (const reason of reasons) {
      expect(flattenParams('certification.rejected', { kind, reason }, 'zh')).toEqual({ kind: '企业认证', reason: '营业执照不清晰' });
    }
  });

  it('keeps punctuation inside the reason and in parameters that do not end a sentence', () => {
    expect(renderTemplate('certification.rejected', { kind, reason: '照片模糊！请重拍。' }, 'zh').text).toBe('您的企业认证未通过审核，请修改后重新提交。原因：照片模糊！请重拍。');
    expect(renderTemplate('announcement.published', { title: { zh: '春节安排！', en: 'Holiday hours!' } }, 'en')).toEqual({
      text: 'New platform announcement: Holiday hours.',
      subject: 'New announcement: Holiday hours!',
    });
  });
});
