import { z } from 'zod';
import { phoneSchema } from '../validators/phone';
import { emailSchema } from '../validators/email';
import { bankCardNumberSchema } from '../validators/bank-card';
import { birthdaySchemaAt, emailCodeSchema, imageCodeSchema, smsCodeSchema } from '../validators/codes';
import { captchaTokenSchema } from './identity';
import { userStatusSchema, userTypeSchema } from '../enums/user';
import { stringEnum } from '../enums/define';
import { PERSON_INFO_TEAM_MAX } from '../constants/account';
import { MAINLAND_MOBILE } from '../validators/phone-format';
import { PUBLIC_FILE_NAME, PUBLIC_FILE_URL_PREFIX } from '../constants/public-files';

/**
 * The account centre (spec 001 §2, §3, §5, §7 Account; issue 10 §3). The spec names the
 * payloads of the bank, password, phone, email and DingTalk forms and the fields of the
 * answers; what it does not show (the old-address code, the answers' exact shapes) is
 * designed here and written down in ARCHITECTURE.md "Account centre".
 */

export const ACCOUNT_LIMITS = { bankName: 50, openbank: 100, website: 200, shippingAddress: 200, team: PERSON_INFO_TEAM_MAX } as const;

const requiredText = (required: string, max: number, maxKey: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, maxKey)
    .refine((v) => !/\p{Cc}/u.test(v), 'invalid');

const optionalText = (max: number, maxKey: string) =>
  z
    .string()
    .trim()
    .max(max, maxKey)
    .refine((v) => !/\p{Cc}/u.test(v), 'invalid')
    .optional()
    .transform((v) => v ?? '');

/** Money on the wire: yuan with 2 decimals ("1234.50"), integer fen inside. */
const yuan = z.string();

/**
 * GET /user/personalCenter: the header (spec 001 §3 "Account detail"). Points and ranks
 * (`integral`, `yearRanking`, `ranking`) come with the leaderboards (issue 11): 0 and null
 * (no rank) until then. The three company figures are present for companies only.
 */
export const accountHeader = z.object({
  userName: z.string(),
  /** The avatar's address (`personcard`), or null for the default picture. */
  userPicture: z.string().nullable(),
  usertype: userTypeSchema.nullable(),
  status: userStatusSchema,
  /** The trusted-authentication step of the personal record (0–4, BRIEF: /hackCred/signInfo's). */
  step: z.number().int(),
  integral: z.number().int(),
  rmbTotalBonus: yuan,
  yearRanking: z.number().int().nullable(),
  ranking: z.number().int().nullable(),
  rmbAccountBalance: yuan.optional(),
  rmbWaitBalance: yuan.optional(),
  rmbPaidBalance: yuan.optional(),
});
export type AccountHeader = z.infer<typeof accountHeader>;


/** GET /findtelephone: the bound phone, masked (138****0001), or null. */
export const telephoneResult = z.object({ telephone: z.string().nullable() });
/** GET /findemail: the bound email, masked (a***@example.com), and whether one is bound (status 1) or not (0). */
export const emailResult = z.object({ email: z.string().nullable(), status: z.union([z.literal(0), z.literal(1)]) });
/** GET /findDingTalk: the phone of the bound DingTalk account, masked, or null. */
export const dingTalkResult = z.object({ dingTalk: z.string().nullable() });

/** GET /getpersoninfo (spec 001 §3 "Person info"): area is province and city as one text. */
export const personInfo = z.object({
  companyname: z.string(),
  country: z.string(),
  address: z.string(),
  team: z.string(),
  birthday: z.string(),
  area: z.string(),
  website: z.string(),
});
export type PersonInfo = z.infer<typeof personInfo>;

/** An http(s) address or nothing. */
const websiteSchema = optionalText(ACCOUNT_LIMITS.website, 'person.website.max').refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'person.website.format');

/**
 * POST /user/settingPersonalInfo: the spec's officialWebsite, shippingAddress, team (≤ 30)
 * and birthday, sent as the date plus 00:00:00 (a bare date is accepted too).
 */
export const settingPersonalInfoBody = z.object({
  officialWebsite: websiteSchema,
  shippingAddress: optionalText(ACCOUNT_LIMITS.shippingAddress, 'person.shippingAddress.max'),
  team: optionalText(ACCOUNT_LIMITS.team, 'person.team.max'),
  birthday: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ?? '').replace(/ 00:00:00$/, ''))
    .pipe(z.union([z.literal(''), birthdaySchemaAt()])),
});
export type SettingPersonalInfoBody = z.input<typeof settingPersonalInfoBody>;

/** POST /updatepersoncard: the avatar, an address answered by POST /portal/uploadfile for the caller's own upload. */
export const updatePersoncardBody = z.object({
  personcard: z
    .string({ error: 'personcard.required' })
    .trim()
    .min(1, { error: 'personcard.required', abort: true })
    .max(200, 'personcard.invalid')
    .refine((v) => v.startsWith(PUBLIC_FILE_URL_PREFIX) && PUBLIC_FILE_NAME.test(v.slice(PUBLIC_FILE_URL_PREFIX.length)), 'personcard.invalid'),
});

