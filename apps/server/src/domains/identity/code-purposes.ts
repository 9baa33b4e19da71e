/**
 * Purposes of the verification codes this domain issues. A code is stored under its
 * purpose and target, so a code sent to sign in can never register, reset or bind.
 */
export const CODE_PURPOSES = {
  register: 'register',
  login: 'login',
  passwordReset: 'password-reset',
  /**
   * Proving an email before it is bound to an account: sent by POST /portal/sendEmailCode
   * (account centre, signed in) and GET /portal/emailcode (third-party completion,
   * behind a captcha); checked by the binding calls.
   */
  emailBind: 'email-bind',
  /**
   * Proving the current phone or email of an account before it changes (POST
   * /user/sendVerifyCode in the account centre; checked as `oldCode` by POST
   * /portal/checkSmsCode and /portal/checkAndUpdateEmailCode).
   */
  currentPhone: 'current-phone',
  currentEmail: 'current-email',
  /** Image captchas, keyed by their token. */
  captcha: 'captcha',
} as const;
