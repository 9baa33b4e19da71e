import { z } from 'zod';
import { phoneSchema } from '../validators/phone';
import { emailSchema } from '../validators/email';
import { accountSchema } from '../validators/account';
import { birthdaySchema, imageCodeSchema, nicknameSchema, smsCodeSchema } from '../validators/codes';
import { userStatusSchema, userTypeSchema } from '../enums/user';

/**
 * Requests and answers of registration, sign-in, sessions and password reset (spec 000
 * §3, §7). Password fields travel as base64 RSA-OAEP ciphertext (BRIEF §2): the schema
 * only checks the envelope of the value; the plaintext rules (validators/password) run
 * on the server after decryption and in the web form before encryption.
 */
export const encryptedPasswordSchema = z
  .string({ error: 'password.required' })
  .trim()
  .min(1, { error: 'password.required', abort: true })
  .max(1024, 'password.notEncrypted');
export const encryptedRePasswordSchema = z
  .string({ error: 'rePassword.required' })
  .trim()
  .min(1, { error: 'rePassword.required', abort: true })
  .max(1024, 'password.notEncrypted');

/** The token naming an issued captcha (`ret.code` of GET /imageCode). */
export const captchaTokenSchema = z
  .string({ error: 'captchaToken.required' })
  .trim()
  .min(1, { error: 'captchaToken.required', abort: true })
  .max(64, 'captchaToken.required');

/** A random single-use ticket (idToken, checkCode); the server only ever compares hashes. */
const ticketSchema = (key: 'idToken.required' | 'checkCode.required') =>
  z.string({ error: key }).trim().min(1, { error: key, abort: true }).max(128, key);

/** ISO 3166-1 alpha-2 code of the country; China is CN. Empty means not given. */
export const CHINA_COUNTRY_CODE = 'CN';
const nullAsEmpty = (v: unknown) => (v === null || v === undefined ? '' : v);
export const countrySchema = z.preprocess(
  nullAsEmpty,
  z.string({ error: 'country.invalid' }).trim().toUpperCase().refine((v) => v === '' || /^[A-Z]{2}$/.test(v), 'country.invalid'),
);
const regionNameSchema = z.preprocess(nullAsEmpty, z.string({ error: 'region.max' }).trim().max(50, 'region.max'));

/** The code sent for a password reset: 6 digits by SMS, 6 letters or digits by email. */
const resetCodeSchema = z
  .string({ error: 'msgCode.required' })
  .trim()
  .min(1, { error: 'msgCode.required', abort: true })
  .regex(/^[A-Za-z0-9]{6}$/, 'msgCode.format');

export const imageCodeResult = z.object({ photo: z.string(), code: z.string() });
export type ImageCodeResult = z.infer<typeof imageCodeResult>;

export const registerSendSmsBody = z.object({ phone: phoneSchema, photoCode: imageCodeSchema, code: captchaTokenSchema });
/** The sign-in code can reach a number the caller does not own, so it sits behind the captcha too (SMS cost, issue 12 item 9). */
export const loginSendSmsBody = z.object({ telephone: phoneSchema, photoCode: imageCodeSchema, code: captchaTokenSchema });
export const resetSendCodeBody = z.object({ account: accountSchema, photoCode: imageCodeSchema, code: captchaTokenSchema });
export const sendEmailCodeBody = z.object({ email: emailSchema });
export const emailCodeQuery = z.object({ email: emailSchema, photoCode: imageCodeSchema, code: captchaTokenSchema });

export const phoneRegisterBody = z.object({ phone: phoneSchema, msgCode: smsCodeSchema });
export const phoneRegisterResult = z.object({ idToken: z.string() });

