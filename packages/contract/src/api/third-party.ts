import { declareCalls } from './define-call';
import type { thirdPartySchemas } from './third-party.schemas';

const tag = 'third-party';

// The mode decides who may call and how it succeeds: bind and create spend this browser's bind
// ticket ("account bound"); profile and company need a session ("saved").
const profectSummary = (providers: string) =>
  `The /qualification completion screens (${providers}): mode bind | create (bind ticket of this browser; "account bound") or profile | company (signed in; "saved").`;

/**
 * Third-party sign-in and binding (spec 000 §2–§4, §7). Every start sets the browser's
 * sign-in cookie (HttpOnly, SameSite=Lax); the callbacks and the bind calls work only with
 * it, so a link or ticket carried to another browser is refused (403 40341).
 */
export const thirdPartyApi = declareCalls<typeof thirdPartySchemas>()({
  ssoAuthorize: { method: 'GET', path: '/sso/authorize', access: 'public', tag, summary: 'OIDC authorization address (code flow, PKCE S256; state, verifier and nonce kept server-side for 10 minutes, bound to this browser).' },
  keycloakLogin: { method: 'POST', path: '/keycloakLogin', access: 'public', tag, summary:
      "Ends single sign-on: { code, state, iss? } from /xiamlogin, in the browser that started it. `keycloakToken` (the spec's name) is an alias of `code`. A session (status bound) or a bind ticket in idToken (status unbound).", success: 'signedIn' },
  wechatUrl: { method: 'GET', path: '/wechat/getwechaturl', access: 'public', tag, summary: "WeChat's QR login address (qrconnect, scope snsapi_login) with a single-use state bound to this browser." },
  wechatLoginByQuery: { method: 'GET', path: '/wechat/wechatlogin', access: 'public', tag, summary: 'Ends WeChat sign-in with ?code&state.', success: 'signedIn' },
  wechatLogin: { method: 'POST', path: '/wechat/wechatlogin', access: 'public', tag, summary: 'Ends WeChat sign-in with { code, state }.', success: 'signedIn' },
  alipayUrl: { method: 'GET', path: '/getredirecturl', access: 'public', tag, summary: "Alipay's web authorisation address (publicAppAuthorize, scope auth_user) with a single-use state bound to this browser." },
  alipayNonce: { method: 'GET', path: '/alipay/alipaynoun', access: 'public', tag, summary: 'A single-use state (nonce) for the Alipay authorisation, for clients that build the address themselves.' },
  alipayLogin: { method: 'GET', path: '/alipay/alipaylogin', access: 'public', tag, summary: 'Ends Alipay sign-in with ?authCode (the auth_code Alipay returned)&state.', success: 'signedIn' },
  accountBindSendCode: { method: 'POST', path: '/user/accountBind/sendSms', access: 'public', tag, summary: 'Code to the phone or email of the account to bind (bind ticket of this browser and captcha required; an unknown account is told, the caller gets the same answer).', success: 'codeSent' },
  accountBind: { method: 'POST', path: '/user/accountBind', access: 'public', tag, summary: "Binds the ticket's identity to the account proven by the code sent to its own phone or email, and signs in.", success: 'accountBound' },
  bindPerfectSendCode: { method: 'POST', path: '/user/accountBindPerfect/sendSms', access: 'public', tag, summary: 'Code to the phone of the account to create (captcha required; a registered phone is told, the caller gets the same answer).', success: 'codeSent' },
  bindPerfect: { method: 'POST', path: '/user/accountBindPerfect', access: 'public', tag, summary: "Creates an account for the ticket's identity (password RSA-OAEP encrypted; an email only with its emailCode from GET /portal/emailcode), binds it and signs in; next: choose identity.", success: 'accountBound' },
  phoneBindSendCode: { method: 'POST', path: '/phone/sendSms', access: 'user', tag, summary: "Code to a phone the signed-in user adds (/qualification/tel), behind the image captcha; another account's phone gets a notice instead, the caller the same answer.", success: 'codeSent' },
  phoneBind: { method: 'POST', path: '/portal/checkSmsCode', access: 'user', tag, summary: 'The code proves the phone, which joins the signed-in account; replacing a bound phone also needs oldCode (sent to it by /user/sendVerifyCode).', success: 'phoneBound' },
  profectUser: { method: 'POST', path: '/portal/profectuser', access: 'public', tag, success: 'accountBound', summary: profectSummary('WeChat and single sign-on') },
  profectUserAli: { method: 'POST', path: '/portal/profectuserali', access: 'public', tag, success: 'accountBound', summary: profectSummary('Alipay') },
  boundIdentities: { method: 'GET', path: '/binduser', access: 'user', tag, summary: 'Third-party sign-ins bound to the signed-in account.' },
  signInProviders: { method: 'GET', path: '/portal/signInProviders', access: 'public', tag, publicCache: true, summary:
      'The third-party sign-ins this server is configured for (oidc, wechat, alipay), so the sign-in dialog offers only those. Read from the settings at start: the same for every visitor.' },
});
