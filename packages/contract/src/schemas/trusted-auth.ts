import { z } from 'zod';
import { isoDate } from './common';
import { adminPageQuery } from './admin';
import { PRIVATE_FILE_REF } from './certification';
import { richTextIsEmpty } from './bugs';
import { foreignImagesIn } from '../rich-text';
import { privateFileSignTypeSchema, trustedAuthFieldSchema } from '../enums/account';
import { userStatusSchema } from '../enums/user';
import { stringEnum } from '../enums/define';
import { TRUSTED_AUTH_MAX_PROOF_FILES } from '../constants/account';

/**
 * Trusted authentication and payment authentication (spec 001 §2, §3, §4, §5, §7; BRIEF §4
 * certification → progressCredible → checkCredible → credible | failCredible). The spec
 * names the fields of `/hackCred/save`; the answers of the other calls are designed here.
 * The same schemas check the web form and the server.
 */

export const TRUSTED_AUTH_LIMITS = {
  recommendName: 50,
  address: 200,
  /** HTML of the ability introduction (the editor's, sanitised by the server). */
  abilityIntroduction: 20_000,
  achievementTags: 10,
  achievementTag: 30,
  /** A drawn signature as a PNG data URL: a few tens of KB in practice. */
  signPictureBytes: 512 * 1024,
} as const;

const plainText = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, 'tooLong')
    .refine((v) => !/\p{Cc}/u.test(v), 'invalid');

/** Tags are plain words; duplicates (case aside) are one tag. */
const achievementListSchema = z
  .array(z.string({ error: 'trustedAuth.achievement.required' }).trim().min(1, 'trustedAuth.achievement.required').max(TRUSTED_AUTH_LIMITS.achievementTag, 'trustedAuth.achievement.max'), {
    error: 'trustedAuth.achievement.required',
  })
  .min(1, 'trustedAuth.achievement.required')
  .max(TRUSTED_AUTH_LIMITS.achievementTags, 'trustedAuth.achievement.count')
  .transform((tags) => [...new Map(tags.map((t) => [t.toLowerCase(), t])).values()]);

const proofFileRef = z.string({ error: 'certification.file.invalid' }).trim().regex(PRIVATE_FILE_REF, 'certification.file.invalid');

/**
 * POST /hackCred/save: the materials (step 1). The bank fields the spec lists (userName,
 * openBank, idNumber, cardNumber, bankPhone) are what `/hackCred/bankInfo` showed; they are
 * accepted and ignored — the server always takes them from the real-name record in force,
 * never from the client. `filePathList` holds references of the caller's own proof uploads
 * (`proofFile` kind of `/portal/uploadprivatefile`).
 */
export const trustedAuthMaterialsBody = z.object({
  userName: z.string().max(100).optional(),
  openBank: z.string().max(200).optional(),
  idNumber: z.string().max(40).optional(),
  cardNumber: z.string().max(40).optional(),
  bankPhone: z.string().max(40).optional(),
  recommendName: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(TRUSTED_AUTH_LIMITS.recommendName, 'tooLong')),
  address: plainText('trustedAuth.address.required', TRUSTED_AUTH_LIMITS.address),
  fieldList: z
    .array(trustedAuthFieldSchema, { error: 'trustedAuth.field.required' })
    .min(1, 'trustedAuth.field.required')
    .transform((fields) => [...new Set(fields)].sort()),
  achievementList: achievementListSchema,
  abilityIntroduction: z
    .string({ error: 'trustedAuth.ability.required' })
    .max(TRUSTED_AUTH_LIMITS.abilityIntroduction, 'tooLong')
    .refine((html) => !richTextIsEmpty(html), { error: 'trustedAuth.ability.required', abort: true })
    .refine((html) => foreignImagesIn(html).length === 0, 'richText.foreignImage'),
  filePathList: z
    .array(proofFileRef)
    .max(TRUSTED_AUTH_MAX_PROOF_FILES, 'upload.proof.count')
    .default([])
    .refine((refs) => new Set(refs).size === refs.length, 'certification.file.invalid'),
});
export type TrustedAuthMaterialsBody = z.input<typeof trustedAuthMaterialsBody>;

/** Where the hacker stands: the account status and the step of the five (0 materials … 4 result). */
export const trustedAuthProgress = z.object({
  status: userStatusSchema,
  step: z.number().int().min(0).max(4),
});
export type TrustedAuthProgress = z.infer<typeof trustedAuthProgress>;

/** GET /hackCred/bankInfo: the real-name record in force, numbers masked (spec 001 §3 "read from bank info"). */
export const trustedAuthBankInfo = z.object({
  username: z.string(),
  idnumber: z.string(),
  cardnumber: z.string(),
  bankName: z.string(),
  openbank: z.string(),
  bankPhone: z.string(),
});
export type TrustedAuthBankInfo = z.infer<typeof trustedAuthBankInfo>;

/** A proof file as the owner and staff see it: the reference to fetch with `/findPrivateFile`. */
export const trustedAuthFile = z.object({ ref: z.string(), contentType: z.string(), byteSize: z.number().int() });

/** One signed pledge: the signature image and the signed document (PDF), both private files, and the date. */
export const trustedAuthSignature = z.object({
  /** 2, 3 or 4 (`PRIVATE_FILE_SIGN_TYPES`); a plain number in answers, which are encoded, not parsed. */
  type: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  signPicture: z.string(),
  signFile: z.string(),
  signDate: isoDate,
});
export type TrustedAuthSignature = z.infer<typeof trustedAuthSignature>;

export const TRUSTED_AUTH_STATES = ['signing', 'pending', 'approved', 'rejected'] as const;
export type TrustedAuthState = (typeof TRUSTED_AUTH_STATES)[number];
export const trustedAuthStateSchema = stringEnum(TRUSTED_AUTH_STATES);

