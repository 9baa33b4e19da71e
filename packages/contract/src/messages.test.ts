import { describe, it, expect } from 'vitest';
import { fieldLabel, fieldLabels, fieldSentence, isValidationKey, translateValidation, validationMessages } from './messages';
import { UPLOAD_RULES } from './validators/upload-rules';
import * as contract from './index';

describe('validation messages', () => {
  it('every key has a zh and an en text', () => {
    for (const [key, text] of Object.entries(validationMessages)) {
      expect(text.zh.trim(), key).not.toBe('');
      expect(text.en.trim(), key).not.toBe('');
    }
    for (const [key, text] of Object.entries(fieldLabels)) {
      expect(text.zh.trim(), key).not.toBe('');
      expect(text.en.trim(), key).not.toBe('');
    }
  });

  it('keeps the spec wording in Chinese', () => {
    expect(translateValidation('idCard.format', 'zh')).toBe('请输入正确的身份证号');
    expect(translateValidation('creditCode.format', 'zh')).toBe('统一社会信用代码格式错误');
    expect(translateValidation('creditCode.format', 'en')).toBe('Unified social credit code format error');
    expect(translateValidation('account.format', 'zh')).toBe('手机号/邮箱格式不正确');
    expect(translateValidation('holeLevel.weight.duplicate', 'zh')).toBe('漏洞权重值相同，请重新设置');
    expect(translateValidation('password.mismatch', 'en')).toBe('Passwords do not match');
    expect(translateValidation('nickname.required', 'en')).toBe('Please enter nickname');
  });

  it('every upload rule message is a key', () => {
    for (const rule of Object.values(UPLOAD_RULES)) {
      for (const key of [rule.typeMessage, rule.sizeMessage, rule.countMessage]) expect(isValidationKey(key)).toBe(true);
    }
  });

  it('names the new fields', () => {
    expect(fieldLabel('rePassword', 'zh')).toBe('确认密码');
    expect(fieldLabel('holeList.2.weight', 'en')).toBe('Weight');
  });
});

describe('a refusal as a sentence (issue 13 item 12)', () => {
  it('does not repeat a field name the message already says', () => {
    expect(fieldSentence('imageCode', translateValidation('imageCode.invalid', 'zh'), 'zh')).toBe('图形验证码错误或已失效');
    expect(fieldSentence('photoCode', translateValidation('imageCode.invalid', 'en'), 'en')).toBe('The image code is wrong or has expired');
    expect(fieldSentence('phone', translateValidation('phone.required', 'zh'), 'zh')).toBe('请输入手机号');
    expect(fieldSentence('reason', translateValidation('reason.required', 'zh'), 'zh')).toBe('请填写原因');
    expect(fieldSentence('account', translateValidation('account.format', 'en'), 'en')).toBe('Incorrect phone/email');
  });

  it('names the field when the message does not', () => {
    expect(fieldSentence('titleEn', translateValidation('required', 'en'), 'en')).toBe('English title: This field is required');
    expect(fieldSentence('contentZh', translateValidation('required', 'zh'), 'zh')).toBe('中文正文：此项为必填项');
    expect(fieldSentence('businessLicenseFile', translateValidation('upload.image.type', 'en'), 'en')).toBe('Business licence: Only JPG/JPEG or PNG');
    // "Name" is not named by "nickname": a whole word only.
    expect(fieldSentence('name', 'The nickname is taken', 'en')).toBe('Name: The nickname is taken');
  });
});

describe('the package entry', () => {
  it('exports the new modules beside the old ones', () => {
    for (const name of ['errorCatalog', 'contactAddBody', 'PROJECT_STATES', 'bugStatusSchema', 'rightsLevelForPoints', 'pointsForReport', 'normalizeVulnerabilityUrl', 'yuanToFen', 'serviceFeeFen', 'sniffFileType', 'UPLOAD_RULES', 'withRepeatPassword', 'isResidentIdNumber', 'isCreditCode', 'TEAM_HALL_PAGE_SIZES', 'SESSION_LIFETIME_MS', 'announcementTypeLabels']) {
      expect(contract, name).toHaveProperty(name);
    }
  });
});
