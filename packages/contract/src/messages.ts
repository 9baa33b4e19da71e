import type { Bilingual, Locale } from './locale';

/**
 * Validation messages, keyed by rule. Zod schemas in this package use these keys as
 * their issue messages; the server and the web app translate them with
 * `translateValidation`, so a rule and its text live in one place.
 * Chinese texts are the spec's own wording where the spec gives one.
 */
export const validationMessages = {
  required: { zh: '此项为必填项', en: 'This field is required' },
  invalid: { zh: '格式不正确', en: 'The format is invalid' },
  tooLong: { zh: '内容过长', en: 'This is too long' },
  incomplete: { zh: '您提交的信息不完整，请重新检查并填写所有必填项！', en: 'The information is incomplete, please check and fill in all required items!' },

  'phone.required': { zh: '请输入手机号', en: 'Please enter a phone number' },
  'phone.format': { zh: '手机号码格式不符合规范', en: 'The phone number format is invalid' },
  'email.required': { zh: '请输入邮箱', en: 'Please enter an email address' },
  'email.format': { zh: '请输入正确的邮箱', en: 'Please enter a valid email address' },

  'contact.services.required': { zh: '请选择所需服务', en: 'Please choose the services you need' },
  'contact.services.unknown': { zh: '所选服务不存在', en: 'A chosen service does not exist' },
  'contact.companyName.required': { zh: '请输入单位名称', en: 'Please enter your organisation name' },
  'contact.companyName.max': { zh: '请输入 30 字以内', en: 'Please use at most 30 characters' },
  'contact.name.max': { zh: '请输入 10 字以内', en: 'Please use at most 10 characters' },
  'contact.sex.invalid': { zh: '请选择性别', en: 'Please choose male or female' },
  'contact.remark.max': { zh: '请输入 500 字以内', en: 'Please use at most 500 characters' },
  'contact.verifyCode.required': { zh: '请输入验证码', en: 'Please enter the verification code' },
  'contact.verifyCode.min': { zh: '请输入大于6位的验证码', en: 'The verification code has 6 digits' },

  'code.invalid': { zh: '验证码错误或已失效', en: 'The verification code is wrong or has expired' },
  'page.invalid': { zh: '页码必须是正整数', en: 'Page must be a positive whole number' },
  'size.invalid': { zh: '每页条数超出范围', en: 'Page size is out of range' },
  'announcement.type.invalid': { zh: '公告类型不正确', en: 'Unknown announcement type' },
} as const satisfies Record<string, Bilingual>;

export type ValidationKey = keyof typeof validationMessages;

/** Field names as a person reads them, used to name the field in a 400 answer. */
export const fieldLabels: Record<string, Bilingual> = {
  phone: { zh: '手机号', en: 'Phone' },
  telephone: { zh: '手机号', en: 'Phone' },
  email: { zh: '邮箱', en: 'Email' },
  services: { zh: '所需服务', en: 'Services' },
  companyName: { zh: '单位名称', en: 'Organisation' },
  name: { zh: '姓名', en: 'Name' },
  sex: { zh: '性别', en: 'Sex' },
  verifyCode: { zh: '验证码', en: 'Verification code' },
  remark: { zh: '备注', en: 'Remark' },
  page: { zh: '页码', en: 'Page' },
  size: { zh: '每页条数', en: 'Page size' },
  type: { zh: '类型', en: 'Type' },
  id: { zh: '编号', en: 'ID' },
};

export function isValidationKey(value: string): value is ValidationKey {
  return Object.hasOwn(validationMessages, value);
}

/** Translates a rule key; an unknown text falls back to the generic "invalid" message. */
export function translateValidation(keyOrText: string, locale: Locale): string {
  return isValidationKey(keyOrText) ? validationMessages[keyOrText][locale] : validationMessages.invalid[locale];
}

export function fieldLabel(field: string, locale: Locale): string {
  const last = field.split('.').filter((part) => !/^\d+$/.test(part)).pop() ?? field;
  return fieldLabels[last]?.[locale] ?? field;
}
