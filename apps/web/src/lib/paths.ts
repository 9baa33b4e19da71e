/** Every API path the web app calls, relative to /web/v1. One place, so a rename is one edit. */
export const paths = {
  announcementList: '/announcement/list',
  announcementDetail: (id: number | string) => `/announcement/detail/${encodeURIComponent(String(id))}`,
  popupAnnouncement: '/getAnnouncement',
  carousel: '/fingure/list',
  entrances: '/platform/entrance/list',
  contactServices: '/contact/services',
  contactConfig: '/contact/config/detail',
  contactSendVerifySms: '/contact/sendVerifySms',
  contactAdd: '/contact/add',

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
} as const;
