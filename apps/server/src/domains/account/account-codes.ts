import { CODE_TTL_SECONDS, type Locale } from '@wardline/contract';

/** Purposes of the codes the account centre sends itself: a code for one can never serve another. */
export const ACCOUNT_CODE_PURPOSES = {
  /** The SMS to the bound phone that a bank card change needs. */
  bankChange: 'account-bank-change',
  /** The SMS proving the phone of the DingTalk account to bind. */
  dingTalkBind: 'account-dingtalk-bind',
} as const;

export type AccountCodeText = 'bankChange' | 'currentPhone' | 'currentEmail' | 'dingTalkBind';
const minutes = Math.round(CODE_TTL_SECONDS / 60);

const TEXTS: Record<AccountCodeText, Record<Locale, (code: string) => string>> = {
  bankChange: {
    zh: (code) => `【守线众测】您正在修改收款银行卡，验证码为 ${code}，${minutes} 分钟内有效，请勿告诉他人。如非本人操作，请立即修改密码并联系平台。`,
    en: (code) => `[Wardline] Your code to change the bank card your bounties are paid to is ${code}. It is valid for ${minutes} minutes; never share it. If it was not you, change your password at once and contact the platform.`,
  },
  currentPhone: {
    zh: (code) => `【守线众测】您正在更换账号绑定的手机号，验证码为 ${code}，${minutes} 分钟内有效，请勿告诉他人。如非本人操作，请立即修改密码。`,
    en: (code) => `[Wardline] Your code to replace the phone number of your Wardline account is ${code}. It is valid for ${minutes} minutes; never share it. If it was not you, change your password at once.`,
  },
  currentEmail: {
    zh: (code) => `【守线众测】您正在更换账号绑定的邮箱，验证码为 ${code}，${minutes} 分钟内有效，请勿告诉他人。如非本人操作，请立即修改密码。`,
    en: (code) => `[Wardline] Your code to replace the email of your Wardline account is ${code}. It is valid for ${minutes} minutes; never share it. If it was not you, change your password at once.`,
  },
  dingTalkBind: {
    zh: (code) => `【守线众测】您正在绑定钉钉接收平台通知，验证码为 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本消息。`,
    en: (code) => `[Wardline] Your code to receive Wardline notifications on DingTalk is ${code}. It is valid for ${minutes} minutes. If it was not you, please ignore this message.`,
  },
};
const SUBJECT: Record<Locale, string> = { zh: '守线众测验证码', en: 'Your Wardline verification code' };

/** The `compose` of sendVerificationCode for one of the account centre's codes. */
export function composeAccountCode(kind: AccountCodeText) {
  return (code: string, locale: Locale) => ({ subject: SUBJECT[locale], text: TEXTS[kind][locale](code) });
}
