/** Every API path the web app calls, relative to /web/v1. One place, so a rename is one edit. */
export const paths = {
  // Public content and the contact form: contentApi and contactApi in the contract (callApi).

  // Identity (spec 000 §7): codes, registration, sign-in, sessions, password reset.
  publicKey: '/portal/publicKey',
  imageCode: '/imageCode',
  registerSendSms: '/phoneRegister/sendSms',
  phoneRegister: '/portal/phoneRegister',
  phoneRegisterPerfect: '/portal/phoneRegisterPerfect',
  identityConfirm: '/portal/identityConfirm',
  loginSendSms: '/phone/login/sendSms',
  phoneLogin: '/phone/login',
  mailLogin: '/portal/login',
  signOut: '/portal/signout',
  userStatus: '/find/userstatus',
  resetSendCode: '/portal/sendSms',
  resetCheckCode: '/portal/resetPasswordCheckSmsCode',
  resetPassword: '/user/resetPassword',
  totpLogin: '/portal/login/totp',

  // Files, certification and the staff console are declared in the contract (filesApi,
  // certificationApi, adminMeApi, adminAnnouncementsApi…), called with callApi / callFile.

  // The email code of the third-party completion screens (third-party calls themselves are declared in the contract: thirdPartyApi).
  emailCode: '/portal/emailcode',
} as const;
