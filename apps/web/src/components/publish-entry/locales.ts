/**
 * The publish-project entry's prompts (spec 000 §4): shown by the top navigation's role button
 * for a signed-in company and by the wizard's own guard, so they load with those two and stay
 * out of the shell a visitor's first paint carries.
 */
export const publishEntry = {
  zh: {
    imperfect: { title: '请先完善个人信息', text: '发布项目前请先完善个人信息。' },
    unauthorized: { title: '请先完成企业认证', text: '发布项目需要先完成企业认证，认证通过后即可发布。' },
    checkCertification: { title: '企业认证审核中', text: '后台正在审核您的企业认证，请耐心等待，审核通过后即可发布项目。' },
    foriben: { title: '账号已被禁用', text: '您的账号已被禁用，不能发布项目。' },
    toAccount: '前往我的账号',
    cancel: '取消',
    ok: '知道了',
  },
  en: {
    imperfect: { title: 'Complete your information first', text: 'Please complete your personal information before publishing a project.' },
    unauthorized: { title: 'Company certification needed', text: 'Publishing a project needs company certification; once it is approved you can publish.' },
    checkCertification: { title: 'Certification under review', text: 'Staff are reviewing your company certification. Please wait; you can publish once it is approved.' },
    foriben: { title: 'Account disabled', text: 'Your account has been disabled and cannot publish projects.' },
    toAccount: 'Go to my account',
    cancel: 'Cancel',
    ok: 'OK',
  },
};
