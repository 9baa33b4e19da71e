/** Image captcha and "send code" buttons shared by the sign-in, registration and reset forms. */
export const verification = {
  zh: {
    sendCode: '获取验证码',
    resendIn: '{{seconds}} 秒后重新获取',
    captchaAlt: '图形验证码',
    captchaRefresh: '看不清？换一张',
    captchaRetry: '加载失败，点击重试',
    captchaFailed: '图形验证码加载失败',
    codeSent: '验证码已发送',
  },
  en: {
    sendCode: 'Send code',
    resendIn: 'Resend in {{seconds}} s',
    captchaAlt: 'Image code',
    captchaRefresh: 'Hard to read? Get a new one',
    captchaRetry: 'Failed, click to retry',
    captchaFailed: 'The image code could not be loaded',
    codeSent: 'Verification code sent',
  },
};
