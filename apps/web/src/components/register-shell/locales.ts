/** The four-step indicator of registration, shared by steps 1–3 (register) and step 4 (certification). */
export const registerShell = {
  zh: {
    steps: { label: '注册进度', createAccount: '创建账号', completeInfo: '完善信息', chooseIdentity: '选择身份', authentication: '身份认证' },
  },
  en: {
    steps: { label: 'Registration progress', createAccount: 'Create account', completeInfo: 'Complete info', chooseIdentity: 'Select identity', authentication: 'Authentication' },
  },
};
