import { z } from 'zod';
import { idParam, isoDate, pageParam, publicIdParams, sizeParam } from './common';
import { announcementTypeSchema } from './content';
import { userStatusSchema, userTypeSchema, USER_ROLES } from '../enums/user';
import { stringEnum, type LabelTable } from '../enums/define';
import { foreignImagesIn } from '../rich-text';
import { staffPermissionSchema } from '../enums/staff-permissions';

/**
 * The staff console's calls (BRIEF §3): `GET /admin/<things>` → `{ total, data }`,
 * `GET /admin/<things>/{id}`, POST create, PUT update, DELETE, and actions as
 * `POST /admin/<things>/{id}/<action>`. Staff role only, enforced on the server.
 */

/** Page size of every console table. */
export const ADMIN_PAGE_SIZE = 20;
export const adminPageQuery = z.object({ page: pageParam, size: sizeParam(ADMIN_PAGE_SIZE, 100) });
export const adminIdParams = z.object({ id: idParam });
/** A row's public id in a console path (certifications, announcements, carousel…): rows whose ids reach URLs never show their serial id. */
export const adminPublicIdParams = publicIdParams;

/** An empty query value means "no filter"; `true`/`false` strings are booleans. */
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const queryBoolean = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : emptyToUndefined(v)),
  z.boolean({ error: 'enum.invalid' }).optional(),
);
const queryText = (max: number) => z.preprocess(emptyToUndefined, z.string().trim().max(max, 'tooLong').optional());

/** Why staff disable an account or reject a certification: shown to the user, kept in the audit log. */
export const ADMIN_REASON_MAX = 500;
export const reasonSchema = z
  .string({ error: 'reason.required' })
  .trim()
  .min(1, { error: 'reason.required', abort: true })
  .max(ADMIN_REASON_MAX, 'reason.max');
export const reasonBody = z.object({ reason: reasonSchema });

/**
 * An address the public pages may load or open: a path of this site (`/images/…`, never
 * `//host`) or an http(s) URL. Images additionally refuse plain http (mixed content).
 */
