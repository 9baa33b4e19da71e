import { z } from 'zod';
import { idCardNumberSchema } from '../validators/id-card';
import { bankCardNumberSchema } from '../validators/bank-card';
import { creditCodeSchema } from '../validators/credit-code';
import { MAINLAND_MOBILE } from '../validators/phone';
import { stripSpaces } from '../validators/strip-spaces';
import type { ValidationKey } from '../messages';
import { userStatusSchema } from '../enums/user';
import { PUBLIC_FILE_NAME, PUBLIC_FILE_URL_PREFIX } from '../constants/public-files';

/**
 * Certification (spec 000 §3, §5; 002 §3.6, §5.6): the hacker's real-name form, the
 * company and supplier forms, their uploads and the prefill answers. The same schemas
 * check the web forms and the server.
 */

/** Form field names of POST /portal/uploadprivatefile: each names the kind of document it carries. */
export const PRIVATE_FILE_KINDS = ['idCardFront', 'idCardBack', 'businessLicenseFile', 'companyAuthorizationFile', 'file', 'projectAuthorizationFile', 'proofFile'] as const;
export type PrivateFileKind = (typeof PRIVATE_FILE_KINDS)[number];

/**
 * Private files the server makes itself and no client may upload as: the drawn signature of
 * a pledge and the signed pledge document (trusted authentication).
 */
export const SERVER_PRIVATE_FILE_KINDS = ['pledgeSignature', 'signedPledge'] as const;
/** Every kind a stored private file may have. */
export type StoredPrivateFileKind = PrivateFileKind | (typeof SERVER_PRIVATE_FILE_KINDS)[number];

/**
 * The upload rule of each kind: certification documents are images of at most 2 MB; a
 * project's authorisation file (publish wizard) and a trusted-authentication proof file may be
 * JPG, PNG or PDF up to 20 MB.
 */
export const PRIVATE_FILE_UPLOAD_RULES: Readonly<Record<PrivateFileKind, 'certificationImage' | 'authorizationFile' | 'proofFile'>> = {
  idCardFront: 'certificationImage',
  idCardBack: 'certificationImage',
  businessLicenseFile: 'certificationImage',
  companyAuthorizationFile: 'certificationImage',
  file: 'certificationImage',
  projectAuthorizationFile: 'authorizationFile',
  /** Trusted-authentication proof: JPG, PNG or PDF up to 20 MB. */
  proofFile: 'proofFile',
};

export function isPrivateFileKind(value: string): value is PrivateFileKind {
  return (PRIVATE_FILE_KINDS as readonly string[]).includes(value);
}

/** An opaque reference to a private file: `pf_` and 32 random base64url characters. Never a path. */
export const PRIVATE_FILE_REF = /^pf_[A-Za-z0-9_-]{32}$/;

// Kept in a module without zod, so rich-text code in the browser can use them cheaply.
export { PUBLIC_FILE_NAME, PUBLIC_FILE_URL_PREFIX };

export function isPublicFileUrl(value: string): boolean {
  return value.startsWith(PUBLIC_FILE_URL_PREFIX) && PUBLIC_FILE_NAME.test(value.slice(PUBLIC_FILE_URL_PREFIX.length));
}

/** Lengths the spec leaves open: room for the longest real names, not for essays. */
export const CERTIFICATION_LIMITS = { name: 50, companyName: 100, bankName: 50, openbank: 100 } as const;

/** Hacker fields are stripped of every space, inside too (spec 000 §5 "internal whitespace stripped"). */
function strippedText(required: ValidationKey, tooLong: ValidationKey, max: number) {
  return z
    .string({ error: required })
    .transform(stripSpaces)
    .pipe(z.string().min(1, { error: required, abort: true }).max(max, tooLong).refine((v) => !/\p{Cc}/u.test(v), 'invalid'));
}

/** Company fields are trimmed only: "Acme Security Ltd" keeps its spaces. */
function trimmedText(required: ValidationKey, tooLong: ValidationKey, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, tooLong)
    .refine((v) => !/\p{Cc}/u.test(v), 'invalid');
}

/** A reference returned by the private upload; `required` is the message when it is missing. */
export function privateFileRefSchema(required: ValidationKey) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(PRIVATE_FILE_REF, 'certification.file.invalid');
}

/** The reserved bank phone: spaces stripped, then the mainland mobile rule. */
export const bankPhoneSchema = z
  .string({ error: 'bankPhone.required' })
  .transform(stripSpaces)
  .pipe(z.string().min(1, { error: 'bankPhone.required', abort: true }).regex(MAINLAND_MOBILE, 'bankPhone.format'));

const companyNameSchema = trimmedText('certification.companyName.required', 'certification.companyName.max', CERTIFICATION_LIMITS.companyName);
const openbankSchema = (strip: boolean) =>
  (strip ? strippedText : trimmedText)('certification.openbank.required', 'certification.openbank.max', CERTIFICATION_LIMITS.openbank);
const bankNameSchema = (strip: boolean) =>
  (strip ? strippedText : trimmedText)('certification.bankName.required', 'certification.bankName.max', CERTIFICATION_LIMITS.bankName);

