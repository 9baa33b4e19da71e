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
  'enum.invalid': { zh: '请选择有效的选项', en: 'Please choose a valid option' },

  'password.required': { zh: '请输入密码', en: 'Please enter a password' },
  'password.rule': { zh: '密码为6-18位字母、数字或符号，不能是纯数字、纯字母或纯符号', en: 'Use 6–18 letters, digits or symbols, not only digits, only letters or only symbols' },
  'password.registerRule': { zh: '密码为8-18位，至少包含字母、数字、特殊字符中的两种', en: 'Use 8–18 characters with at least two of letters, digits and special characters' },
  'rePassword.required': { zh: '请再次输入密码', en: 'Please enter the password again' },
  'password.mismatch': { zh: '两次输入的密码不一致', en: 'Passwords do not match' },
  'account.required': { zh: '请输入手机号/邮箱', en: 'Please enter a phone number or email' },
  'account.format': { zh: '手机号/邮箱格式不正确', en: 'Incorrect phone/email' },
  'smsCode.required': { zh: '请输入短信验证码', en: 'Please enter the SMS code' },
  'smsCode.format': { zh: '短信验证码为6位数字', en: 'The SMS code has 6 digits' },
  'emailCode.required': { zh: '请输入邮箱验证码', en: 'Please enter the email code' },
  'emailCode.format': { zh: '邮箱验证码为6位字母或数字', en: 'The email code has 6 letters or digits' },
  'imageCode.required': { zh: '请输入图形验证码', en: 'Please enter the image code' },
  'imageCode.format': { zh: '图形验证码为4位字母或数字', en: 'The image code has 4 letters or digits' },
  'nickname.required': { zh: '请输入昵称', en: 'Please enter nickname' },
  'nickname.max': { zh: '昵称不能超过30个字符', en: 'The nickname can have at most 30 characters' },
  'nickname.invalid': { zh: '昵称包含不允许的字符', en: 'The nickname contains characters that are not allowed' },
  'birthday.required': { zh: '请选择出生日期', en: 'Please choose your birthday' },
  'birthday.format': { zh: '请输入正确的日期（yyyy-MM-dd）', en: 'Please enter a valid date (yyyy-MM-dd)' },
  'birthday.future': { zh: '出生日期不能晚于今天', en: 'The birthday cannot be in the future' },

  'idCard.required': { zh: '请输入身份证号', en: 'Please enter your ID number' },
  'idCard.format': { zh: '请输入正确的身份证号', en: 'Please enter a correct ID number' },
  'creditCode.required': { zh: '请输入统一社会信用代码', en: 'Please enter the unified social credit code' },
  'creditCode.format': { zh: '统一社会信用代码格式错误', en: 'Unified social credit code format error' },
  'bankCard.required': { zh: '请输入银行卡号', en: 'Please enter the bank card number' },
  'bankCard.format': { zh: '请输入正确的银行卡号', en: 'Please enter a valid bank card number' },

  'holeurl.required': { zh: '请输入漏洞URL', en: 'Please enter the vulnerability URL' },
  'holeurl.format': { zh: '请输入以 http:// 或 https:// 开头的正确网址', en: 'Please enter a valid URL starting with http:// or https://' },
  'holeLevel.atLeastOne': { zh: '请至少设置一个漏洞等级', en: 'Please set at least one vulnerability level' },
  'holeLevel.name.required': { zh: '请输入等级名称', en: 'Please enter the level name' },
  'holeLevel.name.max': { zh: '请输入 20 字以内', en: 'Please use at most 20 characters' },
  'holeLevel.weight.required': { zh: '请输入权重值', en: 'Please enter the weight' },
  'holeLevel.weight.range': { zh: '权重值须为 1 到 9999 的整数', en: 'The weight must be a whole number from 1 to 9999' },
  'holeLevel.weight.duplicate': { zh: '漏洞权重值相同，请重新设置', en: 'Two levels have the same weight, please change one' },
  'holeLevel.money.required': { zh: '请输入奖励金额', en: 'Please enter the reward' },
  'holeLevel.money.range': { zh: '单个漏洞奖金不能超过奖金池金额', en: 'A single reward cannot exceed the reward pool' },
  'holeLevel.description.required': { zh: '请输入等级描述', en: 'Please enter the level description' },
  'holeLevel.color.required': { zh: '请选择颜色', en: 'Please choose a colour' },
  'rewardPool.required': { zh: '请输入奖金池金额', en: 'Please enter the reward pool' },
  'rewardPool.range': { zh: '奖金池金额须在 0 到 999999999 之间', en: 'The reward pool must be between 0 and 999999999' },
  'amount.format': { zh: '请输入正确的金额，最多两位小数', en: 'Please enter a valid amount with at most 2 decimals' },

  'upload.empty': { zh: '文件为空', en: 'The file is empty' },
  'upload.single': { zh: '只能上传一个文件', en: 'Only one file can be uploaded' },
  'upload.image.type': { zh: '只能上传 JPG/JPEG 或 PNG 格式的图片', en: 'Only JPG/JPEG or PNG' },
  'upload.image.size': { zh: '图片大小不能超过 2MB', en: 'Size cannot exceed 2MB' },
  'upload.teamLogo.type': { zh: '上传图标图片支持扩展名：png.jpg', en: 'The logo must be a .png or .jpg image' },
  'upload.authorization.type': { zh: '上传文件只能是JPG/JPEG，PNG或者PDF格式!', en: 'The file must be JPG/JPEG, PNG or PDF!' },
  'upload.authorization.size': { zh: '上传文件大小不能超过 20MB!', en: 'The file cannot exceed 20MB!' },
  'upload.proof.size': { zh: '上传的文件不能超过20M!', en: 'A file cannot exceed 20MB!' },
  'upload.proof.count': { zh: '最多只能上传2个文件', en: 'At most 2 files can be uploaded' },
  'upload.editorImage.size': { zh: '图片大小不能超过 5MB', en: 'The image cannot exceed 5MB' },
  'upload.editorImage.count': { zh: '最多只能插入1张图片', en: 'Only one image can be inserted' },

  'password.notEncrypted': { zh: '密码须加密后提交，不接受明文密码', en: 'The password must be sent encrypted; a plain password is refused' },
  'captchaToken.required': { zh: '请刷新图形验证码', en: 'Please refresh the image code' },
  'imageCode.invalid': { zh: '图形验证码错误或已失效', en: 'The image code is wrong or has expired' },
  'msgCode.required': { zh: '请输入验证码', en: 'Please enter the verification code' },
  'msgCode.format': { zh: '验证码为6位字母或数字', en: 'The verification code has 6 letters or digits' },
  'idToken.required': { zh: '注册信息已失效，请重新验证手机号', en: 'The registration has expired, please verify your phone again' },
  'checkCode.required': { zh: '校验码已失效，请重新获取验证码', en: 'The check code has expired, please ask for a new code' },
  'identity.required': { zh: '未选择身份', en: 'No identity selected' },
  'country.invalid': { zh: '请选择有效的国家/地区', en: 'Please choose a valid country or region' },
  'region.max': { zh: '地区名称过长', en: 'The region name is too long' },
  'region.chinaOnly': { zh: '仅中国可选择省份和城市', en: 'Province and city can only be chosen for China' },
  'province.required': { zh: '请先选择省份', en: 'Please choose the province first' },
  'phone.registered': { zh: '该手机号已注册，请直接登录', en: 'This phone number is already registered, please sign in' },
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
  password: { zh: '密码', en: 'Password' },
  newPassword: { zh: '新密码', en: 'New password' },
  rePassword: { zh: '确认密码', en: 'Repeat password' },
  account: { zh: '手机号/邮箱', en: 'Phone/email' },
  msgCode: { zh: '短信验证码', en: 'SMS code' },
  smsCode: { zh: '验证码', en: 'Verification code' },
  imageCode: { zh: '图形验证码', en: 'Image code' },
  imgCode: { zh: '图形验证码', en: 'Image code' },
  photoCode: { zh: '图形验证码', en: 'Image code' },
  checkcode: { zh: '验证码', en: 'Verification code' },
  code: { zh: '验证码', en: 'Verification code' },
  username: { zh: '昵称', en: 'Nickname' },
  nickname: { zh: '昵称', en: 'Nickname' },
  birthday: { zh: '出生日期', en: 'Birthday' },
  idCardNumber: { zh: '身份证号', en: 'ID number' },
  creditCode: { zh: '统一社会信用代码', en: 'Unified social credit code' },
  bkCardNumber: { zh: '银行卡号', en: 'Bank card number' },
  holeurl: { zh: '漏洞URL', en: 'Vulnerability URL' },
  rewardpool: { zh: '奖金池', en: 'Reward pool' },
  holeList: { zh: '漏洞等级', en: 'Vulnerability levels' },
  holeLevelName: { zh: '等级名称', en: 'Level name' },
  weight: { zh: '权重', en: 'Weight' },
  holeMoney: { zh: '奖励金额', en: 'Reward' },
  holeDescription: { zh: '等级描述', en: 'Level description' },
  color: { zh: '颜色', en: 'Colour' },
  file: { zh: '文件', en: 'File' },
  body: { zh: '请求内容', en: 'Request body' },
  idToken: { zh: '注册凭证', en: 'Registration ticket' },
  checkCode: { zh: '校验码', en: 'Check code' },
  country: { zh: '国家/地区', en: 'Country or region' },
  province: { zh: '省份', en: 'Province' },
  city: { zh: '城市', en: 'City' },
  usertype: { zh: '身份', en: 'Identity' },
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
