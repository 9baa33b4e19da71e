import { CODE_TTL_SECONDS, type Locale } from '@wardline/contract';

/** Purposes of the codes this domain sends: a code for one can never serve another. */
export const BIND_CODE_PURPOSES = {
  /** Proving an existing account on /register/bindAccount. */
  bindAccount: 'third-party-bind',
  /** Proving the phone of a new account on /register/bindCompleteInfo. */
  bindPerfect: 'third-party-bind-perfect',
  /** Proving a phone the signed-in user adds on /qualification/tel. */
  phoneBind: 'third-party-phone-bind',
} as const;

export type BindTextKind = 'bindAccount' | 'bindNoAccount' | 'bindPerfect' | 'bindPerfectHasAccount' | 'phoneBind' | 'phoneBindTaken';
const minutes = Math.round(CODE_TTL_SECONDS / 60);

const TEXTS: Record<BindTextKind, Record<Locale, (code: string) => string>> = {
  bindAccount: {
    zh: (code) => `【守线众测】您正在将第三方账号绑定到本账号，验证码为 ${code}，${minutes} 分钟内有效。如非本人操作，请勿告诉他人并忽略本消息。`,
    en: (code) => `[Wardline] Your code to bind a third-party sign-in to your Wardline account is ${code}. It is valid for ${minutes} minutes. If it was not you, never share it and ignore this message.`,
  },
  bindNoAccount: {
    zh: () => '【守线众测】有人尝试将第三方账号绑定到本手机号或邮箱，但它尚未注册守线众测账号。如非本人操作，请忽略本消息。',
    en: () => '[Wardline] Someone tried to bind a third-party sign-in to this phone number or email, but it has no Wardline account. If it was not you, please ignore this message.',
  },
  bindPerfect: {
    zh: (code) => `【守线众测】您正在创建守线众测账号并绑定第三方账号，验证码为 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本消息。`,
    en: (code) => `[Wardline] Your code to create a Wardline account for your third-party sign-in is ${code}. It is valid for ${minutes} minutes. If it was not you, please ignore this message.`,
  },
  bindPerfectHasAccount: {
    zh: () => '【守线众测】有人尝试用本手机号创建守线众测账号，但该号码已有账号；如需绑定第三方账号，请选择“绑定已有账号”。如非本人操作，请忽略本消息。',
    en: () => '[Wardline] Someone tried to create a Wardline account with this number, but it already has one; to add a third-party sign-in, choose "bind an existing account". If it was not you, please ignore this message.',
  },
  phoneBindTaken: {
    zh: () => '【守线众测】有人尝试将本手机号绑定到另一个守线众测账号，但该号码已属于其他账号，未做任何更改。如非本人操作，请忽略本消息。',
    en: () => '[Wardline] Someone tried to add this number to another Wardline account, but it already belongs to an account; nothing was changed. If it was not you, please ignore this message.',
  },
  phoneBind: {
    zh: (code) => `【守线众测】您正在为守线众测账号绑定手机号，验证码为 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本消息。`,
    en: (code) => `[Wardline] Your code to add this phone number to your Wardline account is ${code}. It is valid for ${minutes} minutes. If it was not you, please ignore this message.`,
  },
};
const SUBJECT: Record<Locale, string> = { zh: '守线众测验证码', en: 'Your Wardline verification code' };

/** The `compose` of sendVerificationCode for one kind of message. */
export function composeBindMessage(kind: BindTextKind) {
  return (code: string, locale: Locale) => ({ subject: SUBJECT[locale], text: TEXTS[kind][locale](code) });
}
