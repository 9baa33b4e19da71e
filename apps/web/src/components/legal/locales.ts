/** Short strings around the legal texts (the texts themselves are content modules). */
export const legal = {
  zh: {
    userAgreement: '用户服务协议',
    privacyPolicy: '隐私政策',
    toc: '目录',
    meta: '版本 {{version}} · 生效日期 {{date}}',
  },
  en: {
    userAgreement: 'User Agreement',
    privacyPolicy: 'Privacy Policy',
    toc: 'Contents',
    meta: 'Version {{version}} · Effective {{date}}',
  },
};
