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
export const loginSendSmsBody = z.object({ telephone: phoneSchema });
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

export const phoneLoginBody = z.object({ phone: phoneSchema, msgCode: smsCodeSchema });
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
export const firstLoginResult = z.object({ firstLogin: z.boolean() });

export const resetCheckCodeBody = z.object({ account: accountSchema, msgCode: resetCodeSchema });
export const resetPasswordBody = z.object({
  account: accountSchema,
  checkCode: ticketSchema('checkCode.required'),
  newPassword: encryptedPasswordSchema,
  rePassword: encryptedRePasswordSchema,
});
export const changePasswordBody = resetPasswordBody.omit({ account: true });