/** The materials of an attempt as saved (the ability text sanitised). */
export const trustedAuthMaterials = z.object({
  recommendName: z.string(),
  address: z.string(),
  fieldList: z.array(z.number().int()),
  achievementList: z.array(z.string()),
  abilityIntroduction: z.string(),
  files: z.array(trustedAuthFile),
});
export type TrustedAuthMaterials = z.infer<typeof trustedAuthMaterials>;

/**
 * GET /hackCred/signInfo: the hacker's personal record for the flow (spec 001 §3 "sign
 * info", §4 "status and step come from the server personal record"): status, step, the
 * latest attempt's materials and signed pledges, and a refusal's reason; `bankPhone`
 * masked. `attempt` is null before the first save.
 */
export const trustedAuthSignInfo = trustedAuthProgress.extend({
  bankPhone: z.string().nullable(),
  attempt: z
    .object({
      state: trustedAuthStateSchema,
      materials: trustedAuthMaterials,
      signList: z.array(trustedAuthSignature),
      submittedAt: isoDate.nullable(),
      decidedAt: isoDate.nullable(),
      rejectReason: z.string().nullable(),
    })
    .nullable(),
});
export type TrustedAuthSignInfo = z.infer<typeof trustedAuthSignInfo>;

/** A PNG data URL as the signature pad draws it. */
export const SIGN_PICTURE_PREFIX = 'data:image/png;base64,';
export const signPictureSchema = z
  .string({ error: 'trustedAuth.signPicture.required' })
  .min(SIGN_PICTURE_PREFIX.length + 1, 'trustedAuth.signPicture.required')
  .max(Math.ceil((TRUSTED_AUTH_LIMITS.signPictureBytes * 4) / 3) + SIGN_PICTURE_PREFIX.length, 'trustedAuth.signPicture.invalid')
  .refine((v) => v.startsWith(SIGN_PICTURE_PREFIX) && /^[A-Za-z0-9+/]+={0,2}$/.test(v.slice(SIGN_PICTURE_PREFIX.length)), 'trustedAuth.signPicture.invalid');

/** POST /hackCred/privateFileSign: sign one pledge (type 2, 3, 4 in that order) with the drawn signature. */
export const privateFileSignBody = z.object({ type: privateFileSignTypeSchema, signPicture: signPictureSchema });
export type PrivateFileSignBody = z.input<typeof privateFileSignBody>;
export const privateFileSignResult = trustedAuthProgress.extend({ sign: trustedAuthSignature });

/** GET /hackCred/checkPayAuth: 1 when the sign-in prompt to complete payment authentication should show, else 0. */
export const checkPayAuthResult = z.object({ status: z.union([z.literal(0), z.literal(1)]) });

/** GET /hackCred/zlb/redirectUrl: the provider's mobile page of the same authentication the QR code starts (for a phone that cannot scan its own screen). */
export const payAuthRedirectResult = z.object({ url: z.string(), code: z.string() });

/** GET /hy/token: a fresh QR code (PNG data URL) and its code, which the page polls. */
export const payAuthTokenResult = z.object({ img: z.string(), code: z.string(), expiresAt: isoDate });
export const PAY_AUTH_CODE = /^[A-Za-z0-9_-]{8,128}$/;
export const payAuthCodeBody = z.object({ code: z.string({ error: 'invalid' }).trim().regex(PAY_AUTH_CODE, 'invalid') });

/**
 * POST /hy/token/status: whether the QR code can still be scanned. `status` 1 valid
 * (waiting or scanned), 0 expired (the page says so and offers a new one), 2 used (done).
 */
export const PAY_AUTH_CODE_STATES = ['waiting', 'scanned', 'done', 'expired'] as const;
export type PayAuthCodeState = (typeof PAY_AUTH_CODE_STATES)[number];
export const payAuthTokenStatusResult = z.object({ status: z.union([z.literal(0), z.literal(1), z.literal(2)]), state: stringEnum(PAY_AUTH_CODE_STATES) });

/** GET /hy/status: 1 once the caller's payment authentication is complete, else 0. */
export const payAuthStatusResult = z.object({ status: z.union([z.literal(0), z.literal(1)]), completedAt: isoDate.nullable() });

// ——— Staff review (/admin/trusted-auth) ———

export const adminTrustedAuthListQuery = adminPageQuery.extend({
  state: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(['pending', 'decided'], { error: 'enum.invalid' }).default('pending')),
});
export type AdminTrustedAuthListQuery = z.input<typeof adminTrustedAuthListQuery>;

export const adminTrustedAuthSummary = z.object({
  /** The attempt's public id. */
  id: z.string(),
  userId: z.string(),
  nickname: z.string(),
  realName: z.string(),
  state: trustedAuthStateSchema,
  fieldList: z.array(z.number().int()),
  submittedAt: isoDate.nullable(),
  decidedAt: isoDate.nullable(),
});
export type AdminTrustedAuthSummary = z.infer<typeof adminTrustedAuthSummary>;

export const adminTrustedAuthDetail = adminTrustedAuthSummary.extend({
  userStatus: userStatusSchema,
  bankInfo: trustedAuthBankInfo,
  materials: trustedAuthMaterials,
  signList: z.array(trustedAuthSignature),
  rejectReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type AdminTrustedAuthDetail = z.infer<typeof adminTrustedAuthDetail>;

export const adminTrustedAuthDecision = z.object({ id: z.string(), state: trustedAuthStateSchema, userStatus: userStatusSchema });
export type AdminTrustedAuthDecision = z.infer<typeof adminTrustedAuthDecision>;