/** POST /user/updatepassword: the three fields RSA-OAEP encrypted (spec 001 §5: all required, the registration rule, equal repeat). */
export const updatePasswordBody = z.object({
  password: z.string({ error: 'oldPassword.required' }).min(1, 'oldPassword.required').max(2048, 'invalid'),
  newPassword: z.string({ error: 'password.required' }).min(1, 'password.required').max(2048, 'invalid'),
  rePassword: z.string({ error: 'rePassword.required' }).min(1, 'rePassword.required').max(2048, 'invalid'),
});

/**
 * POST /user/changeBank (spec 001 §3 bank form, §5): reservePhone sent as bankPhone, the card
 * number, bank name and branch with the spec's messages, and `smsCode`, the code sent to the
 * account's bound phone by POST /user/changeBank/sendSms (issue 10 §3).
 */
export const changeBankBody = z.object({
  bankPhone: z
    .string({ error: 'bank.reservePhone.required' })
    .trim()
    .min(1, { error: 'bank.reservePhone.required', abort: true })
    .regex(MAINLAND_MOBILE, 'bankPhone.format'),
  bkCardNumber: bankCardNumberSchema,
  bankName: requiredText('bank.bankName.required', ACCOUNT_LIMITS.bankName, 'certification.bankName.max'),
  openbank: requiredText('bank.openbank.required', ACCOUNT_LIMITS.openbank, 'certification.openbank.max'),
  smsCode: smsCodeSchema,
});
export type ChangeBankBody = z.input<typeof changeBankBody>;

/**
 * GET /user/bankCard: the bank card payouts go to (the real-name record in force), masked,
 * and when it may change again (once per calendar year, China time). `card` is null for an
 * account without one (not yet certified, a company or a supplier).
 */
export const bankCardResult = z.object({
  card: z
    .object({
      username: z.string(),
      bkCardNumber: z.string(),
      bankName: z.string(),
      openbank: z.string(),
      bankPhone: z.string(),
    })
    .nullable(),
  /** Whether a change is allowed now; when not, `nextChangeFrom` (yyyy-MM-dd) says from when. */
  canChange: z.boolean(),
  lastChangedAt: z.string().nullable(),
  nextChangeFrom: z.string().nullable(),
  /** The bound phone the change code goes to, masked; null when the account has none (bind one first). */
  codePhone: z.string().nullable(),
});
export type BankCardResult = z.infer<typeof bankCardResult>;

/** Which bound address a code proves: the current phone or the current email. */
export const CURRENT_ADDRESS_KINDS = ['telephone', 'email'] as const;
export type CurrentAddressKind = (typeof CURRENT_ADDRESS_KINDS)[number];

/** POST /user/sendVerifyCode: a code to the account's current phone or email, proving the owner before it changes. */
export const sendCurrentCodeBody = z.object({ type: stringEnum(CURRENT_ADDRESS_KINDS) });

/** The code sent to the old address: 6 digits for a phone, 6 letters or digits for an email. */
const oldCodeSchema = z.string().trim().max(6, 'oldCode.format').optional();

/** POST /portal/checkAndUpdateEmailCode (spec 000 §7, 001 §7): binds or changes the email; `oldCode` when one is bound. */
export const bindEmailBody = z.object({ email: emailSchema, smsCode: emailCodeSchema, oldCode: oldCodeSchema });
export type BindEmailBody = z.input<typeof bindEmailBody>;

/** The `oldCode` the account-centre change forms add to POST /portal/checkSmsCode (phone). */
export const oldAddressCodeSchema = oldCodeSchema;

/** POST /dingTalk/sendSms: a code to the phone of the DingTalk account to bind, behind the image captcha. */
export const dingTalkSendBody = z.object({ dingPhone: phoneSchema, photoCode: imageCodeSchema, code: captchaTokenSchema });
/** PUT /bindDingTalkPhone (spec 000 §7, 001 §7): dingPhone and the code sent to it. */
export const bindDingTalkBody = z.object({ dingPhone: phoneSchema, code: smsCodeSchema });

/** GET /downLoad?filePath= (spec 001 §7): the three protocol documents of the account centre. */
export const PROTOCOL_FILES = ['secrecyFile', 'testPromiseFile', 'networkSecurityFile'] as const;
export type ProtocolFile = (typeof PROTOCOL_FILES)[number];
export const downloadQuery = z.object({ filePath: stringEnum(PROTOCOL_FILES) });

/** GET /company/publicWelfare/authentication/detail: the company's public-welfare certification. */
export const PUBLIC_WELFARE_STATES = ['none', 'publicWelfareAuthorizing', 'publicWelfareAuthorized'] as const;
export const publicWelfareDetail = z.object({
  state: stringEnum(PUBLIC_WELFARE_STATES),
  status: userStatusSchema,
  companyName: z.string(),
});
export type PublicWelfareDetail = z.infer<typeof publicWelfareDetail>;

/** GET /sysDict/getDict/company_industry: the dictionary of company industries. */
export const dictEntry = z.object({ dictValue: z.string(), dictLabel: z.string() });
export const dictResult = z.array(dictEntry);
