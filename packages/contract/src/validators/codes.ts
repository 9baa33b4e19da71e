import { z } from 'zod';
import { containsReservedWord, hasInvisibleFormatting } from './plain-text';
import { EMAIL_CODE_LENGTH, IMAGE_CODE_LENGTH, SMS_CODE_LENGTH } from '../constants/codes';
import { chinaDateOf, isPlausibleBirthDay, MIN_BIRTH_YEAR, parseIsoDay } from './calendar-date';

/**
 * Verification codes as the user types them. The spec says "max 6"; the server only
 * ever issues codes of exactly this length, so anything shorter can never match and is
 * refused here with a clearer message than "wrong code".
 */
export const smsCodeSchema = z
  .string({ error: 'smsCode.required' })
  .trim()
  .min(1, { error: 'smsCode.required', abort: true })
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), 'smsCode.format');

export const emailCodeSchema = z
  .string({ error: 'emailCode.required' })
  .trim()
  .min(1, { error: 'emailCode.required', abort: true })
  .regex(new RegExp(`^[A-Za-z0-9]{${EMAIL_CODE_LENGTH}}$`), 'emailCode.format');

/** The image captcha answer; the comparison with the issued answer is case-insensitive. */
export const imageCodeSchema = z
  .string({ error: 'imageCode.required' })
  .trim()
  .min(1, { error: 'imageCode.required', abort: true })
  .regex(new RegExp(`^[A-Za-z0-9]{${IMAGE_CODE_LENGTH}}$`), 'imageCode.format');

/** Nickname length: the spec only says required; 30 matches the other short names of the product. */
export const NICKNAME_MAX = 30;

export const nicknameSchema = z
  .string({ error: 'nickname.required' })
  .trim()
  .min(1, { error: 'nickname.required', abort: true })
  .max(NICKNAME_MAX, 'nickname.max')
  // Control and bidi characters would break or reorder leaderboards and notifications.
  .refine((v) => !/\p{Cc}/u.test(v) && !hasInvisibleFormatting(v), 'nickname.invalid')
  // Nobody calls themselves staff, admin, 管理员, 客服, official…
  .refine((v) => !containsReservedWord(v), 'nickname.reserved');

/** A yyyy-MM-dd birthday, a real day from 1900 up to today in China. */
export function isValidBirthday(value: string, today: Date = new Date()): boolean {
  return isPlausibleBirthDay(value, today);
}

/** Birthday field; `now` is read at each parse, so a long-running server never uses a stale day. */
export function birthdaySchemaAt(now: () => Date = () => new Date()) {
  return z
    .string({ error: 'birthday.required' })
    .trim()
    .min(1, { error: 'birthday.required', abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'birthday.format', abort: true })
    .superRefine((v, ctx) => {
      const parts = parseIsoDay(v);
      if (!parts || parts.year < MIN_BIRTH_YEAR) ctx.addIssue({ code: 'custom', message: 'birthday.format' });
      else if (v > chinaDateOf(now())) ctx.addIssue({ code: 'custom', message: 'birthday.future' });
    });
}

export const birthdaySchema = birthdaySchemaAt();

/** Birthday that may be left empty (the bind screens send '' for none): empty becomes undefined. */
export const optionalBirthdaySchema = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  birthdaySchema.optional(),
);