/** POST /user/hackerAuthentication (= /user/realnameCertification): the real-name form. */
export const hackerCertificationBody = z.object({
  name: strippedText('certification.name.required', 'certification.name.max', CERTIFICATION_LIMITS.name),
  idCardNumber: idCardNumberSchema,
  bkCardNumber: bankCardNumberSchema,
  openbank: openbankSchema(true),
  bankName: bankNameSchema(true),
  bankPhone: bankPhoneSchema,
  idCardFrontFile: privateFileRefSchema('certification.idCardFront.required'),
  idCardBackFile: privateFileRefSchema('certification.idCardBack.required'),
});
export type HackerCertificationBody = z.input<typeof hackerCertificationBody>;

/** POST /user/companyAuthentication, /company/authentication/submit and /update. */
export const companyCertificationBody = z.object({
  companyName: companyNameSchema,
  companyLogFile: z
    .string({ error: 'certification.companyLogo.required' })
    .trim()
    .min(1, { error: 'certification.companyLogo.required', abort: true })
    .refine(isPublicFileUrl, 'certification.file.invalid'),
  creditCode: creditCodeSchema,
  businessLicenseFile: privateFileRefSchema('certification.businessLicense.required'),
  companyAuthorizationFile: privateFileRefSchema('certification.authorization.required'),
});
export type CompanyCertificationBody = z.input<typeof companyCertificationBody>;

/** POST /user/supplierAuthentication. */
export const supplierCertificationBody = z.object({
  companyName: companyNameSchema,
  openbank: openbankSchema(false),
  bankName: bankNameSchema(false),
  creditCode: creditCodeSchema,
  businessLicenseFile: privateFileRefSchema('certification.businessLicense.required'),
});
export type SupplierCertificationBody = z.input<typeof supplierCertificationBody>;

/** Where a submission stands: auto-approved (hackers), waiting for staff, or decided. */
export const CERTIFICATION_REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type CertificationReviewState = (typeof CERTIFICATION_REVIEW_STATES)[number];

const reviewFields = {
  /** The account's status now (companyFileUploaded, checkCertification, certification, unauthorized…). */
  status: userStatusSchema,
  review: z.enum(CERTIFICATION_REVIEW_STATES),
  /** Staff's reason, shown to the user; null unless rejected. */
  rejectReason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /**
   * The submission is an update of an approved certification: that one stays in force (the
   * account stays certified) while staff review the update, and after they reject it.
   */
  isUpdate: z.boolean(),
};

/** GET /company/authentication/detail (and /getCompanyInfo): the latest company submission, or null. */
export const companyCertificationDetail = z
  .object({
    companyName: z.string(),
    companyLogFile: z.string(),
    creditCode: z.string(),
    businessLicenseFile: z.string(),
    companyAuthorizationFile: z.string(),
    companyType: z.number().int(),
    ...reviewFields,
  })
  .nullable();
export type CompanyCertificationDetail = z.infer<typeof companyCertificationDetail>;

/** POST /user/supplierAuthentication/info: the latest supplier submission, or null. */
export const supplierCertificationDetail = z
  .object({
    companyName: z.string(),
    openbank: z.string(),
    bankName: z.string(),
    creditCode: z.string(),
    businessLicenseFile: z.string(),
    ...reviewFields,
  })
  .nullable();
export type SupplierCertificationDetail = z.infer<typeof supplierCertificationDetail>;

/** The hacker's real-name record as the hacker sees it: numbers masked (1101**********002X), files as references. */
export const hackerCertificationDetail = z
  .object({
    name: z.string(),
    idCardNumber: z.string(),
    bkCardNumber: z.string(),
    openbank: z.string(),
    bankName: z.string(),
    bankPhone: z.string(),
    idCardFrontFile: z.string(),
    idCardBackFile: z.string(),
    ...reviewFields,
  })
  .nullable();
export type HackerCertificationDetail = z.infer<typeof hackerCertificationDetail>;

/** The answer of a submission: where the account now stands. */
export const certificationSubmitResult = z.object({ userStatus: userStatusSchema, review: z.enum(CERTIFICATION_REVIEW_STATES) });
export type CertificationSubmitResult = z.infer<typeof certificationSubmitResult>;

/** GET /company/type. 0 is a standard company (pays the 20% service fee). */
export const companyTypeResult = z.object({ companyType: z.number().int() });

/** POST /portal/uploadprivatefile: one reference, or a map field → reference when several files were sent. */
export const privateUploadResult = z.union([z.string(), z.record(z.string(), z.string())]);
export type PrivateUploadResult = z.infer<typeof privateUploadResult>;

/** GET /public-files/{name}: a public upload's random name and extension. */
export const publicFileParams = z.object({ name: z.string().max(64) });

/** GET /findPrivateFile?ref=… */
export const privateFileQuery = z.object({
  ref: z.string({ error: 'certification.file.invalid' }).regex(PRIVATE_FILE_REF, 'certification.file.invalid'),
});
