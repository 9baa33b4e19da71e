import { z } from 'zod';
import {
  accountSession,
  accountSessionParams,
  changePasswordBody,
  emailCodeQuery,
  emailLoginBody,
  endedSessionsResult,
  firstLoginResult,
  identityConfirmBody,
  identityConfirmResult,
  imageCodeResult,
  loginResult,
  loginSendSmsBody,
  phoneLoginBody,
  phoneRegisterBody,
  phoneRegisterPerfectBody,
  phoneRegisterResult,
  registerSendSmsBody,
  registrationContinuation,
  registrationResult,
  resetCheckCodeBody,
  resetPasswordBody,
  resetSendCodeBody,
  sendEmailCodeBody,
  userStatusResult,
} from '../schemas/identity';
import { totpChallengeResult, totpLoginBody } from '../schemas/admin';
import { withSchemas } from './define-call';
import { identityApi } from './identity';

const none = z.null();
/** A first sign-in step: a session, or a second-factor challenge for staff with TOTP on. */
const signInAnswer = z.union([loginResult, totpChallengeResult]);

export const identitySchemas = {
  publicKey: { ret: z.string() },
  imageCode: { ret: imageCodeResult },
  registerSendSms: { body: registerSendSmsBody, ret: none },
  phoneRegister: { body: phoneRegisterBody, ret: phoneRegisterResult },
  phoneRegisterPerfect: { body: phoneRegisterPerfectBody, ret: registrationResult },
  identityConfirm: { body: identityConfirmBody, ret: identityConfirmResult },
  loginSendSms: { body: loginSendSmsBody, ret: none },
  phoneLogin: { body: phoneLoginBody, ret: z.union([loginResult, totpChallengeResult, registrationContinuation]) },
  mailLogin: { body: emailLoginBody, ret: signInAnswer },
  totpLogin: { body: totpLoginBody, ret: loginResult },
  signOut: { ret: none },
  userStatus: { ret: userStatusResult },
  firstLogin: { ret: firstLoginResult },
  resetSendCode: { body: resetSendCodeBody, ret: none },
  resetCheckCode: { body: resetCheckCodeBody, ret: z.string() },
  resetPassword: { body: resetPasswordBody, ret: none },
  changePassword: { body: changePasswordBody, ret: none },
  sendEmailCode: { body: sendEmailCodeBody, ret: none },
  emailCode: { query: emailCodeQuery, ret: none },
  sessions: { ret: z.array(accountSession) },
  endSession: { params: accountSessionParams, ret: endedSessionsResult },
  endOtherSessions: { ret: endedSessionsResult },
};

export const identityCalls = withSchemas(identityApi, identitySchemas);
