import { declareCalls } from './define-call';
import type { identitySchemas } from './identity.schemas';
import { sessionStatusApi } from './session-status';

const tag = 'identity';

/**
 * Getting a person in (spec 000 §2–§8): the transport key, captcha, codes, registration,
 * sign-in, the session, password reset, and the account centre's sessions (issue 12 item 15).
 */
export const identityApi = declareCalls<typeof identitySchemas>()({
  publicKey: { method: 'GET', path: '/portal/publicKey', access: 'public', tag, summary: 'SPKI PEM of the RSA key to encrypt password fields with (RSA-OAEP, SHA-256, base64 ciphertext).' },
  imageCode: {
    method: 'GET',
    path: '/imageCode',
    access: 'public',
    tag,
    summary: 'A 4-character image captcha: `photo` is a JPEG data URI (a raster image: no text structure), `code` the token to send back with the answer. Valid 2 minutes, one check.',
  },
  registerSendSms: { method: 'POST', path: '/phoneRegister/sendSms', access: 'public', tag, summary: 'Registration SMS code behind the captcha; the same answer for a registered phone.', success: 'codeSent' },
  phoneRegister: { method: 'POST', path: '/portal/phoneRegister', access: 'public', tag, summary: 'Checks the registration SMS code; answers the idToken for the next step (30 minutes).', success: 'phoneVerified' },
  phoneRegisterPerfect: {
    method: 'POST',
    path: '/portal/phoneRegisterPerfect',
    access: 'public',
    tag,
    summary: 'Creates the account (password and rePassword RSA-OAEP encrypted) and signs it in.',
    success: 'infoCompleted',
  },
  identityConfirm: { method: 'POST', path: '/portal/identityConfirm', access: 'user', tag, summary: 'The one-time choice of hacker or company.', success: 'identityConfirmed' },
  loginSendSms: {
    method: 'POST',
    path: '/phone/login/sendSms',
    access: 'public',
    tag,
    summary: 'Sign-in SMS code behind the captcha. The same answer for unknown phones (no account enumeration).',
    success: 'codeSent',
  },
  phoneLogin: {
    method: 'POST',
    path: '/phone/login',
    access: 'public',
    tag,
    summary: 'Sign-in by SMS code: a session, a second-factor challenge (staff), or the complete-info ticket of an unfinished registration.',
    success: 'signedIn',
  },
  mailLogin: {
    method: 'POST',
    path: '/portal/login',
    access: 'public',
    tag,
    summary: 'Sign-in by email and password (RSA-OAEP encrypted); checkcode is the captcha answer and code its token.',
    success: 'signedIn',
  },
  totpLogin: {
    method: 'POST',
    path: '/portal/login/totp',
    access: 'public',
    tag,
    summary: 'Second step of a sign-in that answered { totpRequired: true, challenge }: the 6-digit code of the authenticator app.',
    success: 'signedIn',
  },
  signOut: { method: 'GET', path: '/portal/signout', access: 'public', tag, summary: 'Ends the session of the token sent, if any.', success: 'signedOut' },
  userStatus: sessionStatusApi.userStatus,
  firstLogin: { method: 'GET', path: '/portal/firstlogin', access: 'user', tag, summary: 'firstLogin is true on the first call after the account was created, then false.' },
  resetSendCode: { method: 'POST', path: '/portal/sendSms', access: 'public', tag, summary: 'Password reset code to a phone (SMS) or email; captcha required.', success: 'codeSent' },
  resetCheckCode: {
    method: 'POST',
    path: '/portal/resetPasswordCheckSmsCode',
    access: 'public',
    tag,
    summary: 'ret is the check code for the next step (15 minutes, single use).',
    success: 'codeChecked',
  },
  resetPassword: {
    method: 'POST',
    path: '/user/resetPassword',
    access: 'public',
    tag,
    summary: 'newPassword and rePassword are RSA-OAEP encrypted. Ends every session of the account.',
    success: 'passwordReset',
  },
  changePassword: { method: 'POST', path: '/changepassword', access: 'public', tag, summary: 'As /user/resetPassword, the check code alone naming the account.', success: 'passwordReset' },
  sendEmailCode: { method: 'POST', path: '/portal/sendEmailCode', access: 'user', tag, summary: 'Email binding code for the signed-in user.', success: 'codeSent' },
  emailCode: { method: 'GET', path: '/portal/emailcode', access: 'public', tag, summary: 'Email binding code on the third-party completion screens; captcha required.', success: 'codeSent' },
  sessions: {
    method: 'GET',
    path: '/user/sessions',
    access: 'user',
    tag,
    summary: "The caller's live sessions: device, masked address, created, last active, and which one is this.",
  },
  endSession: { method: 'DELETE', path: '/user/sessions/:id', access: 'user', tag, summary: "Ends one of the caller's sessions (signing this one out too, if it is this one).", success: 'sessionEnded' },
  endOtherSessions: {
    method: 'POST',
    path: '/user/sessions/end-others',
    access: 'user',
    tag,
    summary: "Ends every session of the caller's account but this one.",
    success: 'otherSessionsEnded',
  },
});
