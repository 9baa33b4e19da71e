/** The agreement checkbox and dialog of registration and of the third-party completion screens. */
export const agreement = {
  zh: {
    prefix: '我已阅读并同意',
    userAgreement: '《用户协议》',
    and: '和',
    privacyPolicy: '《隐私政策》',
    newWindow: '（在新窗口打开）',
    dialogTitle: '用户协议',
    accept: '我已阅读并同意',
    close: '关闭',
    required: '请阅读并同意用户协议和隐私政策',
  },
  en: {
    prefix: 'I have read and accept the',
    userAgreement: 'User agreement',
    and: 'and the',
    privacyPolicy: 'Privacy policy',
    newWindow: ' (opens in a new window)',
    dialogTitle: 'User agreement',
    accept: 'I have read and accept it',
    close: 'Close',
    required: 'Please read and accept the user agreement and privacy policy',
  },
};