const SITE_PATH = /^\/(?!\/)[^\s<>"'`\\]*$/;
const HTTP_URL = /^https?:\/\/[^\s<>"'`\\]+$/i;
const HTTPS_URL = /^https:\/\/[^\s<>"'`\\]+$/i;
export const linkSchema = z
  .string({ error: 'link.format' })
  .trim()
  .max(500, 'link.format')
  .refine((v) => SITE_PATH.test(v) || HTTP_URL.test(v), 'link.format');
export const imageRefSchema = z
  .string({ error: 'image.format' })
  .trim()
  .max(500, 'image.format')
  .refine((v) => SITE_PATH.test(v) || HTTPS_URL.test(v), 'image.format');
/** Optional link or image: empty string and null both mean "none" and are stored as null. */
const optionalRef = (schema: z.ZodType<string>) => z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

const requiredText = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required', abort: true }).max(max, 'tooLong');
const optionalText = (max: number) => z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string({ error: 'invalid' }).trim().max(max, 'tooLong'));
/** Rich text (HTML): refused when an image is not one of our uploads (rich-text.ts: upload only). */
const richTextContent = (max: number) => optionalText(max).refine((html) => foreignImagesIn(html).length === 0, 'richText.foreignImage');
const sortOrderSchema = z.coerce.number({ error: 'sortOrder.invalid' }).int('sortOrder.invalid').min(-99_999, 'sortOrder.invalid').max(99_999, 'sortOrder.invalid');

// ——— Console identity ———

/**
 * GET /admin/me: who the console is open for, what they may do, and whether two-step
 * sign-in is set up (until it is, the console shows only the enrolment).
 */
export const adminMe = z.object({
  /** The account's public id (users never show their serial id). */
  id: z.string(),
  nickname: z.string(),
  email: z.string().nullable(),
  totpEnabled: z.boolean(),
  permissions: z.array(staffPermissionSchema),
});
export type AdminMe = z.infer<typeof adminMe>;

// ——— Users ———

/** `usertype` filter values: the three user types, and `staff` for platform staff accounts. */
export const adminUserKindSchema = stringEnum(USER_ROLES);
export const adminUserListQuery = adminPageQuery.extend({
  /** Part of a phone, an email or a nickname. */
  keyword: queryText(100),
  usertype: z.preprocess(emptyToUndefined, adminUserKindSchema.optional()),
  status: z.preprocess(emptyToUndefined, userStatusSchema.optional()),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuery>;

export const adminUserSummary = z.object({
  /** The account's public id (32 random hex characters): the serial id never leaves the server. */
  id: z.string(),
  /** Masked in the list (138****0001, a***@example.com); in full in the detail. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  nickname: z.string(),
  usertype: userTypeSchema.nullable(),
  role: z.enum(['user', 'staff']),
  status: userStatusSchema,
  createdAt: isoDate,
});
export type AdminUserSummary = z.infer<typeof adminUserSummary>;

export const adminUserDisablement = z.object({
  reason: z.string(),
  previousStatus: userStatusSchema,
  disabledAt: isoDate,
  /** Public id of the staff member who disabled the account. */
  disabledBy: z.string().nullable(),
  disabledByNickname: z.string().nullable(),
});
export const adminUserDetail = adminUserSummary.extend({
  country: z.string(),
  province: z.string(),
  city: z.string(),
  birthday: z.string().nullable(),
  logo: z.string().nullable(),
  updatedAt: isoDate,
  totpEnabled: z.boolean(),
  /** A staff account's permissions (empty for everyone else). */
  permissions: z.array(staffPermissionSchema),
  liveSessions: z.number().int(),
  disablement: adminUserDisablement.nullable(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

/** Answer of disable and enable: the account's status now, and how many sessions ended. */
export const adminUserStatusResult = z.object({ id: z.string(), status: userStatusSchema, revokedSessions: z.number().int() });
export type AdminUserStatusResult = z.infer<typeof adminUserStatusResult>;

// ——— Announcements ———

export const ANNOUNCEMENT_LIMITS = { title: 100, introduce: 300, content: 200_000 } as const;

/**
 * An announcement in both languages: the English site must never show Chinese for want of
 * a translation, so both titles are required, and a body in one language needs the other
 * (the refusal names the missing field).
 */
export const adminAnnouncementInput = z.object({
  type: announcementTypeSchema,
  titleZh: requiredText(ANNOUNCEMENT_LIMITS.title),
  titleEn: requiredText(ANNOUNCEMENT_LIMITS.title),
  introduceZh: optionalText(ANNOUNCEMENT_LIMITS.introduce),
  introduceEn: optionalText(ANNOUNCEMENT_LIMITS.introduce),
  /** HTML; sanitised by the server with the rich-text allow-list before it is stored; images must be uploads of ours. */
  contentZh: richTextContent(ANNOUNCEMENT_LIMITS.content),
  contentEn: richTextContent(ANNOUNCEMENT_LIMITS.content),
  icon: optionalRef(imageRefSchema),
  popup: z.boolean().default(false),
  published: z.boolean().default(true),
}).superRefine((value, ctx) => {
  const hasText = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '';
  if (hasText(value.contentZh) && !hasText(value.contentEn)) ctx.addIssue({ code: 'custom', path: ['contentEn'], message: 'required' });
  if (hasText(value.contentEn) && !hasText(value.contentZh)) ctx.addIssue({ code: 'custom', path: ['contentZh'], message: 'required' });
});
export type AdminAnnouncementInput = z.input<typeof adminAnnouncementInput>;

export const adminAnnouncementListQuery = adminPageQuery.extend({
  type: z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), announcementTypeSchema.optional()),
  published: queryBoolean,
  keyword: queryText(100),
});
export type AdminAnnouncementListQuery = z.input<typeof adminAnnouncementListQuery>;

export const adminAnnouncementSummary = z.object({
  /** The public id, the same as on the public site. */
  id: z.string(),
  type: announcementTypeSchema,
  titleZh: z.string(),
  titleEn: z.string(),
  popup: z.boolean(),
  published: z.boolean(),
  publishedAt: isoDate,
  updatedAt: isoDate,
});
export type AdminAnnouncementSummary = z.infer<typeof adminAnnouncementSummary>;

export const adminAnnouncement = adminAnnouncementSummary.extend({
  introduceZh: z.string(),
  introduceEn: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  icon: z.string().nullable(),
  createdAt: isoDate,
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncement>;

/** POST /admin/announcements/preview: the HTML exactly as the server would store it. */
export const richTextPreviewBody = z.object({ html: optionalText(ANNOUNCEMENT_LIMITS.content) });
export const richTextPreviewResult = z.object({ html: z.string() });

// ——— Carousel, entrance tiles, contact services ———

export const adminCarouselInput = z.object({
  imagePath: imageRefSchema,
  link: optionalRef(linkSchema),
  sortOrder: sortOrderSchema.default(0),
  enabled: z.boolean().default(true),
});
export type AdminCarouselInput = z.input<typeof adminCarouselInput>;
export const adminCarouselItem = z.object({
  id: z.string(),
  imagePath: z.string(),
  link: z.string().nullable(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  createdAt: isoDate,
});
export type AdminCarouselItem = z.infer<typeof adminCarouselItem>;

export const adminEntranceInput = z.object({
  nameZh: requiredText(30),
  nameEn: optionalText(60),
  introduceZh: optionalText(200),
  introduceEn: optionalText(300),
  url: linkSchema,
  logo: optionalRef(imageRefSchema),
  sortOrder: sortOrderSchema.default(0),
  enabled: z.boolean().default(true),
  /** The url is a partner platform's entry: visitors reach it through a signed ticket (real-name certification required). */
  thirdParty: z.boolean().default(false),
});
export type AdminEntranceInput = z.input<typeof adminEntranceInput>;
export const adminEntranceTile = z.object({
  id: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  introduceZh: z.string(),
  introduceEn: z.string(),
  url: z.string(),
  logo: z.string().nullable(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  thirdParty: z.boolean(),
  createdAt: isoDate,
});
export type AdminEntranceTile = z.infer<typeof adminEntranceTile>;

export const adminContactServiceInput = z.object({
  nameZh: requiredText(30),
  nameEn: optionalText(60),
  sortOrder: sortOrderSchema.default(0),
  enabled: z.boolean().default(true),
});
export type AdminContactServiceInput = z.input<typeof adminContactServiceInput>;
export const adminContactService = z.object({
  id: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
});
export type AdminContactService = z.infer<typeof adminContactService>;

/** PUT /admin/settings/contact: the footer's WeChat QR image and phone; empty hides them. */
export const adminContactSettingsBody = z.object({
  contactWxImg: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.union([z.literal(''), imageRefSchema])),
  contactPhone: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string({ error: 'contactPhone.format' }).trim().max(30, 'contactPhone.format').regex(/^[0-9+\-() ]*$/, 'contactPhone.format'),
  ),
});
export type AdminContactSettingsBody = z.input<typeof adminContactSettingsBody>;

// ——— Contact messages ———

export const adminContactMessageListQuery = adminPageQuery.extend({ handled: queryBoolean });
export type AdminContactMessageListQuery = z.input<typeof adminContactMessageListQuery>;
export const adminContactMessage = z.object({
  id: z.string(),
  services: z.array(z.object({ id: z.string(), name: z.string() })),
  companyName: z.string(),
  name: z.string(),
  sex: z.number().int().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
  remark: z.string(),
  source: z.number().int().nullable(),
  locale: z.string(),
  handled: z.boolean(),
  createdAt: isoDate,
});
export type AdminContactMessage = z.infer<typeof adminContactMessage>;

// ——— Audit log ———

/** What the audit log names as the target of a staff action. */
export const AUDIT_TARGET_TYPES = [
  'user', 'certification', 'announcement', 'carousel', 'entrance', 'contactService', 'contactMessage', 'setting', 'project', 'bug', 'trustedAuth', 'deposit', 'payout', 'settlement', 'reconciliation', 'rightsLevels', 'achievement',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
export const auditTargetTypeSchema = stringEnum(AUDIT_TARGET_TYPES);

export const auditLogQuery = adminPageQuery.extend({
  staffId: z.preprocess(emptyToUndefined, idParam.optional()),
  action: queryText(60),
  targetType: z.preprocess(emptyToUndefined, auditTargetTypeSchema.optional()),
  targetId: queryText(60),
  /** ISO instants bounding `at`, inclusive. */
  from: z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true, error: 'invalid' }).optional()),
  to: z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true, error: 'invalid' }).optional()),
});
export type AuditLogQuery = z.input<typeof auditLogQuery>;

export const auditEntry = z.object({
  id: z.string(),
  staffId: z.number().int().nullable(),
  staffNickname: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: isoDate,
  clientIp: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

// ——— Certifications (review queue) ———

export const CERTIFICATION_KINDS = ['company', 'hacker', 'supplier'] as const;
export type CertificationKind = (typeof CERTIFICATION_KINDS)[number];
export const certificationKindSchema = stringEnum(CERTIFICATION_KINDS);
/** What each certification is called in notices and on screens. */
export const certificationKindLabels: LabelTable<CertificationKind> = {
  hacker: { zh: '实名认证', en: 'real-name certification' },
  company: { zh: '企业认证', en: 'company certification' },
  supplier: { zh: '供应商认证', en: 'supplier certification' },
};
export const adminCertificationListQuery = adminPageQuery.extend({
  kind: z.preprocess(emptyToUndefined, certificationKindSchema.optional()),
  /** `pending`: the queue, oldest first (default); `decided`: the history, latest decision first (real-name records included). */
  state: z.preprocess(emptyToUndefined, z.enum(['pending', 'decided'], { error: 'enum.invalid' }).default('pending')),
});
export type AdminCertificationListQuery = z.input<typeof adminCertificationListQuery>;

/** A submission waiting in the queue; phone and email masked as in every list. */
export const adminCertificationSummary = z.object({
  /** The public id (random, never the serial id). */
  id: z.string(),
  kind: certificationKindSchema,
  userId: z.number().int(),
  nickname: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  userStatus: userStatusSchema,
  companyName: z.string().nullable(),
  creditCode: z.string().nullable(),
  state: z.enum(['pending', 'approved', 'rejected']),
  /** An update of a certification in force (which stays in force while this one waits, and if it is rejected). */
  isUpdate: z.boolean(),
  submittedAt: isoDate,
  decidedAt: isoDate.nullable(),
});
export type AdminCertificationSummary = z.infer<typeof adminCertificationSummary>;

/** The documents of a submission: private-file references, read with GET /findPrivateFile?ref= and the staff token. */
export const CERTIFICATION_DOCUMENTS = ['idCardFrontFile', 'idCardBackFile', 'businessLicenseFile', 'companyAuthorizationFile'] as const;
export type CertificationDocumentField = (typeof CERTIFICATION_DOCUMENTS)[number];

/**
 * One submission for the reviewer. ID, bank card and reserved phone numbers are masked
 * (1101**********002X); the full numbers come only from POST …/reveal, by staff holding
 * the reveal permission, and every reveal is in the audit log.
 */
export const adminCertificationDetail = z.object({
  id: z.string(),
  kind: certificationKindSchema,
  state: z.enum(['pending', 'approved', 'rejected']),
  user: z.object({ id: z.number().int(), nickname: z.string(), phone: z.string().nullable(), email: z.string().nullable(), status: userStatusSchema }),
  realName: z.string().nullable(),
  idCardNumber: z.string().nullable(),
  bkCardNumber: z.string().nullable(),
  bankPhone: z.string().nullable(),
  openbank: z.string().nullable(),
  bankName: z.string().nullable(),
  companyName: z.string().nullable(),
  /** Public URL of the logo. */
  companyLogFile: z.string().nullable(),
  creditCode: z.string().nullable(),
  companyType: z.number().int(),
  rejectReason: z.string().nullable(),
  decidedBy: z.number().int().nullable(),
  submittedAt: isoDate,
  decidedAt: isoDate.nullable(),
  documents: z.array(z.object({ field: z.enum(CERTIFICATION_DOCUMENTS), ref: z.string() })),
  /**
   * An update: the submission in force it would replace (public id) and what changed, field
   * by field (form field names; numbers masked, documents as file references); null otherwise.
   */
  update: z
    .object({
      replaces: z.string(),
      changes: z.array(z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
    })
    .nullable(),
});
export type AdminCertificationDetail = z.infer<typeof adminCertificationDetail>;

/** Answer of approve and reject: where the submission and its account now stand (the user is told through the message centre and their channels). */
export const adminCertificationDecision = z.object({
  id: z.string(),
  state: z.enum(['pending', 'approved', 'rejected']),
  userStatus: userStatusSchema.nullable(),
});
export type AdminCertificationDecision = z.infer<typeof adminCertificationDecision>;

/** POST /admin/certifications/{id}/reveal: the full numbers, for the one staff member who asked (audited). */
export const adminRevealedNumbers = z.object({ idCardNumber: z.string().nullable(), bkCardNumber: z.string().nullable(), bankPhone: z.string().nullable() });
export type AdminRevealedNumbers = z.infer<typeof adminRevealedNumbers>;

// ——— TOTP two-step sign-in for staff ———

export const totpCodeSchema = z
  .string({ error: 'totp.required' })
  .trim()
  .min(1, { error: 'totp.required', abort: true })
  .regex(/^\d{6}$/, 'totp.format');
export const totpCodeBody = z.object({ totp: totpCodeSchema });
/**
 * Fresh authentication for changing the second factor (issue 12 item 15): the account's
 * current password, RSA-OAEP encrypted like every password field, so a session left open
 * (or stolen) cannot set up or remove two-step sign-in on its own.
 */
const currentPasswordSchema = z
  .string({ error: 'currentPassword.required' })
  .trim()
  .min(1, { error: 'currentPassword.required', abort: true })
  .max(1024, 'password.notEncrypted');
export const totpSetupBody = z.object({ password: currentPasswordSchema });
export const totpDisableBody = z.object({ totp: totpCodeSchema, password: currentPasswordSchema });
export const totpStatus = z.object({ enabled: z.boolean(), pending: z.boolean(), enabledAt: isoDate.nullable() });
export type TotpStatus = z.infer<typeof totpStatus>;
/** Answered once, by setup: the otpauth:// URI for the QR and the base32 secret to type in by hand. */
export const totpSetupResult = z.object({ uri: z.string(), secret: z.string() });
export type TotpSetupResult = z.infer<typeof totpSetupResult>;

/**
 * A sign-in of a staff account with two-step sign-in on: the password or SMS code was
 * right, and the session opens only after POST /portal/login/totp with this challenge.
 */
export const totpChallengeResult = z.object({
  totpRequired: z.literal(true),
  challenge: z.string(),
  expiresInSeconds: z.number().int(),
});
export type TotpChallengeResult = z.infer<typeof totpChallengeResult>;
export const totpLoginBody = z.object({
  challenge: z.string({ error: 'totpChallenge.required' }).trim().min(1, { error: 'totpChallenge.required', abort: true }).max(128, 'totpChallenge.required'),
  totp: totpCodeSchema,
});
export type TotpLoginBody = z.input<typeof totpLoginBody>;
