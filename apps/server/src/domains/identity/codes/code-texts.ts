import { CODE_TTL_SECONDS, type Locale } from '@wardline/contract';

/**
 * The texts of the codes this domain sends, in the caller's language. SMS start with the
 * product name in brackets, as carriers require; mails get a subject of their own.
 * The "no account" texts go where a code was asked for an unknown phone or email: the
 * caller gets the same answer either way, and only the owner of the number learns why
 * no code came (no account enumeration, see send-login-code.ts).
 */
export type CodeTextKind = 'register' | 'registerHasAccount' | 'login' | 'loginNoAccount' | 'reset' | 'resetNoAccount' | 'emailBind';

const minutes = Math.round(CODE_TTL_SECONDS / 60);

const TEXTS: Record<CodeTextKind, Record<Locale, (code: string) => string>> = {
  register: {
    zh: (code) => `【守线众测】您正在注册守线众测账号，验证码为 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本消息。`,
    en: (code) => `[Wardline] Your Wardline registration code is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, please ignore this message.`,
  },
  registerHasAccount: {
    zh: () => '【守线众测】有人尝试用本手机号注册守线众测，但该号码已有账号，请直接登录；忘记密码可在登录页重置。如非本人操作，请忽略本消息。',
    en: () => '[Wardline] Someone tried to register on Wardline with this number, but it already has an account: please sign in, or reset the password from the sign-in page. If it was not you, please ignore this message.',
  },
  login: {
    zh: (code) => `【守线众测】您的登录验证码为 ${code}，${minutes} 分钟内有效，请勿告诉他人。如非本人操作，请忽略本消息。`,
    en: (code) => `[Wardline] Your sign-in code is ${code}. It is valid for ${minutes} minutes; never share it. If you did not ask for it, please ignore this message.`,
  },
  loginNoAccount: {
    zh: () => '【守线众测】有人尝试用本手机号登录守线众测，但该号码尚未注册账号。如需使用，请先注册。如非本人操作，请忽略本消息。',
    en: () => '[Wardline] Someone tried to sign in to Wardline with this number, but it has no account. To use Wardline, please register first. If it was not you, please ignore this message.',
  },
  reset: {
    zh: (code) => `【守线众测】您正在重置守线众测账号的密码，验证码为 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本消息，您的密码不会改变。`,
    en: (code) => `[Wardline] Your Wardline password reset code is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, ignore this message; your password stays the same.`,
  },
  resetNoAccount: {
    zh: () => '【守线众测】有人尝试为本手机号或邮箱重置守线众测密码，但它尚未注册账号。如非本人操作，请忽略本消息。',
    en: () => '[Wardline] Someone asked to reset a Wardline password for this phone number or email, but it has no account. If it was not you, please ignore this message.',
  },
  emailBind: {
    zh: (code) => `【守线众测】您正在绑定邮箱，验证码为 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本邮件。`,
    en: (code) => `[Wardline] Your code to bind this email to Wardline is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, please ignore this mail.`,
  },
};

const SUBJECT: Record<Locale, string> = { zh: '守线众测验证码', en: 'Your Wardline verification code' };

/** The `compose` of sendVerificationCode for one kind of message. */
export function composeCodeMessage(kind: CodeTextKind) {
  return (code: string, locale: Locale) => ({ subject: SUBJECT[locale], text: TEXTS[kind][locale](code) });
}
