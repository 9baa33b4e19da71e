import { z } from 'zod';
import { phoneSchema } from '../validators/phone';
import { emailSchema, optionalEmailSchema } from '../validators/email';
import { accountSchema } from '../validators/account';
import { emailCodeSchema, imageCodeSchema, nicknameSchema, optionalBirthdaySchema, smsCodeSchema } from '../validators/codes';
import { userStatusSchema, userTypeSchema } from '../enums/user';
import { captchaTokenSchema, countrySchema, CHINA_COUNTRY_CODE, encryptedPasswordSchema, identityChoiceSchema } from './identity';

/**
 * Third-party sign-in and binding (spec 000 §2 bindAccount / bindCompleteInfo /
 * qualification screens, §3 third-party ret and bind payloads, §4 routing, §7 calls).
 * A sign-in through single sign-on (OIDC), WeChat or Alipay either opens a session
 * (the identity is bound to an account) or answers a short-lived bind ticket in
 * `idToken` that the bind calls spend.
 */
export const THIRD_PARTY_PROVIDERS = ['oidc', 'wechat', 'alipay'] as const;
export type ThirdPartyProvider = (typeof THIRD_PARTY_PROVIDERS)[number];
export const thirdPartyProviderSchema = z.enum(THIRD_PARTY_PROVIDERS);

/** How long a bind ticket (`idToken` of an unbound sign-in) may be spent. */
export const BIND_TICKET_TTL_SECONDS = 30 * 60;
/** How long the provider may take to send the user back (the `state` of the authorization request). */
export const OAUTH_STATE_TTL_SECONDS = 10 * 60;

const oauthValue = (key: 'oauth.code.required' | 'oauth.state.required', max = 2048) =>
  z.string({ error: key }).trim().min(1, { error: key, abort: true }).max(max, key);

/** A bind ticket; the server only ever compares its hash. */
export const bindTicketSchema = z
  .string({ error: 'bindTicket.required' })
  .trim()
  .min(1, { error: 'bindTicket.required', abort: true })
  .max(128, 'bindTicket.required');

/**
 * POST /keycloakLogin. The spec names the payload `keycloakToken`: it is accepted as an
 * alias of `code` (the authorization code the provider put on /xiamlogin). `iss` is the
 * issuer the provider names in its answer (RFC 9207), passed on when present.
 */
export const keycloakLoginBody = z
  .object({
    code: oauthValue('oauth.code.required').optional(),
    keycloakToken: oauthValue('oauth.code.required').optional(),
    state: oauthValue('oauth.state.required', 256),
    iss: z.string().trim().max(2048).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.code && !v.keycloakToken) ctx.addIssue({ code: 'custom', path: ['code'], message: 'oauth.code.required' });
  })
  .transform(({ code, keycloakToken, state, iss }) => ({ code: (code ?? keycloakToken)!, state, iss }));

/** GET or POST /wechat/wechatlogin: the `code` and `state` WeChat put on the site's address. */
export const wechatLoginBody = z.object({ code: oauthValue('oauth.code.required'), state: oauthValue('oauth.state.required', 256) });

/** GET /alipay/alipaylogin: the `auth_code` Alipay put on the site's address, as `authCode`. */
export const alipayLoginQuery = z.object({ authCode: oauthValue('oauth.code.required'), state: oauthValue('oauth.state.required', 256) });

/**
 * The answer of every third-party sign-in (spec 000 §3 "Third-party login ret").
 * `status` 'bound': a session was opened (token, usertype, username, userStatus).
 * `status` 'unbound': no account uses this identity yet; `idToken` is the bind ticket,
 * `username` and `logo` are what the provider told of the person, token is null.
 */
export const thirdPartyLoginResult = z.object({
  status: z.enum(['bound', 'unbound']),
  token: z.string().nullable(),
  usertype: userTypeSchema.nullable(),
  username: z.string(),
  logo: z.string().nullable(),
  idToken: z.string().nullable(),
  userStatus: userStatusSchema.nullable(),
  provider: thirdPartyProviderSchema,
});
export type ThirdPartyLoginResult = z.infer<typeof thirdPartyLoginResult>;

/** GET /alipay/alipaynoun: a fresh single-use `state` (nonce) for a client that builds the Alipay address itself. */
export const alipayNonceResult = z.object({ state: z.string(), appId: z.string(), expiresIn: z.number().int() });

/** POST /user/accountBind/sendSms (designed: the spec does not show the bind screen's send): a code to an existing account. */
export const accountBindSendBody = z.object({ account: accountSchema, photoCode: imageCodeSchema, code: captchaTokenSchema, idToken: bindTicketSchema });

/** The code of the bind screen: 6 digits by SMS, 6 letters or digits by mail. */
export const accountBindCodeSchema = z
  .string({ error: 'msgCode.required' })
  .trim()
  .min(1, { error: 'msgCode.required', abort: true })
  .regex(/^[A-Za-z0-9]{6}$/, 'msgCode.format');

/** POST /user/accountBind (spec 000 §3 "Bind account"). */
export const accountBindBody = z.object({ account: accountSchema, msgCode: accountBindCodeSchema, idToken: bindTicketSchema });

/** POST /user/accountBindPerfect/sendSms: captcha required; refuses a registered phone. */
export const accountBindPerfectSendBody = z.object({ phone: phoneSchema, photoCode: imageCodeSchema, code: captchaTokenSchema });

