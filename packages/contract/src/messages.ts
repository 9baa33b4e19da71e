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
  'message.id.invalid': { zh: '消息编号不正确', en: 'The message id is invalid' },
  'message.idList.required': { zh: '未选择消息', en: 'No message selected' },
  'message.idList.max': { zh: '一次最多标记 100 条消息', en: 'Mark at most 100 messages at a time' },
  'enum.invalid': { zh: '请选择有效的选项', en: 'Please choose a valid option' },

  'password.required': { zh: '请输入密码', en: 'Please enter a password' },
  'password.rule': { zh: '密码为6-18位字母、数字或符号，不能是纯数字、纯字母或纯符号', en: 'Use 6–18 letters, digits or symbols, not only digits, only letters or only symbols' },
  'password.registerRule': { zh: '密码为8-18位，至少包含字母、数字、特殊字符中的两种', en: 'Use 8–18 characters with at least two of letters, digits and special characters' },
  'rePassword.required': { zh: '请再次输入密码', en: 'Please enter the password again' },
  'password.common': {
    zh: '该密码过于常见，容易被猜中，请换一个',
    en: 'This password is among the most common ones and easy to guess, please choose another',
  },
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
  'nickname.reserved': { zh: '昵称不能包含“管理员”“客服”“官方”等保留词', en: 'The nickname cannot contain reserved words such as admin, staff or official' },
  'text.controlCharacters': { zh: '不能包含控制字符', en: 'Must not contain control characters' },
  'birthday.required': { zh: '请选择出生日期', en: 'Please choose your birthday' },
  'birthday.format': { zh: '请输入正确的日期（yyyy-MM-dd）', en: 'Please enter a valid date (yyyy-MM-dd)' },
  'birthday.future': { zh: '出生日期不能晚于今天', en: 'The birthday cannot be in the future' },

  'idCard.required': { zh: '请输入身份证号', en: 'Please enter your ID number' },
  'idCard.format': { zh: '请输入正确的身份证号', en: 'Please enter a correct ID number' },
  'idCard.taken': { zh: '该身份证号已在其他账号完成实名认证', en: 'This ID number is already certified on another account' },
  'creditCode.required': { zh: '请输入统一社会信用代码', en: 'Please enter the unified social credit code' },
  'creditCode.format': { zh: '统一社会信用代码格式错误', en: 'Unified social credit code format error' },
  'bankCard.required': { zh: '请输入银行卡号', en: 'Please enter the bank card number' },
  'bankCard.format': { zh: '请输入正确的银行卡号', en: 'Please enter a valid bank card number' },
  'bankCard.taken': { zh: '该银行卡号已在其他账号完成实名认证', en: 'This bank card number is already certified on another account' },

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
  'upload.idPhoto.tooSmall': { zh: '证件照片太小，请上传至少 300×200 像素的清晰照片', en: 'The ID photo is too small: upload a clear photo of at least 300 × 200 pixels' },
  'upload.teamLogo.type': { zh: '上传图标图片支持扩展名：png.jpg', en: 'The logo must be a .png or .jpg image' },
  'upload.authorization.type': { zh: '上传文件只能是JPG/JPEG，PNG或者PDF格式!', en: 'The file must be JPG/JPEG, PNG or PDF!' },
  'upload.authorization.size': { zh: '上传文件大小不能超过 20MB!', en: 'The file cannot exceed 20MB!' },
  'upload.proof.size': { zh: '上传的文件不能超过20M!', en: 'A file cannot exceed 20MB!' },
  'upload.proof.count': { zh: '最多只能上传2个文件', en: 'At most 2 files can be uploaded' },
  'upload.editorImage.size': { zh: '图片大小不能超过 5MB', en: 'The image cannot exceed 5MB' },
  'upload.editorImage.count': { zh: '最多只能插入1张图片', en: 'Only one image can be inserted' },

  'password.replayed': {
    zh: '该加密密码已使用过或已过期，请重新提交',
    en: 'This encrypted password was already used or has expired, please submit again',
  },
  'password.notEncrypted': { zh: '密码须加密后提交，不接受明文密码', en: 'The password must be sent encrypted; a plain password is refused' },
  'captchaToken.required': { zh: '请刷新图形验证码', en: 'Please refresh the image code' },
  'imageCode.needed': { zh: '登录失败次数较多，请输入图形验证码', en: 'After several failed sign-ins, please enter the image code' },
  'currentPassword.required': { zh: '请输入当前登录密码', en: 'Please enter your current password' },
  'currentPassword.wrong': { zh: '当前登录密码错误', en: 'The current password is wrong' },
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

  // Third-party sign-in and binding (schemas/third-party.ts).
  'oauth.code.required': { zh: '缺少授权码，请重新登录', en: 'The authorization code is missing, please sign in again' },
  'oauth.state.required': { zh: '缺少登录状态参数，请重新登录', en: 'The sign-in state is missing, please sign in again' },
  'bindTicket.required': { zh: '第三方登录已失效，请重新登录', en: 'The third-party sign-in has expired, please sign in again' },
  'blog.format': { zh: '请输入以 http:// 或 https:// 开头的博客地址', en: 'Please enter a blog address starting with http:// or https://' },
  'companyName.required': { zh: '请输入企业名称', en: 'Please enter the company name' },
  'companyName.max': { zh: '企业名称不能超过100个字符', en: 'The company name can have at most 100 characters' },
  'businessLicense.required': { zh: '请上传营业执照', en: 'Please upload the business licence' },
  'email.registered': { zh: '该邮箱已被其他账号使用', en: 'This email is already used by another account' },

  // Certification (spec 000 §5, 002 §5.6).
  'certification.name.required': { zh: '请输入真实姓名', en: 'Please enter your real name' },
  'certification.name.max': { zh: '姓名不能超过50个字符', en: 'The name can have at most 50 characters' },
  'certification.openbank.required': { zh: '请输入开户支行', en: 'Please enter the bank branch' },
  'certification.openbank.max': { zh: '开户支行不能超过100个字符', en: 'The branch can have at most 100 characters' },
  'certification.bankName.required': { zh: '请输入开户银行', en: 'Please enter the bank name' },
  'certification.bankName.max': { zh: '开户银行不能超过50个字符', en: 'The bank name can have at most 50 characters' },
  'bankPhone.required': { zh: '请输入银行预留手机号', en: 'Please enter the phone number registered with the bank' },
  'bankPhone.format': { zh: '手机号码格式不符合规范', en: 'The phone number format is invalid' },
  'certification.idCardFront.required': { zh: '请上传身份证人像面照片', en: 'Please upload the photo side of your ID card' },
  'certification.idCardBack.required': { zh: '请上传身份证国徽面照片', en: 'Please upload the emblem side of your ID card' },
  'certification.companyName.required': { zh: '请输入企业名称', en: 'Please enter the company name' },
  'certification.companyName.max': { zh: '企业名称不能超过100个字符', en: 'The company name can have at most 100 characters' },
  'certification.companyLogo.required': { zh: '请上传企业Logo', en: 'Please upload the company logo' },
  'certification.businessLicense.required': { zh: '请上传营业执照', en: 'Please upload the business licence' },
  'certification.authorization.required': { zh: '请上传授权书', en: 'Please upload the authorisation letter' },
  'certification.file.invalid': { zh: '文件无效或已失效，请重新上传', en: 'The file is invalid or has expired, please upload it again' },
  'upload.missing': { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  'upload.field.unknown': { zh: '不支持的上传类型', en: 'This upload type is not supported' },

  'reason.required': { zh: '请填写原因', en: 'Please give a reason' },
  'reason.max': { zh: '原因不能超过500个字符', en: 'The reason can have at most 500 characters' },
  'link.format': { zh: '请输入以 / 开头的站内路径或 http(s):// 开头的网址', en: 'Use a site path starting with / or an address starting with http(s)://' },
  'richText.foreignImage': { zh: '正文中的图片只能上传，不能引用外部图片地址', en: 'Images in the text must be uploaded; external image addresses are not allowed' },
  'image.format': { zh: '请输入以 / 开头的站内图片路径或 https:// 开头的图片地址', en: 'Use a site image path starting with / or an image address starting with https://' },
  'sortOrder.invalid': { zh: '排序须为 -99999 到 99999 的整数', en: 'The order must be a whole number from -99999 to 99999' },
  'contactPhone.format': { zh: '电话只能包含数字、空格和 + - ( )，最多30个字符', en: 'The phone may contain digits, spaces and + - ( ), at most 30 characters' },
  'totp.required': { zh: '请输入两步验证码', en: 'Please enter the authenticator code' },
  'totp.format': { zh: '两步验证码为6位数字', en: 'The authenticator code has 6 digits' },
  'totpChallenge.required': { zh: '登录验证已过期，请重新登录', en: 'The sign-in has expired, please sign in again' },
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
  currentPassword: { zh: '当前密码', en: 'Current password' },
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
  emailCode: { zh: '邮箱验证码', en: 'Email code' },
  blog: { zh: '博客', en: 'Blog' },
  state: { zh: '登录状态', en: 'Sign-in state' },
  authCode: { zh: '授权码', en: 'Authorization code' },
  keycloakToken: { zh: '授权码', en: 'Authorization code' },
  mode: { zh: '方式', en: 'Mode' },
  bankPhone: { zh: '银行预留手机号', en: 'Phone registered with the bank' },
  openbank: { zh: '开户支行', en: 'Bank branch' },
  bankName: { zh: '开户银行', en: 'Bank' },
  idCardFrontFile: { zh: '身份证人像面', en: 'ID card photo side' },
  idCardBackFile: { zh: '身份证国徽面', en: 'ID card emblem side' },
  idCardFront: { zh: '身份证人像面', en: 'ID card photo side' },
  idCardBack: { zh: '身份证国徽面', en: 'ID card emblem side' },
  companyLogFile: { zh: '企业Logo', en: 'Company logo' },
  businessLicenseFile: { zh: '营业执照', en: 'Business licence' },
  companyAuthorizationFile: { zh: '授权书', en: 'Authorisation letter' },
  ref: { zh: '文件', en: 'File' },
  reason: { zh: '原因', en: 'Reason' },
  titleZh: { zh: '中文标题', en: 'Chinese title' },
  titleEn: { zh: '英文标题', en: 'English title' },
  introduceZh: { zh: '中文简介', en: 'Chinese summary' },
  introduceEn: { zh: '英文简介', en: 'English summary' },
  contentZh: { zh: '中文正文', en: 'Chinese content' },
  contentEn: { zh: '英文正文', en: 'English content' },
  nameZh: { zh: '中文名称', en: 'Chinese name' },
  nameEn: { zh: '英文名称', en: 'English name' },
  icon: { zh: '图标', en: 'Icon' },
  imagePath: { zh: '图片', en: 'Image' },
  link: { zh: '链接', en: 'Link' },
  url: { zh: '链接', en: 'Link' },
  logo: { zh: '图标', en: 'Logo' },
  sortOrder: { zh: '排序', en: 'Order' },
  contactWxImg: { zh: '微信二维码', en: 'WeChat QR code' },
  contactPhone: { zh: '联系电话', en: 'Contact phone' },
  totp: { zh: '两步验证码', en: 'Authenticator code' },
  challenge: { zh: '登录验证', en: 'Sign-in challenge' },
  keyword: { zh: '关键字', en: 'Keyword' },
  status: { zh: '状态', en: 'Status' },
  handled: { zh: '处理状态', en: 'Handled' },
  published: { zh: '发布状态', en: 'Published' },
  kind: { zh: '认证类型', en: 'Certification type' },
  staffId: { zh: '操作人', en: 'Staff' },
  targetType: { zh: '对象类型', en: 'Target type' },
  targetId: { zh: '对象编号', en: 'Target ID' },
  from: { zh: '开始时间', en: 'From' },
  to: { zh: '结束时间', en: 'To' },
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Whether a message already names its field (图形验证码错误或已失效 names 图形验证码; "The image code is wrong" names "Image code"). */
export function messageNamesField(message: string, label: string, locale: Locale): boolean {
  if (locale === 'zh') return message.includes(label);
  return new RegExp(`(^|[^\\p{L}])${escapeRegExp(label)}($|[^\\p{L}])`, 'iu').test(message);
}

/**
 * One field's refusal as a sentence of a summary: "Phone: This field is required", or
 * just the message when it names the field itself, so no answer reads
 * "图形验证码：图形验证码错误或已失效" (issue 13 item 12).
 */
export function fieldSentence(field: string, message: string, locale: Locale): string {
  const label = fieldLabel(field, locale);
  return messageNamesField(message, label, locale) ? message : `${label}${locale === 'zh' ? '：' : ': '}${message}`;
}