/** Complete-info step (spec 000 §2, §3): province and city only when the country is China or empty. */
export const phoneRegisterPerfectBody = z
  .object({
    idToken: ticketSchema('idToken.required'),
    username: nicknameSchema,
    password: encryptedPasswordSchema,
    rePassword: encryptedRePasswordSchema,
    birthday: birthdaySchema,
    country: countrySchema,
    province: regionNameSchema,
    city: regionNameSchema,
  })
  .superRefine((v, ctx) => {
    // An invalid country is reported on its own; the region rules only make sense for a valid one.
    if (typeof v.country !== 'string' || !/^([A-Z]{2})?$/.test(v.country)) return;
    const inChina = v.country === '' || v.country === CHINA_COUNTRY_CODE;
    if (!inChina && v.province) ctx.addIssue({ code: 'custom', path: ['province'], message: 'region.chinaOnly' });
    if (!inChina && v.city) ctx.addIssue({ code: 'custom', path: ['city'], message: 'region.chinaOnly' });
    if (inChina && v.city && !v.province) ctx.addIssue({ code: 'custom', path: ['province'], message: 'province.required' });
  });
export type PhoneRegisterPerfectBody = z.input<typeof phoneRegisterPerfectBody>;

/** Only the two cards of the choose-identity screen; suppliers are not self-chosen. */
export const identityChoiceSchema = z.enum(['hacker', 'company'], { error: 'identity.required' });
export const identityConfirmBody = z.object({ usertype: identityChoiceSchema });
export const identityConfirmResult = z.object({ usertype: identityChoiceSchema, userStatus: userStatusSchema });

/** An empty optional value is "not given". */
const emptyAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * Phone sign-in. `photoCode` and `code` (a captcha answer and its token) are needed only
 * after a few failed sign-ins of the account from browsers it has not signed in on
 * before (`captchaRequired`, issue 12 item 7).
 */
export const phoneLoginBody = z.object({
  phone: phoneSchema,
  msgCode: smsCodeSchema,
  photoCode: z.preprocess(emptyAsAbsent, imageCodeSchema.optional()),
  code: z.preprocess(emptyAsAbsent, captchaTokenSchema.optional()),
});
export const emailLoginBody = z.object({
  email: emailSchema.transform((v) => v.toLowerCase()),
  password: encryptedPasswordSchema,
  checkcode: imageCodeSchema,
  code: captchaTokenSchema,
});

/** What a successful sign-in or registration stores (spec 000 §3). `userState` repeats `userStatus`. */
export const loginResult = z.object({
  token: z.string(),
  usertype: userTypeSchema.nullable(),
  username: z.string(),
  userStatus: userStatusSchema,
  userState: userStatusSchema,
  logo: z.string().nullable(),
});
export type LoginResult = z.infer<typeof loginResult>;

/**
 * A phone sign-in proved a phone whose registration was never finished (status
 * `imperfect`, spec 000 §4): no session yet, but the ticket of the complete-info step,
 * as POST /portal/phoneRegister answers it, so the web app goes on to completeInfo.
 */
export const registrationContinuation = z.object({ userStatus: z.literal('imperfect'), idToken: z.string() });
export type RegistrationContinuation = z.infer<typeof registrationContinuation>;

export const registrationResult = z.object({
  userStatus: userStatusSchema,
  token: z.string(),
  usertype: userTypeSchema.nullable(),
  username: z.string(),
});

export const userStatusResult = z.object({
  status: userStatusSchema,
  teamApply: z.number().int(),
  teamMenu: z.boolean(),
  username: z.string(),
  usertype: userTypeSchema.nullable(),
});
export type UserStatusResult = z.infer<typeof userStatusResult>;
export const firstLoginResult = z.object({ firstLogin: z.boolean() });

export const resetCheckCodeBody = z.object({ account: accountSchema, msgCode: resetCodeSchema });
export const resetPasswordBody = z.object({
  account: accountSchema,
  checkCode: ticketSchema('checkCode.required'),
  newPassword: encryptedPasswordSchema,
  rePassword: encryptedRePasswordSchema,
});
export const changePasswordBody = resetPasswordBody.omit({ account: true });

/**
 * One of the caller's live sessions in the account centre (issue 12 item 15). `id` is a
 * public handle (never the token or its stored hash); `device` a browser and system summary;
 * `clientIp` masked; `current` marks the session of this very request.
 */
export const accountSession = z.object({
  id: z.string(),
  device: z.string(),
  clientIp: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;
export const accountSessionParams = z.object({ id: z.string({ error: 'invalid' }).regex(/^[0-9a-f]{32}$/, 'invalid') });
export const endedSessionsResult = z.object({ ended: z.number().int() });
export type EndedSessionsResult = z.infer<typeof endedSessionsResult>;