const nullAsEmpty = (v: unknown) => (v === null || v === undefined ? '' : v);
const regionNameSchema = z.preprocess(nullAsEmpty, z.string({ error: 'region.max' }).trim().max(50, 'region.max'));

/** POST /user/accountBindPerfect (spec 000 §3 "Account-bind-perfect"); password RSA-OAEP encrypted. */
export const accountBindPerfectBody = z
  .object({
    idToken: bindTicketSchema,
    phone: phoneSchema,
    msgCode: smsCodeSchema,
    email: z.preprocess(nullAsEmpty, optionalEmailSchema),
    /** The code of GET /portal/emailcode sent to `email`: an email is attached only once proven (required with an email). */
    emailCode: z.preprocess(nullAsEmpty, z.string().trim().max(6, 'emailCode.format').optional()),
    username: nicknameSchema,
    password: encryptedPasswordSchema,
    birthday: optionalBirthdaySchema,
    country: countrySchema,
    province: regionNameSchema,
    city: regionNameSchema,
  })
  .superRefine((v, ctx) => {
    if (v.email && !v.emailCode) ctx.addIssue({ code: 'custom', path: ['emailCode'], message: 'emailCode.required' });
    if (typeof v.country !== 'string' || !/^([A-Z]{2})?$/.test(v.country)) return;
    const inChina = v.country === '' || v.country === CHINA_COUNTRY_CODE;
    if (!inChina && v.province) ctx.addIssue({ code: 'custom', path: ['province'], message: 'region.chinaOnly' });
    if (!inChina && v.city) ctx.addIssue({ code: 'custom', path: ['city'], message: 'region.chinaOnly' });
    if (inChina && v.city && !v.province) ctx.addIssue({ code: 'custom', path: ['province'], message: 'province.required' });
  });
export type AccountBindPerfectBody = z.input<typeof accountBindPerfectBody>;

/** A personal blog or homepage: http(s) only, so it can be shown as a link safely. */
export const blogSchema = z.preprocess(
  nullAsEmpty,
  z
    .string()
    .trim()
    .max(200, 'blog.format')
    .refine((v) => v === '' || /^https?:\/\/[^\s<>"']+$/i.test(v), 'blog.format'),
);

/** The company name of /qualification/company. */
export const companyNameSchema = z
  .string({ error: 'companyName.required' })
  .trim()
  .min(1, { error: 'companyName.required', abort: true })
  .max(100, 'companyName.max');

/**
 * POST /portal/profectuser (WeChat and single sign-on) and /portal/profectuserali
 * (Alipay): the /qualification completion screens (spec 000 §2; payloads designed).
 * - `bind`: the bind ticket joins the existing account of a proven email (/qualification/user).
 * - `create`: a new account from the full form (/qualification/user, "no account").
 * - `profile`: signed in, personal info (/qualification/hacker).
 * - `company`: signed in as a company, company name and licence (/qualification/company).
 */
export const profectUserBody = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('bind'), idToken: bindTicketSchema, email: emailSchema, emailCode: emailCodeSchema }),
    z.object({
      mode: z.literal('create'),
      idToken: bindTicketSchema,
      usertype: identityChoiceSchema,
      email: emailSchema,
      emailCode: emailCodeSchema,
      password: encryptedPasswordSchema,
      username: nicknameSchema,
      country: countrySchema,
      birthday: optionalBirthdaySchema,
      blog: blogSchema,
    }),
    z.object({ mode: z.literal('profile'), username: nicknameSchema, country: countrySchema, birthday: optionalBirthdaySchema, blog: blogSchema }),
    z.object({
      mode: z.literal('company'),
      companyName: companyNameSchema,
      businessLicenseFile: z.string({ error: 'businessLicense.required' }).trim().min(1, { error: 'businessLicense.required', abort: true }).max(500, 'businessLicense.required'),
    }),
  ],
  { error: 'enum.invalid' },
);
export type ProfectUserBody = z.input<typeof profectUserBody>;
export const profectUserResult = z.object({
  token: z.string(),
  usertype: userTypeSchema.nullable(),
  username: z.string(),
  userStatus: userStatusSchema,
  country: z.string(),
});

/**
 * POST /phone/sendSms (signed in, /qualification/tel): a code to a phone the user wants to bind,
 * behind the image captcha like every other send (the number may be anyone's; issue 12 item 9).
 */
export const phoneBindSendBody = z.object({ telephone: phoneSchema, photoCode: imageCodeSchema, code: captchaTokenSchema });
/**
 * POST /portal/checkSmsCode (signed in): the code proves the phone, which joins the account
 * (/qualification/tel) or replaces its phone (the account centre, issue 10 §3), when
 * `oldCode`, the code POST /user/sendVerifyCode sent to the current phone, proves the owner too.
 */
export const phoneBindCheckBody = z.object({ telephone: phoneSchema, smsCode: smsCodeSchema, oldCode: z.string().trim().max(6, 'oldCode.format').optional() });

/** GET /binduser: the third-party identities bound to the signed-in account. */
export const boundIdentity = z.object({ provider: thirdPartyProviderSchema, nickname: z.string(), avatar: z.string().nullable(), boundAt: z.string() });
export const boundIdentitiesResult = z.array(boundIdentity);

/** GET /portal/signInProviders: the providers this server is configured for, in the dialog's order. */
export const signInProvidersResult = z.array(thirdPartyProviderSchema);
